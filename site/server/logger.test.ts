import { REDACTED } from '@fittizia/contract/log-redaction';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log, redact } from './logger.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the site logger redacts personal data', () => {
  it('names, e-mails, phones, addresses and message bodies at any depth; the rest as it is', () => {
    const error = new Error('upstream refused');
    const line = JSON.stringify(
      redact({
        path: '/api/booking/create/1001',
        status: 400,
        body: { firstName: 'Ada' },
        customer: { lastName: 'Lovelace', emailAddress: 'ada@example.com', mobilePhoneNumber: '07700900123' },
        upstream: [{ message: 'A quiet corner', ip: '203.0.113.7' }],
        err: error,
      }),
    );
    for (const secret of [
      'Ada',
      'Lovelace',
      'ada@example.com',
      '07700900123',
      'A quiet corner',
      '203.0.113.7',
    ])
      expect(line).not.toContain(secret);
    expect(line).toContain('/api/booking/create/1001');
    expect(line).toContain('[Redacted]');
    expect((redact({ err: error }) as { err: unknown }).err).toBe(error);
  });

  it('writes no token or guid: an address in any field or in the message keeps its route only', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => lines.push(line));
    const token = 'K7QD2MXR.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    const guid = '3f2b6c1e-8a4d-4e7b-9c2a-5d1e0f7a6b32';
    log('warn', 'restaurant list unavailable; legacy restaurant redirects skipped', {
      path: `/booking/manage/${token}`,
      error: `fetch failed for /api/exponea/getcustomerpreferences/${guid}`,
    });
    log('error', `security headers could not be set on /booking/standby/${token}`, {
      path: `/occasion-date/${guid}`,
    });
    const text = lines.join('\n');
    expect(text).not.toContain(token);
    expect(text).not.toContain(guid);
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      path: `/booking/manage/${REDACTED}`,
      error: `fetch failed for /api/exponea/getcustomerpreferences/${REDACTED}`,
    });
    expect(JSON.parse(lines[1] as string)).toMatchObject({
      msg: `security headers could not be set on /booking/standby/${REDACTED}`,
      path: `/occasion-date/${REDACTED}`,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { redact } from './logger.ts';

describe('the site logger redacts personal data (issue 23)', () => {
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
});

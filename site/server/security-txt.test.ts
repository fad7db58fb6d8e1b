import { describe, expect, it } from 'vitest';
import { SECURITY_TXT_VALID_DAYS, securityTxt } from './security-txt.ts';

describe('security.txt (RFC 9116)', () => {
  it('names the contact, an expiry under a year away, the language and its canonical address', () => {
    const text = securityTxt(
      'mailto:security@fittizia.example',
      'https://www.fittizia.example',
      new Date('2026-11-23T08:30:00Z'),
    );
    expect(text).toBe(
      [
        'Contact: mailto:security@fittizia.example',
        'Expires: 2027-05-22T00:00:00Z',
        'Preferred-Languages: en',
        'Canonical: https://www.fittizia.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
    expect(SECURITY_TXT_VALID_DAYS).toBeLessThan(365);
  });
});

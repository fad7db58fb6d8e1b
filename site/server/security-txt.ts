/** How long a served security.txt stays valid: RFC 9116 recommends less than a year. */
export const SECURITY_TXT_VALID_DAYS = 180;

/**
 * `/.well-known/security.txt` (RFC 9116): the contact for security reports, an expiry (from the start of the
 * current UTC day, so every response of a day is the same), the language and the file's canonical address.
 */
export function securityTxt(contact: string, origin: string, now = new Date()): string {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(day + SECURITY_TXT_VALID_DAYS * 24 * 60 * 60 * 1000);
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace('.000Z', 'Z')}`,
    'Preferred-Languages: en',
    `Canonical: ${origin}/.well-known/security.txt`,
    '',
  ].join('\n');
}

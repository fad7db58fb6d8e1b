import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PREORDER_ORGANISER_PATH, PREORDER_PATH, PREORDER_TOKEN_PATTERN } from '@fittizia/contract';

/*
 * A pre-order's two links (docs/preorders.md): `<reference>.g.<sig>` for the guests and `<reference>.o.<sig>` for the
 * organiser, each signed with HMAC-SHA256 under PREORDER_LINK_SECRET over its purpose and the booking's reference
 * (43 characters of base64url). The guests' cannot be turned into the organiser's without the key. A guest's own
 * key (32 random bytes, base64url) is answered once, on the add, and kept only as its SHA-256.
 */

export type PreorderRole = 'guest' | 'organiser';
const PURPOSE: Record<PreorderRole, 'g' | 'o'> = { guest: 'g', organiser: 'o' };

const signature = (secret: string, purpose: 'g' | 'o', reference: string) =>
  createHmac('sha256', secret).update(`preorder\n${purpose}\n${reference}`).digest('base64url');

/** The token of a booking's link for a role. */
export function preorderToken(secret: string, role: PreorderRole, reference: string): string {
  const purpose = PURPOSE[role];
  return `${reference}.${purpose}.${signature(secret, purpose, reference)}`;
}

/** The site's paths of a booking's two links. */
export function preorderPaths(secret: string, reference: string) {
  return {
    organiserLink: `${PREORDER_ORGANISER_PATH}${preorderToken(secret, 'organiser', reference)}`,
    guestLink: `${PREORDER_PATH}${preorderToken(secret, 'guest', reference)}`,
  };
}

/** The reference and role a token was signed for, or undefined when it is malformed or forged. */
export function verifiedPreorderToken(
  secret: string,
  token: string,
): { reference: string; role: PreorderRole } | undefined {
  if (!PREORDER_TOKEN_PATTERN.test(token)) return undefined;
  const [reference = '', purpose = '', signed = ''] = token.split('.');
  if (purpose !== 'g' && purpose !== 'o') return undefined;
  const expected = Buffer.from(signature(secret, purpose, reference), 'utf8');
  const given = Buffer.from(signed, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return { reference, role: purpose === 'o' ? 'organiser' : 'guest' };
}

/** A new guest's key: 32 random bytes, base64url (43 characters). */
export const newGuestKey = () => randomBytes(32).toString('base64url');

/** What is stored of a guest's key. */
export const guestKeyHash = (key: string) => createHash('sha256').update(key, 'utf8').digest('hex');

/** Whether a key is the one whose hash is stored (constant time). */
export function guestKeyMatches(key: string | undefined, hash: string): boolean {
  if (!key) return false;
  const a = Buffer.from(guestKeyHash(key), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

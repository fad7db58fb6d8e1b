import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_PATH, UNSUBSCRIBE_TOKEN_PATTERN } from '@fittizia/contract';

/*
 * The token of a marketing e-mail's one-click unsubscribe link (RFC 8058; docs/privacy.md): the address as the
 * sign-ups key it (trimmed, lower case) in base64url, a dot, and its HMAC-SHA256 under UNSUBSCRIBE_LINK_SECRET
 * (base64url). Signed per address, so the link needs no lookup and still works after the sign-up is gone; only
 * the brand API, which holds the key, can make one. The token is a bearer secret of the contract: neither server
 * logs it (contract/src/log-redaction.ts).
 */

/** The address as the token carries it: trimmed and lower case (the sign-ups' `email_key`). */
export const unsubscribeAddress = (email: string) => email.trim().toLowerCase();

const signature = (secret: string, address: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${address}`).digest('base64url');

/** The signed token of an address. */
export function unsubscribeToken(secret: string, email: string): string {
  const address = unsubscribeAddress(email);
  return `${Buffer.from(address, 'utf8').toString('base64url')}.${signature(secret, address)}`;
}

/** The link of an address's unsubscribe page on the site (`siteUrl` without a trailing slash). */
export const unsubscribeUrl = (siteUrl: string, secret: string, email: string) =>
  `${siteUrl}${UNSUBSCRIBE_PATH}${unsubscribeToken(secret, email)}`;

/** The address a token was signed for, or undefined when it is malformed or its signature is not this key's. */
export function unsubscribeTokenAddress(secret: string, token: string): string | undefined {
  if (!UNSUBSCRIBE_TOKEN_PATTERN.test(token)) return undefined;
  const [encoded = '', signed = ''] = token.split('.');
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  // One spelling only: the encoding of what was decoded must be the token's (no padding or stray bits).
  if (Buffer.from(address, 'utf8').toString('base64url') !== encoded) return undefined;
  const expected = Buffer.from(signature(secret, address), 'utf8');
  const given = Buffer.from(signed, 'utf8');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return address;
}

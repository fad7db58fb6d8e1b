import { randomUUID } from 'node:crypto';
import { SESSION_COOKIE } from '@fittizia/contract';
import { parseCookie } from 'cookie';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
export const SESSION_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * One cookie of a `Cookie` header, parsed by the `cookie` library (RFC 6265: the first of repeated names wins,
 * and a malformed percent-escape is kept as sent instead of throwing).
 */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header)[name];
}

const issued = new WeakMap<Request, { id: string; isNew: boolean }>();

/**
 * The per-browser random session id (spec section 6), or a new one when it is missing
 * or malformed. The same request always gets the same answer, so the cookie set on the
 * response and the id sent upstream agree. A new id is only remembered (`sessionCookie`)
 * by a call that needs it, the `/api` proxy; a page rendered for a browser without the
 * cookie uses the new id for that request only.
 */
export function sessionFrom(request: Request): { id: string; isNew: boolean } {
  const known = issued.get(request);
  if (known) return known;
  const existing = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  const session =
    existing && uuid.test(existing) ? { id: existing, isNew: false } : { id: randomUUID(), isNew: true };
  issued.set(request, session);
  return session;
}

/**
 * The session cookie: `__Host-` prefixed, so `Secure`, `Path=/` and no `Domain` (browsers treat
 * http://localhost and 127.0.0.1 as secure, so this works in development and tests too); `HttpOnly`,
 * no script of the page reads it; `SameSite=Lax`, not sent with cross-site subrequests or form posts.
 */
export function sessionCookie(id: string): string {
  return `${SESSION_COOKIE}=${id}; Path=/; Max-Age=${SESSION_MAX_AGE_SECONDS}; Secure; HttpOnly; SameSite=Lax`;
}

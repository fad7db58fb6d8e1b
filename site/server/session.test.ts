import { SESSION_COOKIE } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { readCookie, sessionCookie, sessionFrom } from './session.ts';

const id = '0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d6e';
const withCookie = (cookie: string) => new Request('http://127.0.0.1/api/x', { headers: { cookie } });

describe('session cookies are parsed by a cookie library', () => {
  it('reads the session id among other cookies, whatever the spacing', () => {
    expect(readCookie(`a=1; ${SESSION_COOKIE}=${id}; b=2`, SESSION_COOKIE)).toBe(id);
    expect(readCookie(`a=1;${SESSION_COOKIE}=${id}`, SESSION_COOKIE)).toBe(id);
    expect(readCookie('a=1', SESSION_COOKIE)).toBeUndefined();
    expect(readCookie(null, SESSION_COOKIE)).toBeUndefined();
  });

  it('a malformed percent-escape does not throw (the hand-written parser threw URIError: a 500)', () => {
    expect(() => readCookie(`${SESSION_COOKIE}=%E0%A4%A; x=1`, SESSION_COOKIE)).not.toThrow();
    const session = sessionFrom(withCookie(`${SESSION_COOKIE}=%E0%A4%A`));
    expect(session.isNew).toBe(true);
  });

  it('the first of two cookies of one name wins', () => {
    expect(readCookie(`${SESSION_COOKIE}=${id}; ${SESSION_COOKIE}=other`, SESSION_COOKIE)).toBe(id);
  });

  it('keeps a well-formed id and replaces anything else with a new one', () => {
    expect(sessionFrom(withCookie(`${SESSION_COOKIE}=${id}`))).toEqual({ id, isNew: false });
    const fresh = sessionFrom(withCookie(`${SESSION_COOKIE}=not-a-uuid`));
    expect(fresh.isNew).toBe(true);
    expect(fresh.id).not.toBe('not-a-uuid');
    expect(sessionCookie(id)).toBe(
      `${SESSION_COOKIE}=${id}; Path=/; Max-Age=31536000; Secure; HttpOnly; SameSite=Lax`,
    );
  });
});

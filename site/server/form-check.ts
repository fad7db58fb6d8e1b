import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_CHECK_HEADERS, FORM_CHECK_MESSAGES, SESSION_COOKIE } from '@fittizia/contract';
import { readCookie } from './session.ts';

/**
 * The bot check that needs no keys, for the calls whose contract rules say `formCheck` (booking
 * create, contact, group booking): the form asks the site's server for a signed "form started" token when it
 * is shown (`GET /form-started`) and sends it back with the call (`x-form-started`), with the value of its
 * honeypot field (`x-form-trap`, which a person never sees or fills). The `/api` pipeline refuses, before
 * anything is forwarded, a call with no valid token, one sent sooner than the minimum fill time after the
 * form started, one whose token is older than the maximum age, and one whose honeypot holds anything. A token
 * is bound to the browser session it was issued to (the session cookie's id is signed with it: another browser,
 * or the same one without its cookie, cannot use it; a browser that asked without a session cookie gets a token
 * bound to none, `NO_SESSION`) and is single-use: once a call has passed with it, it is
 * refused again until it is too old anyway (the same call sent again with its Idempotency-Key excepted). The used tokens are kept in this process's memory.
 */
export interface FormCheckSettings {
  /** The signing key (FORM_TOKEN_SECRET: never sent anywhere, never derived from the brand key). */
  secret: string;
  /** Shortest time a person takes to fill the form (FORM_MIN_FILL_MS). */
  minFillMs: number;
  /** Oldest token accepted. */
  maxAgeMs: number;
  now?: () => number;
}

export type FormCheckRefusal = { status: 400 | 403; message: string; reason: string };

export interface FormCheck {
  /** A token for a form shown now in the browser session `sessionId` (the session cookie's id). */
  issue(sessionId: string): string;
  /** Undefined when the call passes; otherwise the refusal. */
  check(headers: Headers): FormCheckRefusal | undefined;
}

/**
 * The session of a token issued to a browser that came without the session cookie: it may not keep one
 * (cookies blocked, or Safari on a plain-HTTP address refusing the `__Host-` cookie), so the token is bound to
 * no session and is only single-use.
 */
export const NO_SESSION = '';

const sign = (secret: string, stamp: string, sessionId: string) =>
  createHmac('sha256', secret).update(`form-started:${stamp}:${sessionId}`).digest('base64url');

export function createFormCheck(settings: FormCheckSettings): FormCheck {
  const now = settings.now ?? Date.now;
  /**
   * Tokens a call has passed with (their signature): when each becomes too old to pass anyway, and the call's
   * Idempotency-Key. The same call sent again with its key (a retry after a lost answer) is the same submission,
   * which the brand API answers once: it passes; any other call with a used token is refused.
   */
  const used = new Map<string, { until: number; key: string }>();
  const forgetOld = (at: number) => {
    for (const [mac, entry] of used) if (entry.until < at) used.delete(mac);
  };
  return {
    issue(sessionId) {
      // A random part after the time: two browsers without a session asking in the same millisecond get
      // different tokens (each token passes once).
      const stamp = `${now()}-${randomBytes(6).toString('hex')}`;
      return `${stamp}.${sign(settings.secret, stamp, sessionId)}`;
    },
    check(headers) {
      const trap = headers.get(FORM_CHECK_HEADERS.trap);
      if (trap && trap.trim() !== '') {
        return { status: 400, message: FORM_CHECK_MESSAGES.trap, reason: 'honeypot filled' };
      }
      const token = headers.get(FORM_CHECK_HEADERS.started) ?? '';
      const [stamp = '', mac = ''] = token.split('.');
      const issuedAt = /^(\d{1,15})(-[0-9a-f]{12})?$/.exec(stamp)?.[1] ?? '';
      const sessionId = readCookie(headers.get('cookie'), SESSION_COOKIE) ?? '';
      const given = Buffer.from(mac);
      // Signed for this session, or issued to a browser that came without one (NO_SESSION).
      const signedFor = (session: string) => {
        const expected = Buffer.from(sign(settings.secret, stamp, session));
        return given.length === expected.length && timingSafeEqual(given, expected);
      };
      if (!/^\d{1,15}$/.test(issuedAt) || !(signedFor(sessionId) || signedFor(NO_SESSION))) {
        return {
          status: 403,
          message: FORM_CHECK_MESSAGES.expired,
          reason: token ? 'bad token' : 'no token',
        };
      }
      const age = now() - Number(issuedAt);
      if (age < settings.minFillMs) {
        return {
          status: 400,
          message: FORM_CHECK_MESSAGES.tooFast,
          reason: `sent ${age} ms after the form started`,
        };
      }
      if (age > settings.maxAgeMs) {
        return { status: 403, message: FORM_CHECK_MESSAGES.expired, reason: 'token too old' };
      }
      const key = headers.get('idempotency-key') ?? '';
      const before = used.get(mac);
      if (before) {
        if (key !== '' && key === before.key) return undefined;
        return { status: 403, message: FORM_CHECK_MESSAGES.expired, reason: 'token used before' };
      }
      forgetOld(now());
      used.set(mac, { until: Number(issuedAt) + settings.maxAgeMs, key });
      return undefined;
    },
  };
}

let configured: FormCheck | undefined;

/** The process-wide form check from the site's configuration. */
export async function configuredFormCheck(): Promise<FormCheck> {
  if (!configured) {
    const { siteConfig } = await import('./config.ts');
    const config = siteConfig();
    configured = createFormCheck({
      secret: config.FORM_TOKEN_SECRET,
      minFillMs: config.FORM_MIN_FILL_MS,
      maxAgeMs: FORM_TOKEN_MAX_AGE_MS,
    });
  }
  return configured;
}

/** A form left open for a day must be reloaded. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

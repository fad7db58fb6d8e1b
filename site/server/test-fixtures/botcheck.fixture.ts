import { jsonResponse, SITE, sitePost } from './harness.fixture.ts';

/*
 * The bot check tests' secret, the fake siteverify's answers by token, and the forms a diner's browser
 * sends.
 */

export const SECRET = 'test-secret-key-botcheck';
export const HOST = new URL(SITE).host;
/** The brand API's answer to a forwarded form. */
export const signedUp = () => jsonResponse({ data: { success: true } });

export type Answer = { status?: number; body?: unknown; delayMs?: number };
export const answers: Record<string, Answer> = {
  good: { body: { success: true, score: 0.9, action: 'signup', hostname: HOST } },
  edge: { body: { success: true, score: 0.5, action: 'signup', hostname: HOST } },
  low: { body: { success: true, score: 0.1, action: 'signup', hostname: HOST } },
  'wrong-action': { body: { success: true, score: 0.9, action: 'login', hostname: HOST } },
  'other-host': { body: { success: true, score: 0.9, action: 'signup', hostname: 'evil.example' } },
  'no-score': { body: { success: true, action: 'signup', hostname: HOST } },
  invalid: { body: { success: false, 'error-codes': ['invalid-input-response'] } },
  'good-contact': { body: { success: true, score: 0.7, action: 'contact', hostname: HOST } },
  broken: { status: 500, body: { oops: true } },
  garbage: { body: { success: 'maybe' } },
  slow: { delayMs: 3000, body: { success: true, score: 0.9, action: 'signup', hostname: HOST } },
};

/** A sign-up or contact form from a diner's browser at one peer address (no session yet). */
export const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  sitePost(path, body, headers, { ip: '198.51.100.7', session: false });

export const signup = (recaptchaToken?: string) => ({
  emailAddress: 'ada@example.com',
  favouriteRestaurant: '1042',
  firstName: 'Ada',
  acceptTerms: true,
  ...(recaptchaToken === undefined ? {} : { recaptchaToken }),
});

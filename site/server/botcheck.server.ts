import { isIP } from 'node:net';
import {
  RECAPTCHA_MESSAGES,
  type RecaptchaOutcome,
  recaptchaOutcomeOf,
  type SiteverifyResponse,
  siteverifyResponse,
} from '@fittizia/contract';
import { type SiteConfig, siteConfig } from './config.ts';
import { log } from './logger.ts';

/**
 * The bot check (reCAPTCHA v3, spec 5.2 and 7.8), verified on the site's server. The spec's client verified
 * the token itself with the secret embedded in the browser; here the secret stays on the server and the
 * `/api` pipeline verifies the token of every call whose contract rules name a `captchaAction` before forwarding it:
 *
 * - the verifier must say `success`, for the call's own action, for the site's own hostname, with a score at
 *   or above `RECAPTCHA_MIN_SCORE`: anything else is refused (403, 'Invalid token');
 * - when the verifier cannot be reached, answers an error or something that is not its answer, or takes
 *   longer than `RECAPTCHA_VERIFY_TIMEOUT_MS`, the form is refused too (503, 'Internal error'): the check
 *   fails closed;
 * - a call from `RECAPTCHA_SKIP_ADDRESS` (spec 6: "skipped for one fixed server address") is not checked.
 *
 * The browser is told only the captcha message of spec 8.2; the outcome and reason are logged. The spec's
 * first step, a public address look-up, is not needed: the server sees the client's address itself, and
 * sends it to the verifier as `remoteip`.
 */

export interface BotCheckSettings {
  secretKey: string;
  minScore: number;
  verifyUrl: string;
  timeoutMs: number;
  skipAddress?: string | undefined;
}

export interface BotCheckRequest {
  /** The call's reCAPTCHA action (its contract rules' `captchaAction`). */
  action: string;
  /** The `recaptchaToken` the browser sent (anything: it is checked here). */
  token: unknown;
  /** The client's address (`clientAddress` of the rate limits). */
  address: string;
  /** The site's own hostname: a token made on another site is refused. */
  hostname: string;
}

export type BotCheckResult =
  | { ok: true; skipped: boolean }
  | { ok: false; status: 403 | 503; outcome: RecaptchaOutcome; reason: string };

export interface BotCheck {
  verify(request: BotCheckRequest): Promise<BotCheckResult>;
}

/** Longest token sent to the verifier (Google's are about 2,000 characters); longer is refused unread. */
export const MAX_TOKEN_LENGTH = 4096;

export function createBotCheck(
  settings: BotCheckSettings,
  fetchImpl: typeof fetch = globalThis.fetch,
): BotCheck {
  return {
    async verify({ action, token, address, hostname }) {
      if (settings.skipAddress !== undefined && address === settings.skipAddress) {
        return { ok: true, skipped: true };
      }
      const refuse = (reason: string, answer?: SiteverifyResponse): BotCheckResult => ({
        ok: false,
        status: 403,
        outcome: 'Invalid token',
        reason: answer ? `${reason} (${summarise(answer)})` : reason,
      });
      if (typeof token !== 'string' || token.length === 0) return refuse('no token');
      if (token.length > MAX_TOKEN_LENGTH) return refuse('token too long');

      const form = new URLSearchParams({ secret: settings.secretKey, response: token });
      if (isIP(address)) form.set('remoteip', address);
      let answer: SiteverifyResponse;
      try {
        // Google's documented form: POST, form-encoded, so the secret is never in a URL (or a log of one).
        const response = await fetchImpl(settings.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: form,
          signal: AbortSignal.timeout(settings.timeoutMs),
          redirect: 'error',
        });
        if (!response.ok) throw new Error(`the verifier answered ${response.status}`);
        const parsed = siteverifyResponse.safeParse(await response.json());
        if (!parsed.success)
          throw new Error('the verifier answered something that is not a siteverify answer');
        answer = parsed.data;
      } catch (error) {
        return {
          ok: false,
          status: 503,
          outcome: recaptchaOutcomeOf(undefined),
          reason: `verifier unavailable: ${error instanceof Error ? error.message : String(error)}`,
        };
      }
      if (recaptchaOutcomeOf(answer) !== 'Token verifyed') return refuse('not a valid token', answer);
      if (answer.action !== action) return refuse(`action is not ${action}`, answer);
      if (answer.hostname?.toLowerCase() !== hostname.toLowerCase()) {
        return refuse(`hostname is not ${hostname}`, answer);
      }
      if (answer.score === undefined || answer.score < settings.minScore) {
        return refuse(`score below ${settings.minScore}`, answer);
      }
      return { ok: true, skipped: false };
    },
  };
}

function summarise(answer: SiteverifyResponse): string {
  const parts = [
    `success ${answer.success}`,
    answer.action !== undefined ? `action ${answer.action}` : undefined,
    answer.hostname !== undefined ? `hostname ${answer.hostname}` : undefined,
    answer.score !== undefined ? `score ${answer.score}` : undefined,
    answer['error-codes']?.length ? `errors ${answer['error-codes'].join(',')}` : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

/** The bot check of the configuration, or undefined when it is off (no keys). */
export function botCheckFromConfig(config: SiteConfig): BotCheck | undefined {
  if (!config.RECAPTCHA_SECRET_KEY || !config.RECAPTCHA_SITE_KEY) return undefined;
  return createBotCheck({
    secretKey: config.RECAPTCHA_SECRET_KEY,
    minScore: config.RECAPTCHA_MIN_SCORE,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    timeoutMs: config.RECAPTCHA_VERIFY_TIMEOUT_MS,
    skipAddress: config.RECAPTCHA_SKIP_ADDRESS,
  });
}

let configured: { check: BotCheck | undefined } | undefined;

/** The process-wide bot check from the site's configuration; undefined when it is off. */
export function configuredBotCheck(): BotCheck | undefined {
  configured ??= { check: botCheckFromConfig(siteConfig()) };
  return configured.check;
}

/** The one line start-up writes about the bot check. */
export function botCheckStatusLine(config: SiteConfig): { level: 'info' | 'warn'; msg: string } {
  if (!config.RECAPTCHA_SECRET_KEY) {
    return {
      level: 'warn',
      msg: 'bot check off: RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY are not set, forms are sent unchecked',
    };
  }
  return {
    level: 'info',
    msg: `bot check on: reCAPTCHA v3, minimum score ${config.RECAPTCHA_MIN_SCORE}${
      config.RECAPTCHA_SKIP_ADDRESS ? ', skipped for one server address' : ''
    }`,
  };
}

let announced = false;

/** Writes the status line once per process (the Nitro plugin calls it at start-up). */
export function announceBotCheck(config: SiteConfig): void {
  if (announced) return;
  announced = true;
  const { level, msg } = botCheckStatusLine(config);
  log(level, msg);
}

/** The header a call whose strict body has no `recaptchaToken` field (booking create) carries its token in. */
export const CAPTCHA_TOKEN_HEADER = 'x-recaptcha-token';

/**
 * The pipeline's captcha step for one call whose rules name an action: undefined when the check is off (no keys)
 * or passes; otherwise the refusal to answer, with the captcha message of spec 8.2. The token is the body's
 * `recaptchaToken` (the body was parsed once by the pipeline) or, for a call whose body has no such field, the
 * `x-recaptcha-token` header.
 */
export async function botCheckRefusal(
  botCheck: BotCheck | undefined,
  call: string,
  action: string,
  body: unknown,
  headers: Headers,
  who: { address: string; hostname: string },
): Promise<{ status: 403 | 503; message: string } | undefined> {
  if (!botCheck) return undefined;
  const fromBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).recaptchaToken
      : undefined;
  const token = fromBody ?? headers.get(CAPTCHA_TOKEN_HEADER) ?? undefined;
  const result = await botCheck.verify({ action, token, ...who });
  if (result.ok) return undefined;
  log(result.status === 503 ? 'error' : 'warn', 'bot check refused a form', {
    call,
    outcome: result.outcome,
    reason: result.reason,
  });
  return { status: result.status, message: RECAPTCHA_MESSAGES.refused };
}

import type { EndpointName } from '@fittizia/contract';

/**
 * The bot check's expected action for each call a form posts (reCAPTCHA v3 actions: letters, digits, `_` and
 * `/`). The browser asks for a token with the call's action (`lib/recaptcha.ts`) and the site's server
 * accepts a token only for that action (`server/botcheck.server.ts`), so a token made for one form cannot be
 * spent on another. The token travels in the body's `recaptchaToken` field, which each of these calls' contract
 * schema allows.
 */
export const CAPTCHA_ACTIONS = {
  signup: 'signup',
  contactSendEmail: 'contact',
  contactGroupBooking: 'group_booking',
  offerCode: 'offer_code',
} as const satisfies Partial<Record<EndpointName, string>>;

export type CaptchaCall = keyof typeof CAPTCHA_ACTIONS;
export type CaptchaAction = (typeof CAPTCHA_ACTIONS)[CaptchaCall];

export function captchaActionFor(call: string): CaptchaAction | undefined {
  return Object.hasOwn(CAPTCHA_ACTIONS, call) ? CAPTCHA_ACTIONS[call as CaptchaCall] : undefined;
}

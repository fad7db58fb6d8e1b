import { RECAPTCHA_OUTCOMES } from '../constants.ts';
import { z } from '../zod.ts';
import { requestObject, responseObject } from './common.ts';

/* 7.8 Bot-check verification. Not brand-API calls: they go to the public address
 * lookup and to the captcha provider's siteverify, so they live in `externalCalls`. */

/** The public address-lookup answer: "response field ip". */
export const ipLookupQuery = requestObject({ format: z._default(z.literal('json'), 'json') });
export const ipLookupResponse = responseObject({ ip: z.union([z.ipv4(), z.ipv6()]) });
export type IpLookupResponse = z.infer<typeof ipLookupResponse>;

/** siteverify: "the token as response and a secret"; remoteip is the looked-up address. */
export const siteverifyQuery = requestObject({
  secret: z
    .string({ message: 'secret is required' })
    .check(z.minLength(1, { message: 'secret is required' })),
  response: z
    .string({ message: 'response is required' })
    .check(z.minLength(1, { message: 'response is required' })),
  remoteip: z.optional(z.union([z.ipv4(), z.ipv6()])),
});
export type SiteverifyQuery = z.infer<typeof siteverifyQuery>;

/** The captcha provider's answer (version 3 carries a score and an action). */
export const siteverifyResponse = responseObject({
  success: z.boolean(),
  score: z.optional(z.number().check(z.gte(0), z.lte(1))),
  action: z.optional(z.string()),
  challenge_ts: z.optional(z.string()),
  hostname: z.optional(z.string()),
  'error-codes': z.optional(z.array(z.string())),
});
export type SiteverifyResponse = z.infer<typeof siteverifyResponse>;

/** 'Invalid token', 'Internal error' or 'Token verifyed' (spelled as in the spec). */
export const recaptchaOutcome = z.enum(RECAPTCHA_OUTCOMES);
export type RecaptchaOutcome = z.infer<typeof recaptchaOutcome>;

/** Maps a siteverify answer (or a failure to get one) to the spec's outcome. */
export function recaptchaOutcomeOf(answer: SiteverifyResponse | undefined | null): RecaptchaOutcome {
  if (!answer) return 'Internal error';
  return answer.success ? 'Token verifyed' : 'Invalid token';
}

import { BIRTH_YEAR_FALLBACK } from '../constants.ts';
import { z } from '../zod.ts';
import { calendarDateFields, isCalendarDate, REAL_DATE_MESSAGE } from './calendar-date.ts';
import { email, envelope, idParam, phoneNumber, requestObject, responseObject } from './common.ts';
import { requestPersonName } from './person.ts';

/** Days in a month; with no year the fallback 1904 is used, so February allows 29 (spec 5.3). */
export function daysInMonth(month: number, year: number = BIRTH_YEAR_FALLBACK): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const birthday = requestObject({
  day: z
    .number({ message: 'birthday.day must be a number' })
    .check(
      z.int({ message: 'birthday.day must be a whole number' }),
      z.gte(1, { message: 'birthday.day must be from 1 to 31' }),
      z.lte(31, { message: 'birthday.day must be from 1 to 31' }),
    ),
  month: z
    .number({ message: 'birthday.month must be a number' })
    .check(
      z.int({ message: 'birthday.month must be a whole number' }),
      z.gte(1, { message: 'birthday.month must be from 1 to 12' }),
      z.lte(12, { message: 'birthday.month must be from 1 to 12' }),
    ),
  year: z.optional(
    z.number({ message: 'birthday.year must be a number' }).check(
      z.int(),
      z.gte(BIRTH_YEAR_FALLBACK, { message: `birthday.year must be ${BIRTH_YEAR_FALLBACK} or later` }),
      z.refine((y) => y <= new Date().getFullYear(), { message: 'birthday.year must not be in the future' }),
    ),
  ),
})
  .check(
    // Without a year the birthday is a day of 1904 (spec 5.3), so 29 February is one.
    z.refine((b) => isCalendarDate({ year: b.year ?? BIRTH_YEAR_FALLBACK, month: b.month, day: b.day }), {
      message: `birthday ${REAL_DATE_MESSAGE}`,
      path: ['day'],
    }),
  )
  .register(calendarDateFields, {
    write: ({ year, month, day }) => ({ day, month, year }),
  });

/**
 * POST /api/signup with the sign-up fields of spec 3. The exact rules are not shown
 * (5.3): e-mail valid, favourite restaurant and first name required, phone optional,
 * birthday a real date, main terms accepted.
 */
export const signupRequest = requestObject({
  emailAddress: email,
  favouriteRestaurant: idParam,
  firstName: requestPersonName('firstName'),
  phoneNumber: z.optional(phoneNumber),
  birthday: z.optional(birthday),
  acceptTerms: z.literal(true, { message: 'acceptTerms must be accepted' }),
  acceptSMSTerms: z._default(z.boolean(), false),
  /** The partner-terms flag. */
  acceptDaciaTerms: z._default(z.boolean(), false),
  recaptchaToken: z.optional(z.string().check(z.minLength(1))),
});
export type SignupRequest = z.infer<typeof signupRequest>;
export type SignupInput = z.input<typeof signupRequest>;

/**
 * The answer to every accepted sign-up, new or not: an address that already belongs to a customer is told
 * nothing different (no account enumeration); its owner gets an e-mail with their preferences link instead.
 */
export const SIGNUP_SUCCESS_MESSAGE = 'Thanks for signing up!';

/**
 * The consents a sign-up records, with the exact wording the form shows and its version. The brand API stores
 * one row per consent (agreed or not) with this wording and version; a new wording needs a new version.
 * `acceptTerms` records both `terms` and `marketingEmail` (joining is joining the e-mail list).
 */
export const CONSENT_VERSION = '2026-11-27';

/**
 * The brand's partner whose terms the sign-up's third box accepts (spec 3: `acceptDaciaTerms`, "a
 * partner-terms flag"): the one place its name is held; the box's wording names it. The demo brand's partner is
 * as fictional as the brand (the flag keeps the spec's name).
 */
export const SIGNUP_PARTNER_NAME = 'Ruota Auto';

export const CONSENT_WORDING = {
  terms: 'I accept the terms and conditions and the privacy policy.',
  marketingEmail: 'Send me offers, news and birthday treats by e-mail. I can unsubscribe at any time.',
  sms: 'Send me offers and news by text message (SMS). I can opt out at any time.',
  partnerTerms: `I accept ${SIGNUP_PARTNER_NAME}'s terms and am happy to hear about ${SIGNUP_PARTNER_NAME}'s offers.`,
} as const;
export type ConsentKind = keyof typeof CONSENT_WORDING;

/** "response data": its shape is not shown; designed as `{ success, message? }`. */
export const signupResponse = envelope(
  responseObject({ success: z.boolean(), message: z.optional(z.nullable(z.string())) }),
);
export type SignupResponse = z.infer<typeof signupResponse>;

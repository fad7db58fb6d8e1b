import { BIRTH_YEAR_FALLBACK } from '../constants.ts';
import { z } from '../zod.ts';
import { calendarDateFields, isCalendarDate, REAL_DATE_MESSAGE } from './calendar-date.ts';
import {
  bearerSecrets,
  email,
  envelope,
  idParam,
  phoneNumber,
  requestObject,
  responseObject,
} from './common.ts';
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
 * nothing different (no account enumeration); its owner gets an e-mail with their preferences link instead,
 * and a new address gets the confirmation e-mail.
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

/*
 * Confirmed sign-up (double opt-in): a sign-up of a new address sends only a confirmation e-mail, whose link
 * (`/sign-up/confirm/{token}` on the site) carries a random single-use token. Following it within
 * SIGNUP_CONFIRMATION_LIFETIME_HOURS confirms the address: the consents are recorded with that time and the
 * welcome e-mail (with the preferences link) is sent. Nothing else goes to the address before.
 */

/** How long a sign-up's confirmation link works after it was e-mailed. */
export const SIGNUP_CONFIRMATION_LIFETIME_HOURS = 72;

/** A confirmation token: 32 random bytes, base64url (43 characters). */
export const SIGNUP_CONFIRMATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const signupConfirmationParams = requestObject({
  token: z
    .string()
    .check(
      z.regex(SIGNUP_CONFIRMATION_TOKEN_PATTERN, { message: 'token must be a sign-up confirmation token' }),
    )
    // No value pattern: 43 characters of base64url are too common a form to look for in any text.
    .register(bearerSecrets, { what: "a sign-up's confirmation token" }),
});
export type SignupConfirmationParams = z.infer<typeof signupConfirmationParams>;

/** The answer to a followed confirmation link. */
export const SIGNUP_CONFIRMED_MESSAGE = 'Your sign-up is confirmed.';
/** A confirmation link that is unknown, already used or expired (404 naming `token`). */
export const SIGNUP_CONFIRMATION_NOT_FOUND_MESSAGE =
  'This confirmation link does not work any more: it has expired or has already been used.';

export const signupConfirmationResponse = envelope(responseObject({ message: z.string() }));
export type SignupConfirmationResponse = z.infer<typeof signupConfirmationResponse>;

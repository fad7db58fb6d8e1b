import { z } from 'zod';
import { BIRTH_YEAR_FALLBACK } from '../constants.ts';
import { email, envelope, idParam, phoneNumber, requestObject, responseObject } from './common.ts';

/** Days in a month; with no year the fallback 1904 is used, so February allows 29 (spec 5.3). */
export function daysInMonth(month: number, year: number = BIRTH_YEAR_FALLBACK): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export const birthday = requestObject({
  day: z.number({ message: 'birthday.day must be a number' }).int().min(1).max(31),
  month: z.number({ message: 'birthday.month must be a number' }).int().min(1).max(12),
  year: z
    .number({ message: 'birthday.year must be a number' })
    .int()
    .min(BIRTH_YEAR_FALLBACK, { message: `birthday.year must be ${BIRTH_YEAR_FALLBACK} or later` })
    .refine((y) => y <= new Date().getFullYear(), { message: 'birthday.year must not be in the future' })
    .optional(),
}).refine((b) => b.day <= daysInMonth(b.month, b.year), {
  message: 'birthday.day is past the end of that month',
  path: ['day'],
});

/**
 * POST /api/signup with the sign-up fields of spec 3. The exact rules are not shown
 * (5.3): e-mail valid, favourite restaurant and first name required, phone optional,
 * birthday a real date, main terms accepted.
 */
export const signupRequest = requestObject({
  emailAddress: email,
  favouriteRestaurant: idParam,
  firstName: z
    .string({ message: 'firstName is required' })
    .trim()
    .min(1, { message: 'firstName is required' })
    .max(100, { message: 'firstName must be at most 100 characters' }),
  phoneNumber: phoneNumber.optional(),
  birthday: birthday.optional(),
  acceptTerms: z.literal(true, { message: 'acceptTerms must be accepted' }),
  acceptSMSTerms: z.boolean().default(false),
  /** The partner-terms flag. */
  acceptDaciaTerms: z.boolean().default(false),
  recaptchaToken: z.string().min(1).optional(),
});
export type SignupRequest = z.infer<typeof signupRequest>;
export type SignupInput = z.input<typeof signupRequest>;

/** "response data": its shape is not shown; designed as `{ success, message? }`. */
export const signupResponse = envelope(
  responseObject({ success: z.boolean(), message: z.string().nullable().optional() }),
);
export type SignupResponse = z.infer<typeof signupResponse>;

import { BIRTH_YEAR_FALLBACK } from '../constants.ts';
import { z } from '../zod.ts';
import { MONTHS } from './job-application-form.ts';
import { compactPhone, emailInput, PERSON_MESSAGES, personNameInput, phoneInput } from './person.ts';
import { daysInMonth, type SignupInput } from './signup.ts';

/*
 * The sign-up form (spec 2.7, 3, 5.3) as the browser holds it: text boxes, selects that give strings, check
 * boxes. The spec leaves its rules "not shown"; these are the designed rules, shared by the form and the brand
 * API so both say the same thing:
 * - e-mail (required), first name (required) and phone (optional; spaces removed before sending): a person's
 *   details by the one rule every form uses (`person.ts`);
 * - favourite restaurant required;
 * - birthday optional, on day, month and year selects; day and month go together, the year is optional; the
 *   days follow the month and year (29 in February while the year is unknown: the default year is 1904);
 * - the terms must be accepted; the SMS and partner terms are optional.
 */

export const SIGNUP_FORM_MESSAGES = {
  emailRequired: PERSON_MESSAGES.email.required,
  emailFormat: PERSON_MESSAGES.email.format,
  favouriteRestaurantRequired: 'Select your favourite restaurant',
  firstNameRequired: PERSON_MESSAGES.firstName.required,
  firstNameFormat: PERSON_MESSAGES.firstName.format,
  firstNameLength: PERSON_MESSAGES.firstName.length,
  phoneFormat: PERSON_MESSAGES.phone.format,
  birthdayDayMissing: 'Your birthday must include a day',
  birthdayMonthMissing: 'Your birthday must include a month',
  birthdayDayAndMonthMissing: 'Your birthday must include a day and month',
  birthdayReal: 'Your birthday must be a real date',
  termsRequired: 'Agree to the terms and conditions to sign up',
  /** The captcha failure of spec 8.2, word for word. */
  captchaFailed: 'Something went wrong, please try again.',
  /** Any other failure (designed): nothing typed is lost, so trying again is one click. */
  failed: "Sorry, we couldn't sign you up just now. Please check your details and try again.",
} as const;

/** Years the birthday's year select offers: this year back to 1904 (spec 9), newest first. */
export function birthYears(now = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: current - BIRTH_YEAR_FALLBACK + 1 }, (_, i) => current - i);
}

/** Days the day select offers for a month and year (strings from the selects): 1 to 29 for February with no year. */
export function birthdayDays(month: string, year: string): number {
  const m = Number(month);
  if (!month || !Number.isInteger(m) || m < 1 || m > 12) return 31;
  return daysInMonth(m, year ? Number(year) : BIRTH_YEAR_FALLBACK);
}

export const BIRTHDAY_MONTHS = MONTHS;

export interface SignupFormValues {
  emailAddress: string;
  favouriteRestaurant: string;
  firstName: string;
  phoneNumber: string;
  birthday: { day: string; month: string; year: string };
  acceptTerms: boolean;
  acceptSMSTerms: boolean;
  acceptDaciaTerms: boolean;
}

export const emptySignupForm = (): SignupFormValues => ({
  emailAddress: '',
  favouriteRestaurant: '',
  firstName: '',
  phoneNumber: '',
  birthday: { day: '', month: '', year: '' },
  acceptTerms: false,
  acceptSMSTerms: false,
  acceptDaciaTerms: false,
});

const blank = (value: string) => value.trim().length === 0;

/** The sign-up form's zod schema (the resolver of the form; the brand API can check its input with it too). */
export const signupFormSchema = z.object({
  // In the form's order (the error summary lists them so): the person's details, then the restaurant.
  firstName: personNameInput('firstName'),
  emailAddress: emailInput(),
  phoneNumber: phoneInput(false),
  favouriteRestaurant: z.string().check(
    z.refine((v) => !blank(v), {
      message: SIGNUP_FORM_MESSAGES.favouriteRestaurantRequired,
    }),
  ),
  birthday: z.object({ day: z.string(), month: z.string(), year: z.string() }).check(
    z.superRefine((b, ctx) => {
      const m = SIGNUP_FORM_MESSAGES;
      if (!b.day && !b.month) {
        if (b.year) ctx.addIssue({ code: 'custom', path: ['day'], message: m.birthdayDayAndMonthMissing });
        return;
      }
      if (!b.day) return void ctx.addIssue({ code: 'custom', path: ['day'], message: m.birthdayDayMissing });
      if (!b.month)
        return void ctx.addIssue({ code: 'custom', path: ['month'], message: m.birthdayMonthMissing });
      const day = Number(b.day);
      const month = Number(b.month);
      const year = b.year ? Number(b.year) : undefined;
      const realYear = year === undefined || (Number.isInteger(year) && year >= BIRTH_YEAR_FALLBACK);
      if (
        !Number.isInteger(day) ||
        !Number.isInteger(month) ||
        month < 1 ||
        month > 12 ||
        !realYear ||
        (year !== undefined && year > new Date().getFullYear()) ||
        day < 1 ||
        day > birthdayDays(b.month, b.year)
      ) {
        ctx.addIssue({ code: 'custom', path: ['day'], message: m.birthdayReal });
      }
    }),
  ),
  acceptTerms: z.boolean().check(z.refine((v) => v, { message: SIGNUP_FORM_MESSAGES.termsRequired })),
  acceptSMSTerms: z.boolean(),
  acceptDaciaTerms: z.boolean(),
});

/** The body of `POST /api/signup` from valid form values: trimmed, the phone without spaces, no empty fields. */
export function signupPayload(values: SignupFormValues, recaptchaToken?: string): SignupInput {
  const { day, month, year } = values.birthday;
  const phone = compactPhone(values.phoneNumber.trim());
  return {
    emailAddress: values.emailAddress.trim(),
    favouriteRestaurant: values.favouriteRestaurant,
    firstName: values.firstName.trim(),
    ...(phone ? { phoneNumber: phone } : {}),
    ...(day && month
      ? { birthday: { day: Number(day), month: Number(month), ...(year ? { year: Number(year) } : {}) } }
      : {}),
    acceptTerms: values.acceptTerms as true,
    acceptSMSTerms: values.acceptSMSTerms,
    acceptDaciaTerms: values.acceptDaciaTerms,
    ...(recaptchaToken ? { recaptchaToken } : {}),
  };
}

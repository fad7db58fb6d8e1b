import { textProblem } from '../request-limits.ts';
import { z } from '../zod.ts';

/*
 * A person's details as every form asks for them (first name, last name, e-mail, phone): one rule and one
 * message set, used by the contact and group-booking forms, sign-up, preferences, the job application, the
 * booking's details (modal and wizard) and the brand API's request schemas, so no form accepts what another
 * refuses.
 * - A name: required, at most PERSON_NAME_MAX characters, letters (accented too), spaces, apostrophes and
 *   hyphens. The job application keeps spec 5.1's narrower rule (letters, spaces and apostrophes: no hyphens).
 *   When a name is too long, the length is what the message names.
 * - An e-mail address: required, a valid address of at most EMAIL_MAX characters.
 * - A phone number: spec 5.1's rule (digit-led, 7 to 17 characters, optional leading plus, dots and spaces),
 *   holding as typed and with its spaces removed (some forms send it so). The booking's mobile number is its
 *   own thing (spec 5.2, sent as digits with spaces removed): the booking request's `mobilePhoneNumber`.
 */

export const PERSON_NAME_MAX = 100;
export const EMAIL_MAX = 254;

/** Letters (accented too), spaces, apostrophes (straight or curly) and hyphens. */
export const PERSON_NAME_PATTERN = /^[\p{L}\p{M}' ’-]+$/u;
/** Spec 5.1 (job application): letters (accented too), spaces and apostrophes only. */
export const APPLICANT_NAME_PATTERN = /^[\p{L}\p{M}' ’]+$/u;
/** Spec 5.1: digit-led, 7 to 17 characters, optional leading plus, dots and spaces. */
export const PHONE_PATTERN = /^(?=.{7,17}$)\+?\d[\d. ]*$/;

/** The number as some requests send it: spaces removed. */
export const compactPhone = (value: string) => value.replace(/\s+/g, '');

/** True when a phone number keeps spec 5.1's rule both as typed and with its spaces removed. */
export const isPhoneNumber = (value: string) =>
  PHONE_PATTERN.test(value.trim()) && PHONE_PATTERN.test(compactPhone(value.trim()));

export const isEmailAddress = (value: string) =>
  z.email().check(z.maxLength(EMAIL_MAX)).safeParse(value.trim()).success;

export type PersonNameField = 'firstName' | 'lastName';
export type PersonField = PersonNameField | 'email' | 'phone' | 'mobile';

/** One word for each thing, as the forms' labels and messages say it. */
export const PERSON_FIELD_WORDS: Record<PersonField, string> = {
  firstName: 'first name',
  lastName: 'last name',
  email: 'email address',
  phone: 'phone number',
  mobile: 'mobile number',
};

/** The hints under the phone fields. */
export const PERSON_HINTS = {
  phone: 'For example, 07700 900 982 or +44 7700 900 982',
  mobile: 'For example, 07700 900123',
} as const;

export const capital = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
const nameMessages = (field: PersonNameField) => {
  const label = capital(PERSON_FIELD_WORDS[field]);
  return {
    required: `Enter your ${PERSON_FIELD_WORDS[field]}`,
    length: `${label} must be ${PERSON_NAME_MAX} characters or fewer`,
    format: `${label} must only include letters, spaces, apostrophes and hyphens`,
    /** Spec 5.1's rule (the job application). */
    formatNoHyphens: `${label} must only include letters, spaces and apostrophes`,
  };
};

/** Every message a person's details can get, whichever form shows them. */
export const PERSON_MESSAGES = {
  firstName: nameMessages('firstName'),
  lastName: nameMessages('lastName'),
  email: {
    required: 'Enter your email address',
    format: 'Enter an email address in the correct format, like name@example.com',
    length: `Email address must be ${EMAIL_MAX} characters or fewer`,
  },
  phone: {
    required: 'Enter your phone number',
    format:
      'Enter a phone number of 7 to 17 characters starting with a digit or +, like 07700 900 982 or +44 7700 900 982',
  },
  mobile: {
    required: 'Enter your mobile number',
    format: 'Enter a mobile number, like 07700 900123 or +44 7700 900123',
  },
} as const;

const blank = (value: string) => value.trim().length === 0;

export interface PersonNameRule {
  /** False for spec 5.1's job application: no hyphens. */
  hyphens?: boolean;
}

/** A name's message, or undefined when it is fine: required, then its length, then its characters. */
export function personNameProblem(
  field: PersonNameField,
  value: string,
  { hyphens = true }: PersonNameRule = {},
): string | undefined {
  const m = PERSON_MESSAGES[field];
  const text = value.trim();
  if (!text) return m.required;
  if (text.length > PERSON_NAME_MAX) return m.length;
  if (hyphens) return PERSON_NAME_PATTERN.test(text) ? undefined : m.format;
  return APPLICANT_NAME_PATTERN.test(text) ? undefined : m.formatNoHyphens;
}

/** An e-mail address's message, or undefined when it is fine. */
export function emailProblem(value: string): string | undefined {
  const m = PERSON_MESSAGES.email;
  if (blank(value)) return m.required;
  if (value.trim().length > EMAIL_MAX) return m.length;
  return isEmailAddress(value) ? undefined : m.format;
}

/** A phone number's message, or undefined when it is fine (an optional one may be left empty). */
export function phoneProblem(value: string, { required }: { required: boolean }): string | undefined {
  const m = PERSON_MESSAGES.phone;
  if (blank(value)) return required ? m.required : undefined;
  return isPhoneNumber(value) ? undefined : m.format;
}

const check = (problem: (value: string) => string | undefined) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  );

/** The forms' zod fields (strings as the browser holds them; messages in the forms' words). */
export const personNameInput = (field: PersonNameField, rule?: PersonNameRule) =>
  check((value) => personNameProblem(field, value, rule));
export const emailInput = () => check(emailProblem);
export const phoneInput = (required: boolean) => check((value) => phoneProblem(value, { required }));

/**
 * A name in a brand-API request (trimmed, required, at most PERSON_NAME_MAX, the same characters), its
 * messages naming the request field as the API's other messages do.
 */
export const requestPersonName = (field: string, { hyphens = true }: PersonNameRule = {}) =>
  z.string({ message: `${field} is required` }).check(
    z.trim(),
    z.minLength(1, { message: `${field} is required` }),
    z.maxLength(PERSON_NAME_MAX, { message: `${field} must be at most ${PERSON_NAME_MAX} characters` }),
    z.refine(
      (v) => textProblem(v) !== undefined || (hyphens ? PERSON_NAME_PATTERN : APPLICANT_NAME_PATTERN).test(v),
      {
        message: hyphens
          ? `${field} may contain only letters, spaces, apostrophes and hyphens`
          : `${field} may contain only letters, spaces and apostrophes`,
      },
    ),
  );

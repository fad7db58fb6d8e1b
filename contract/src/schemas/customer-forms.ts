import { BIRTH_YEAR_FALLBACK } from '../constants.ts';
import { z } from '../zod.ts';
import { isCalendarDate } from './calendar-date.ts';
import {
  CUSTOMER_MAX_OCCASIONS,
  CUSTOMER_UPDATE_SUCCESS,
  type CustomerPreferences,
  type UpdateCustomerChoicesRequest,
  type UpdateCustomerPreferencesRequest,
  type UpdateOccasionDatesRequest,
} from './customers.ts';
import { compactPhone, personNameInput, phoneInput } from './person.ts';
import { SIGNUP_FORM_MESSAGES } from './signup-form.ts';

/*
 * The customer pages' forms (spec 2.7, 3, 4.7, 7.5): preferences, choices and occasion dates. Their exact rules
 * are not shown (5.3); these are the designed ones, with every form's name and phone rules (`person.ts`).
 */

/** "'Success' means success" (7.5): any other message is a failure. */
export const isCustomerUpdateSuccess = (answer: { message?: string | null } | null | undefined) =>
  answer?.message === CUSTOMER_UPDATE_SUCCESS;

export const CUSTOMER_FORM_MESSAGES = {
  firstNameRequired: SIGNUP_FORM_MESSAGES.firstNameRequired,
  firstNameFormat: SIGNUP_FORM_MESSAGES.firstNameFormat,
  firstNameLength: SIGNUP_FORM_MESSAGES.firstNameLength,
  phoneFormat: SIGNUP_FORM_MESSAGES.phoneFormat,
  favouriteRestaurantRequired: SIGNUP_FORM_MESSAGES.favouriteRestaurantRequired,
  preferencesSaved: 'Your preferences have been saved.',
  preferencesFailed:
    "Sorry, we couldn't save your preferences. Your changes are still here: please try again.",
  preferencesNotFound:
    "Sorry, we couldn't find your preferences. Please use the link in your latest e-mail from us, or sign up again.",
  choicesRequired: 'Choose at least one of the pairs before saving',
  choicesSaved: 'Thanks, your choices have been saved.',
  choicesFailed: "Sorry, we couldn't save your choices. Please try again.",
  occasionNameRequired: 'Enter the name of the occasion',
  occasionNameLength: 'The name of the occasion must be 100 characters or fewer',
  occasionDateRequired: 'Enter the date of the occasion',
  occasionDateReal: 'The date of the occasion must be a real date',
  occasionsTooMany: `You can keep up to ${CUSTOMER_MAX_OCCASIONS} occasions`,
  occasionsSaved: 'Your occasion dates have been saved.',
  occasionsFailed:
    "Sorry, we couldn't save your occasion dates. Your changes are still here: please try again.",
} as const;

const blank = (value: string) => value.trim().length === 0;

const firstName = personNameInput('firstName');

/* ------------------------------------------------------------------ preferences */

export interface PreferencesFormValues {
  firstName: string;
  phoneNumber: string;
  favRestaurantCode: string;
  websiteSmsOptIn: boolean;
  /** The names of the checked interests. */
  interests: string[];
}

export const preferencesFormSchema = z.object({
  firstName,
  phoneNumber: phoneInput(false),
  favRestaurantCode: z
    .string()
    .check(z.refine((v) => !blank(v), { message: CUSTOMER_FORM_MESSAGES.favouriteRestaurantRequired })),
  websiteSmsOptIn: z.boolean(),
  interests: z.array(z.string()),
});

/** The form's starting values from the loaded customer. */
export const preferencesFormValues = (customer: CustomerPreferences): PreferencesFormValues => ({
  firstName: customer.firstName ?? '',
  phoneNumber: customer.phoneNumber ?? '',
  favRestaurantCode: customer.favRestaurantCode ?? '',
  websiteSmsOptIn: customer.websiteSmsOptIn ?? false,
  interests: customer.interests.filter((i) => i.checked).map((i) => i.name),
});

/** The update body: every interest of the customer with its checked state; birth date and gender kept as loaded. */
export function preferencesPayload(
  customerGuid: string,
  customer: CustomerPreferences,
  values: PreferencesFormValues,
): UpdateCustomerPreferencesRequest {
  const phone = compactPhone(values.phoneNumber.trim());
  return {
    customerGuid,
    firstName: values.firstName.trim(),
    favRestaurantCode: values.favRestaurantCode,
    ...(typeof customer.birthDate === 'number' ? { birthDate: customer.birthDate } : {}),
    ...(customer.gender ? { gender: customer.gender } : {}),
    ...(phone ? { phoneNumber: phone } : {}),
    websiteSmsOptIn: values.websiteSmsOptIn,
    interests: customer.interests.map((i) => ({ name: i.name, checked: values.interests.includes(i.name) })),
  };
}

/* ------------------------------------------------------------------ choices */

/** The chosen option id per choice id ('' when that pair is left alone). */
export type ChoicesFormValues = Record<string, string>;

export function choicesPayload(
  customerGuid: string,
  values: ChoicesFormValues,
): UpdateCustomerChoicesRequest {
  return {
    customerGuid,
    choices: Object.entries(values)
      .filter(([, optionId]) => optionId)
      .map(([choiceId, optionId]) => ({ choiceId, optionId })),
  };
}

/* ------------------------------------------------------------------ occasion dates */

export interface OccasionRow {
  name: string;
  date: { day: string; month: string; year: string };
}

export interface OccasionDatesFormValues {
  occasions: OccasionRow[];
}

export const emptyOccasionRow = (): OccasionRow => ({ name: '', date: { day: '', month: '', year: '' } });

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined);

/** The date of a row as year-month-day without zero padding (5.2), or undefined when it is not a real date. */
export function occasionDate(date: OccasionRow['date']): string | undefined {
  const day = whole(date.day);
  const month = whole(date.month);
  const year = /^\d{4}$/.test(date.year.trim()) ? Number(date.year.trim()) : undefined;
  if (day === undefined || month === undefined || year === undefined) return undefined;
  if (year < BIRTH_YEAR_FALLBACK || !isCalendarDate({ year, month, day })) return undefined;
  return `${year}-${month}-${day}`;
}

export const occasionDatesFormSchema = z.object({
  occasions: z
    .array(
      z.object({
        name: z.string().check(
          z.refine((v) => !blank(v), { message: CUSTOMER_FORM_MESSAGES.occasionNameRequired }),
          z.refine((v) => v.trim().length <= 100, { message: CUSTOMER_FORM_MESSAGES.occasionNameLength }),
        ),
        date: z.object({ day: z.string(), month: z.string(), year: z.string() }).check(
          z.superRefine((date, ctx) => {
            const empty = blank(date.day) && blank(date.month) && blank(date.year);
            if (empty) ctx.addIssue({ code: 'custom', message: CUSTOMER_FORM_MESSAGES.occasionDateRequired });
            else if (!occasionDate(date))
              ctx.addIssue({ code: 'custom', message: CUSTOMER_FORM_MESSAGES.occasionDateReal });
          }),
        ),
      }),
    )
    .check(z.maxLength(CUSTOMER_MAX_OCCASIONS, { message: CUSTOMER_FORM_MESSAGES.occasionsTooMany })),
});

export function occasionDatesPayload(
  customerGuid: string,
  values: OccasionDatesFormValues,
): UpdateOccasionDatesRequest {
  return {
    customerGuid,
    occasions: values.occasions.map((row) => ({ name: row.name.trim(), date: occasionDate(row.date) ?? '' })),
  };
}

import type { z } from '../zod.ts';
import { bookingRequest } from './booking.ts';
import { emailProblem, PERSON_MESSAGES, personNameProblem } from './person.ts';

/*
 * The diner's details as the booking forms hold them (spec 5.2): the modal's details step and the older
 * wizard's step three. Names and e-mail follow every form's rule (`person.ts`, which the booking request uses
 * too); the special request's limit and the mobile number's form are the booking request's own, read from its
 * schema, so the form and the brand API cannot disagree. The two forms differ only in whether the mobile
 * number is required.
 */

const shape = bookingRequest.shape;
const maxLength = (schema: z.ZodMiniType): number => {
  const check = schema._zod.def.checks?.find((c) => c._zod.def.check === 'max_length');
  const max = (check?._zod.def as { maximum?: number } | undefined)?.maximum;
  if (typeof max !== 'number') throw new Error('the booking request schema has no maximum here');
  return max;
};

/** The longest a name may be, and a special request (the booking request's limits). */
export const BOOKING_NAME_MAX = maxLength(shape.firstName);
export const BOOKING_SPECIAL_REQUEST_MAX = maxLength(shape.specialRequest._zod.def.innerType);

export type BookingCustomerField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'specialRequest';

export const BOOKING_CUSTOMER_MESSAGES = {
  firstNameRequired: PERSON_MESSAGES.firstName.required,
  firstNameTooLong: PERSON_MESSAGES.firstName.length,
  firstNameFormat: PERSON_MESSAGES.firstName.format,
  lastNameRequired: PERSON_MESSAGES.lastName.required,
  lastNameTooLong: PERSON_MESSAGES.lastName.length,
  lastNameFormat: PERSON_MESSAGES.lastName.format,
  emailRequired: PERSON_MESSAGES.email.required,
  emailFormat: PERSON_MESSAGES.email.format,
  phoneRequired: PERSON_MESSAGES.mobile.required,
  phoneFormat: PERSON_MESSAGES.mobile.format,
  specialRequestTooLong: `Special requests must be ${BOOKING_SPECIAL_REQUEST_MAX} characters or fewer`,
} as const;

/** The mobile number as the booking request sends it: spaces removed (spec 3). */
export const mobileForRequest = (phone: string) => phone.replace(/\s+/g, '');

/**
 * One field's message, or undefined when it is fine. `specialRequest` is the text as it will be sent (with any
 * structured needs already written into it).
 */
export function bookingCustomerError(
  field: BookingCustomerField,
  text: string,
  { phoneRequired }: { phoneRequired: boolean },
): string | undefined {
  const M = BOOKING_CUSTOMER_MESSAGES;
  const trimmed = text.trim();
  const fits = (schema: z.ZodMiniType, value: string) => schema.safeParse(value).success;
  switch (field) {
    case 'firstName':
    case 'lastName':
      return personNameProblem(field, text);
    case 'email':
      return emailProblem(text);
    case 'phoneNumber':
      if (!trimmed) return phoneRequired ? M.phoneRequired : undefined;
      return fits(shape.mobilePhoneNumber, mobileForRequest(text)) ? undefined : M.phoneFormat;
    case 'specialRequest':
      return fits(shape.specialRequest, text) ? undefined : M.specialRequestTooLong;
  }
}

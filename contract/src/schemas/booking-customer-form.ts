import type { z } from 'zod';
import { bookingRequest } from './booking.ts';
import { email } from './common.ts';

/*
 * The diner's details as the booking forms hold them (spec 5.2): the modal's details step and the older
 * wizard's step three. The limits are the booking request's own (`bookingRequest`: names, special request,
 * the mobile number's form), read from its schema, so the form and the brand API cannot disagree; the messages
 * are the forms' words. The two forms differ only in whether the mobile number is required.
 */

const shape = bookingRequest.shape;
const maxLength = (schema: z.ZodType): number => {
  const max = (schema as { maxLength?: number | null }).maxLength;
  if (typeof max !== 'number') throw new Error('the booking request schema has no maximum here');
  return max;
};

/** The longest a name may be, and a special request (the booking request's limits). */
export const BOOKING_NAME_MAX = maxLength(shape.firstName);
export const BOOKING_SPECIAL_REQUEST_MAX = maxLength(shape.specialRequest.unwrap());

export type BookingCustomerField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'specialRequest';

export const BOOKING_CUSTOMER_MESSAGES = {
  firstNameRequired: 'Enter your first name',
  firstNameTooLong: `First name must be ${BOOKING_NAME_MAX} characters or fewer`,
  lastNameRequired: 'Enter your last name',
  lastNameTooLong: `Last name must be ${BOOKING_NAME_MAX} characters or fewer`,
  emailRequired: 'Enter your email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  phoneRequired: 'Enter your mobile number',
  phoneFormat: 'Enter a mobile number, like 07700 900123 or +44 7700 900123',
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
  const fits = (schema: z.ZodType, value: string) => schema.safeParse(value).success;
  switch (field) {
    case 'firstName':
      if (!trimmed) return M.firstNameRequired;
      return fits(shape.firstName, trimmed) ? undefined : M.firstNameTooLong;
    case 'lastName':
      if (!trimmed) return M.lastNameRequired;
      return fits(shape.lastName, trimmed) ? undefined : M.lastNameTooLong;
    case 'email':
      if (!trimmed) return M.emailRequired;
      return fits(email, trimmed) ? undefined : M.emailFormat;
    case 'phoneNumber':
      if (!trimmed) return phoneRequired ? M.phoneRequired : undefined;
      return fits(shape.mobilePhoneNumber, mobileForRequest(text)) ? undefined : M.phoneFormat;
    case 'specialRequest':
      return fits(shape.specialRequest, text) ? undefined : M.specialRequestTooLong;
  }
}

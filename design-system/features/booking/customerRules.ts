import { email as emailSchema } from '@fittizia/contract';

/*
 * The booking customer's field rules (spec 5.2), shared by the booking modal (bookingJourney.ts) and the older
 * wizard (BookingWizard/customerForm.ts): one set of limits and one set of messages. The two differ only in
 * whether the mobile number is required (the modal's details step asks for it; the wizard's is optional).
 */

/** The longest a name may be, and a special request (the booking request's limits in the contract). */
export const NAME_MAX = 100;
export const SPECIAL_REQUEST_MAX = 1000;

export type CustomerField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'specialRequest';

export const CUSTOMER_MESSAGES = {
  firstNameRequired: 'Enter your first name',
  firstNameTooLong: `First name must be ${NAME_MAX} characters or fewer`,
  lastNameRequired: 'Enter your last name',
  lastNameTooLong: `Last name must be ${NAME_MAX} characters or fewer`,
  emailRequired: 'Enter your email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  phoneRequired: 'Enter your mobile number',
  phoneFormat: 'Enter a mobile number, like 07700 900123 or +44 7700 900123',
  specialRequestTooLong: `Special requests must be ${SPECIAL_REQUEST_MAX} characters or fewer`,
} as const;

/** The mobile number as the booking request sends it: spaces removed (spec 3). */
export const mobileForRequest = (phone: string) => phone.replace(/\s+/g, '');
const MOBILE = /^\+?\d{7,16}$/;

/**
 * One field's message, or undefined when it is fine. `specialRequest` is the text as it will be sent (with
 * any structured needs already written into it).
 */
export function customerFieldError(
  field: CustomerField,
  text: string,
  { phoneRequired }: { phoneRequired: boolean },
): string | undefined {
  const M = CUSTOMER_MESSAGES;
  const trimmed = text.trim();
  switch (field) {
    case 'firstName':
      if (!trimmed) return M.firstNameRequired;
      return trimmed.length > NAME_MAX ? M.firstNameTooLong : undefined;
    case 'lastName':
      if (!trimmed) return M.lastNameRequired;
      return trimmed.length > NAME_MAX ? M.lastNameTooLong : undefined;
    case 'email':
      if (!trimmed) return M.emailRequired;
      return emailSchema.safeParse(trimmed).success ? undefined : M.emailFormat;
    case 'phoneNumber':
      if (!trimmed) return phoneRequired ? M.phoneRequired : undefined;
      return MOBILE.test(mobileForRequest(text)) ? undefined : M.phoneFormat;
    case 'specialRequest':
      return text.length > SPECIAL_REQUEST_MAX ? M.specialRequestTooLong : undefined;
  }
}

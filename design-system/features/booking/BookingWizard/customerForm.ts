import { email as emailSchema } from '@fittizia/contract';
import type { BookingCustomer } from './wizardReducer.ts';

/** What the diner types in step three. */
export interface CustomerInput {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  specialRequest: string;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
}

export type CustomerTextField = 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'specialRequest';

export const emptyCustomer: CustomerInput = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
};

/** The longest a name or a special request may be (the booking request's limits in the contract). */
export const NAME_MAX = 100;
export const SPECIAL_REQUEST_MAX = 1000;

export const CUSTOMER_MESSAGES = {
  firstNameRequired: 'Enter your first name',
  firstNameTooLong: `First name must be ${NAME_MAX} characters or fewer`,
  lastNameRequired: 'Enter your last name',
  lastNameTooLong: `Last name must be ${NAME_MAX} characters or fewer`,
  emailRequired: 'Enter your email address',
  emailFormat: 'Enter an email address in the correct format, like name@example.com',
  phoneFormat: 'Enter a mobile number in the correct format, like 07700 900123',
  specialRequestTooLong: `Special requests must be ${SPECIAL_REQUEST_MAX} characters or fewer`,
} as const;

/** The number as the booking request sends it: spaces removed (spec 3). */
export const phoneForRequest = (text: string) => text.replace(/\s+/g, '');
const phonePattern = /^\+?\d{7,16}$/;

/**
 * The booking customer of spec 3 with its present and valid flags (spec 5.2): first name, last name and
 * e-mail must be present and valid; the phone is optional in the wizard (absent keeps the form valid) but
 * must be valid when given; the special request needs validity only.
 */
export function toCustomer(input: CustomerInput): BookingCustomer {
  const name = (text: string) => {
    const present = text.trim().length > 0;
    return { text, present, valid: present && text.trim().length <= NAME_MAX };
  };
  const emailPresent = input.email.trim().length > 0;
  const phonePresent = input.phoneNumber.trim().length > 0;
  const customer = {
    firstName: name(input.firstName),
    lastName: name(input.lastName),
    email: {
      text: input.email,
      present: emailPresent,
      valid: emailPresent && emailSchema.safeParse(input.email.trim()).success,
    },
    phoneNumber: {
      text: input.phoneNumber,
      present: phonePresent,
      valid: !phonePresent || phonePattern.test(phoneForRequest(input.phoneNumber)),
    },
    specialRequest: { text: input.specialRequest, valid: input.specialRequest.length <= SPECIAL_REQUEST_MAX },
    shouldReceivePromotions: input.shouldReceivePromotions,
    shouldReceiveSms: input.shouldReceiveSms,
  };
  const isValid =
    customer.firstName.present &&
    customer.firstName.valid &&
    customer.lastName.present &&
    customer.lastName.valid &&
    customer.email.present &&
    customer.email.valid &&
    customer.phoneNumber.valid &&
    customer.specialRequest.valid;
  return { ...customer, isValid };
}

/** The message for one field, or undefined when it is fine. */
export function customerError(customer: BookingCustomer, field: CustomerTextField): string | undefined {
  const M = CUSTOMER_MESSAGES;
  switch (field) {
    case 'firstName':
      if (!customer.firstName.present) return M.firstNameRequired;
      return customer.firstName.valid ? undefined : M.firstNameTooLong;
    case 'lastName':
      if (!customer.lastName.present) return M.lastNameRequired;
      return customer.lastName.valid ? undefined : M.lastNameTooLong;
    case 'email':
      if (!customer.email.present) return M.emailRequired;
      return customer.email.valid ? undefined : M.emailFormat;
    case 'phoneNumber':
      return customer.phoneNumber.valid ? undefined : M.phoneFormat;
    case 'specialRequest':
      return customer.specialRequest.valid ? undefined : M.specialRequestTooLong;
  }
}

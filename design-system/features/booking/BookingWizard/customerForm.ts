import { bookingCustomerError as customerFieldError, mobileForRequest } from '@fittizia/contract';
import type { CustomerField } from '../journey/customer.ts';
import {
  emptyCustomer as emptyJourneyCustomer,
  type BookingCustomer as JourneyCustomer,
} from '../journey/state.ts';
import type { BookingCustomer } from './wizardReducer.ts';

/** What the diner types in step three: the modal's details without the structured needs. */
export type CustomerInput = Omit<JourneyCustomer, 'needs'>;

export type CustomerTextField = CustomerField;

/** The wizard's mobile number is optional. */
const WIZARD_RULES = { phoneRequired: false };

const { needs: _needs, ...blankInput } = emptyJourneyCustomer;
export const emptyCustomer: CustomerInput = blankInput;

export { CUSTOMER_MESSAGES } from '../journey/customer.ts';

/** The number as the booking request sends it: spaces removed (spec 3). */
export const phoneForRequest = mobileForRequest;

/**
 * The booking customer of spec 3 with its present and valid flags (spec 5.2), by the booking rules the modal
 * uses too (the contract's bookingCustomerError): first name, last name and e-mail must be present and valid; the phone is
 * optional in the wizard (absent keeps the form valid) but must be valid when given; the special request
 * needs validity only.
 */
export function toCustomer(input: CustomerInput): BookingCustomer {
  const ok = (field: CustomerTextField, text: string) => !customerFieldError(field, text, WIZARD_RULES);
  const present = (text: string) => text.trim().length > 0;
  const customer = {
    firstName: {
      text: input.firstName,
      present: present(input.firstName),
      valid: ok('firstName', input.firstName),
    },
    lastName: {
      text: input.lastName,
      present: present(input.lastName),
      valid: ok('lastName', input.lastName),
    },
    email: { text: input.email, present: present(input.email), valid: ok('email', input.email) },
    phoneNumber: {
      text: input.phoneNumber,
      present: present(input.phoneNumber),
      valid: ok('phoneNumber', input.phoneNumber),
    },
    specialRequest: { text: input.specialRequest, valid: ok('specialRequest', input.specialRequest) },
    shouldReceivePromotions: input.shouldReceivePromotions,
    shouldReceiveSms: input.shouldReceiveSms,
  };
  const isValid =
    customer.firstName.valid &&
    customer.lastName.valid &&
    customer.email.valid &&
    customer.phoneNumber.valid &&
    customer.specialRequest.valid;
  return { ...customer, isValid };
}

/** The message for one field, or undefined when it is fine. */
export function customerError(customer: BookingCustomer, field: CustomerTextField): string | undefined {
  return customerFieldError(field, customer[field].text, WIZARD_RULES);
}

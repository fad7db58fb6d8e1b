import {
  BOOKING_CUSTOMER_MESSAGES,
  type BookingCustomerField,
  bookingCustomerError,
} from '@fittizia/contract';
import { specialRequestText } from './request.ts';
import type { BookingCustomer } from './state.ts';

/** The details fields and their messages: the contract's (spec 5.2), limits read from the booking request. */
export const CUSTOMER_MESSAGES = BOOKING_CUSTOMER_MESSAGES;
export type CustomerField = BookingCustomerField;

/** The modal asks for a mobile number; the wizard's is optional (valid when given). */
export interface CustomerRules {
  phoneRequired: boolean;
}
export const MODAL_CUSTOMER_RULES: CustomerRules = { phoneRequired: true };
export const WIZARD_CUSTOMER_RULES: CustomerRules = { phoneRequired: false };

/** Each field's error, or nothing when valid (spec 5.2: all four present and valid, special request valid). */
export function customerErrors(
  c: BookingCustomer,
  rules: CustomerRules = MODAL_CUSTOMER_RULES,
): Partial<Record<CustomerField, string>> {
  const errors: Partial<Record<CustomerField, string>> = {};
  const fields: [CustomerField, string][] = [
    ['firstName', c.firstName],
    ['lastName', c.lastName],
    ['email', c.email],
    ['phoneNumber', c.phoneNumber],
    ['specialRequest', specialRequestText(c)],
  ];
  for (const [field, text] of fields) {
    const error = bookingCustomerError(field, text, rules);
    if (error) errors[field] = error;
  }
  return errors;
}

export const isCustomerValid = (c: BookingCustomer, rules: CustomerRules = MODAL_CUSTOMER_RULES) =>
  Object.keys(customerErrors(c, rules)).length === 0;

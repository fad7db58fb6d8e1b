import { type CustomerField, customerFieldError } from '../customerRules.ts';
import { specialRequestText } from './request.ts';
import type { BookingCustomer } from './state.ts';

export { CUSTOMER_MESSAGES, type CustomerField } from '../customerRules.ts';

/** Each field's error, or nothing when valid (spec 5.2: all four present and valid, special request valid). */
export function customerErrors(c: BookingCustomer): Partial<Record<CustomerField, string>> {
  const errors: Partial<Record<CustomerField, string>> = {};
  const fields: [CustomerField, string][] = [
    ['firstName', c.firstName],
    ['lastName', c.lastName],
    ['email', c.email],
    ['phoneNumber', c.phoneNumber],
    ['specialRequest', specialRequestText(c)],
  ];
  for (const [field, text] of fields) {
    const error = customerFieldError(field, text, { phoneRequired: true });
    if (error) errors[field] = error;
  }
  return errors;
}

export const isCustomerValid = (c: BookingCustomer) => Object.keys(customerErrors(c)).length === 0;

import { describe, expect, it } from 'vitest';
import {
  BOOKING_NAME_MAX,
  BOOKING_SPECIAL_REQUEST_MAX,
  bookingCustomerError,
  bookingRequest,
  BOOKING_CUSTOMER_MESSAGES as M,
} from './index.ts';

describe('the booking forms’ details rules come from the booking request', () => {
  it('reads its limits from the request schema', () => {
    expect(BOOKING_NAME_MAX).toBe(100);
    expect(BOOKING_SPECIAL_REQUEST_MAX).toBe(1000);
    const long = 'a'.repeat(BOOKING_NAME_MAX + 1);
    expect(bookingRequest.shape.firstName.safeParse(long).success).toBe(false);
    expect(bookingCustomerError('firstName', long, { phoneRequired: true })).toBe(M.firstNameTooLong);
    expect(
      bookingCustomerError('firstName', 'a'.repeat(BOOKING_NAME_MAX), { phoneRequired: true }),
    ).toBeUndefined();
  });

  it('answers each field with the form’s words', () => {
    const rules = { phoneRequired: true };
    expect(bookingCustomerError('firstName', '  ', rules)).toBe(M.firstNameRequired);
    expect(bookingCustomerError('email', '', rules)).toBe(M.emailRequired);
    expect(bookingCustomerError('email', 'giulia@', rules)).toBe(M.emailFormat);
    expect(bookingCustomerError('phoneNumber', '', rules)).toBe(M.phoneRequired);
    expect(bookingCustomerError('phoneNumber', '', { phoneRequired: false })).toBeUndefined();
    expect(bookingCustomerError('phoneNumber', '07700 900 123', rules)).toBeUndefined();
    expect(bookingCustomerError('phoneNumber', '0770-0900', rules)).toBe(M.phoneFormat);
    expect(bookingCustomerError('specialRequest', 'x'.repeat(1001), rules)).toBe(M.specialRequestTooLong);
  });
});

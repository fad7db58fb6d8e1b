import { bookingRequest as bookingRequestSchema } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { type BookingChoices, bookingRequest, emptyCustomer, idempotencyKeys } from './index.ts';

const choices: BookingChoices = {
  restaurantId: '1042',
  date: '2026-01-16',
  time: '19:30',
  adults: 3,
  children: 1,
  occasionId: 'occ-dinner',
  menu: { id: 'm-main', name: 'Main Menu' },
  extras: { 'up-prosecco': 2, 'up-cake': 1, 'up-gone': 0 },
  customer: {
    ...emptyCustomer,
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phoneNumber: '07700 900123',
    specialRequest: 'Window seat',
    needs: { allergies: ['peanuts'], wheelchair: true, highChair: false, pram: false },
  },
  braintreeCustomerId: 'cus_1',
};

describe('the booking request, built once', () => {
  it('sends each extra once, with its quantity, and only extras above 0', () => {
    const body = bookingRequest(choices);
    expect(body.upsells).toEqual([
      { id: 'up-prosecco', quantity: 2 },
      { id: 'up-cake', quantity: 1 },
    ]);
    expect(body).not.toHaveProperty('upsellIds');
    expect(bookingRequestSchema.safeParse(body).success).toBe(true);
  });

  it('keeps the card customer, the structured needs in words and the unpadded date', () => {
    const body = bookingRequest(choices);
    expect(body).toMatchObject({
      firstName: 'Ada',
      mobilePhoneNumber: '07700900123',
      diningDateTime: '2026-1-16 19:30',
      braintreeCustomerId: 'cus_1',
      specialRequest: 'Window seat Allergies in our party: peanuts. We need wheelchair access.',
    });
    expect(bookingRequest({ ...choices, braintreeCustomerId: undefined }).braintreeCustomerId).toBeNull();
  });

  it('gives one Idempotency-Key per distinct request: a repeat reuses it, any change gets a new one', () => {
    let n = 0;
    const keys = idempotencyKeys(() => `key-${++n}`);
    const body = bookingRequest(choices);
    expect(keys('create', body)).toBe('key-1');
    expect(keys('create', bookingRequest(choices))).toBe('key-1');
    expect(keys('enquiry', body)).toBe('key-2');
    expect(keys('enquiry', bookingRequest({ ...choices, adults: 4 }))).toBe('key-3');
  });
});

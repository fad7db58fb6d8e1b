import type { BookingMailDetails } from '../src/domains/booking/emails.ts';

/** The restaurant the booking e-mail tests book at: two address lines, a telephone and coordinates. */
export const restaurant: BookingMailDetails['restaurant'] = {
  name: 'Fittizia Trattoria Manchester Deansgate',
  addressLines: ['12 Deansgate', 'Manchester'],
  postcode: 'M3 2QJ',
  phoneNumber: '0161 496 0123',
  lat: 53.4794,
  lng: -2.2489,
  city: 'manchester',
  slug: 'deansgate',
};

/** 19:30 in London on a summer (BST, UTC+1) and a winter (GMT) evening. */
export const SUMMER = new Date('2026-07-10T18:30:00Z');
export const WINTER = new Date('2026-12-11T19:30:00Z');

/** A booking e-mail's details at Deansgate, with any of them given instead. */
export const details = (over: Partial<BookingMailDetails> = {}): BookingMailDetails => ({
  kind: 'confirmation',
  reference: 'FT7H3K9',
  restaurant,
  start: SUMMER,
  durationMinutes: 120,
  adults: 4,
  children: 2,
  menuName: 'Set Menu',
  extras: [],
  customer: { firstName: 'Giulia', lastName: "O'Connor", email: 'giulia.oconnor@example.com' },
  specialRequest: 'A high chair, please',
  ...over,
});

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

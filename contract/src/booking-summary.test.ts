import { describe, expect, it } from 'vitest';
import {
  bookingEventUid,
  extrasTotal,
  extrasWords,
  formatPounds,
  summaryCalendarEvent,
} from './booking-summary.ts';

describe('the booking summary', () => {
  const extras = [
    { name: 'Prosecco on arrival', quantity: 2, price: 13 },
    { name: 'Antipasti board to share', quantity: 1, price: 14.5 },
    { name: 'Birthday candle', quantity: 1, price: null },
  ];

  it('has one event id per reference, on the brand’s domain', () => {
    expect(bookingEventUid('K7MQ3XPA')).toBe('K7MQ3XPA@fittizia.example');
  });

  it('says the extras as the confirmation screen does: a line each with its price, then the total', () => {
    expect(extrasWords(extras)).toEqual({
      lines: [
        '2 × Prosecco on arrival, £13.00',
        '1 × Antipasti board to share, £14.50',
        '1 × Birthday candle',
      ],
      total: 'Extras total £27.50',
    });
    expect(extrasWords([])).toBeUndefined();
    expect(
      extrasTotal([
        { name: 'a', quantity: 3, price: 0.1 },
        { name: 'b', quantity: 1, price: 0.2 },
      ]),
    ).toBe(0.3);
    expect(formatPounds(1234567.8)).toBe('£1,234,567.80');
  });

  it('makes the calendar event from the summary: title, location, two hours and the extras', () => {
    const event = summaryCalendarEvent({
      reference: 'K7MQ3XPA',
      restaurant: {
        name: 'Covent Garden',
        addressLines: ['12 Floral Street', 'London'],
        postcode: 'WC2E 9DH',
      },
      date: '2027-07-14',
      time: '19:30',
      adults: 2,
      children: 1,
      menuName: 'A la carte',
      extras,
    });
    expect(event).toEqual({
      title: 'Table at Covent Garden',
      location: 'Covent Garden, 12 Floral Street, London, WC2E 9DH',
      date: '2027-07-14',
      time: '19:30',
      durationHours: 2,
      description: [
        'Booking reference: K7MQ3XPA',
        '3 guests (2 adults, 1 child)',
        'Menu: A la carte',
        'Extra: 2 × Prosecco on arrival, £13.00',
        'Extra: 1 × Antipasti board to share, £14.50',
        'Extra: 1 × Birthday candle',
        'Extras total £27.50',
      ],
      reference: 'K7MQ3XPA',
    });
  });
});

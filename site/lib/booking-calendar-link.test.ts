import type { BrandClient } from '@fittizia/contract/client';
import { describe, expect, it } from 'vitest';
import { rememberCalendarLinks } from './booking-calendar-link.ts';

const event = {
  title: 'Table at Fittizia Trattoria Covent Garden',
  location: 'Covent Garden, London',
  date: '2027-07-14',
  time: '19:30',
  durationHours: 2,
  description: '2 guests',
  reference: 'K7MQ3XPA',
};

describe('the confirmation offers the calendar link the brand API signed', () => {
  it('remembers each create answer’s calendarLink by reference; other calls pass through untouched', async () => {
    const signed = '/booking/calendar.ics?title=x&sig=abc';
    const answers: Record<string, unknown> = {
      bookingCreate: { bookingReference: 'K7MQ3XPA', bookingStatus: 0, calendarLink: signed },
      brandSettings: { status: 200 },
    };
    const base = { call: async (name: string) => answers[name] } as unknown as BrandClient;
    const calendar = rememberCalendarLinks(base);
    // Before the booking is made, the link is the unsigned one (the route refuses it).
    expect(calendar.ics(event)).toMatch(/^\/booking\/calendar\.ics\?title=/);
    expect(calendar.ics(event)).not.toContain('sig=');
    expect(await calendar.client.call('brandSettings')).toEqual({ status: 200 });
    expect(await calendar.client.call('bookingCreate', { params: { storeId: '1001' } } as never)).toEqual(
      answers.bookingCreate,
    );
    expect(calendar.ics(event)).toBe(signed);
    expect(calendar.ics({ ...event, reference: 'OTHER123' })).not.toBe(signed);
  });
});

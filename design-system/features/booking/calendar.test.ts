import { CALENDAR_ENTRY_HOURS } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import {
  type BookingCalendarEvent,
  bookingEventInstants,
  googleCalendarUrl,
  outlookCalendarUrl,
} from './calendar.ts';

const event = (date: string, time = '19:30'): BookingCalendarEvent => ({
  title: 'Table at Fittizia Trattoria Manchester Deansgate',
  location: '112 Deansgate, Manchester, M3 2QJ',
  date,
  time,
  durationHours: CALENDAR_ENTRY_HOURS,
  description: '2 guests, Main Menu',
  reference: 'FT-1042-7H3K9',
});

describe('bookingEventInstants (Europe/London)', () => {
  it('reads a summer time in British Summer Time: 19:30 is 18:30Z, for 2 hours', () => {
    const { start, end } = bookingEventInstants(event('2026-07-14'));
    expect(start.toISOString()).toBe('2026-07-14T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-07-14T20:30:00.000Z');
  });

  it('reads a winter time in Greenwich Mean Time: 19:30 is 19:30Z', () => {
    const { start, end } = bookingEventInstants(event('2026-01-14'));
    expect(start.toISOString()).toBe('2026-01-14T19:30:00.000Z');
    expect(end.toISOString()).toBe('2026-01-14T21:30:00.000Z');
  });

  it('follows the clock change days (last Sunday of March and of October 2026)', () => {
    expect(bookingEventInstants(event('2026-03-29', '19:00')).start.toISOString()).toBe(
      '2026-03-29T18:00:00.000Z',
    );
    expect(bookingEventInstants(event('2026-10-25', '19:00')).start.toISOString()).toBe(
      '2026-10-25T19:00:00.000Z',
    );
  });

  it('an entry crossing midnight ends on the next day', () => {
    expect(bookingEventInstants(event('2026-01-14', '23:45')).end.toISOString()).toBe(
      '2026-01-15T01:45:00.000Z',
    );
  });
});

describe('calendar links', () => {
  it('Google: a TEMPLATE link with UTC start/end, title, location and the reference in the details', () => {
    const url = new URL(googleCalendarUrl(event('2026-07-14')));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20260714T183000Z/20260714T203000Z');
    expect(url.searchParams.get('text')).toBe('Table at Fittizia Trattoria Manchester Deansgate');
    expect(url.searchParams.get('location')).toBe('112 Deansgate, Manchester, M3 2QJ');
    expect(url.searchParams.get('details')).toBe('2 guests, Main Menu\nBooking reference: FT-1042-7H3K9');
  });

  it('Outlook: a compose link with ISO UTC start and end from the same event', () => {
    const url = new URL(outlookCalendarUrl(event('2026-01-14')));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/action/compose');
    expect(url.searchParams.get('startdt')).toBe('2026-01-14T19:30:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-01-14T21:30:00Z');
    expect(url.searchParams.get('subject')).toBe('Table at Fittizia Trattoria Manchester Deansgate');
    expect(url.searchParams.get('rru')).toBe('addevent');
  });

  it('without a reference the details are the description alone', () => {
    const { reference: _, ...rest } = event('2026-07-14');
    expect(new URL(googleCalendarUrl(rest)).searchParams.get('details')).toBe('2 guests, Main Menu');
  });
});

import { TZDate } from '@date-fns/tz';
import { BOOKING_TIME_ZONE, CALENDAR_ENTRY_HOURS } from '@fittizia/contract';
import { addHours } from 'date-fns/addHours';

/** A booking as a calendar entry: a London wall-clock date and time lasting `durationHours`. */
export interface BookingCalendarEvent {
  title: string;
  location: string;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm, Europe/London */
  time: string;
  durationHours: number;
  description: string;
  reference?: string;
}

/** The event's start and end instants: the date and time read in Europe/London (spec 9). */
export function bookingEventInstants(event: Pick<BookingCalendarEvent, 'date' | 'time' | 'durationHours'>): {
  start: Date;
  end: Date;
} {
  const [y, m, d] = event.date.split('-').map(Number) as [number, number, number];
  const [h, min] = event.time.split(':').map(Number) as [number, number];
  const start = new Date(new TZDate(y, m - 1, d, h, min, 0, BOOKING_TIME_ZONE).getTime());
  return { start, end: addHours(start, event.durationHours || CALENDAR_ENTRY_HOURS) };
}

/** 20260714T183000Z */
const compactUtc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
/** 2026-07-14T18:30:00Z */
const isoUtc = (date: Date) => date.toISOString().replace(/\.\d{3}/, '');

const details = (event: BookingCalendarEvent) =>
  event.reference ? `${event.description}\nBooking reference: ${event.reference}` : event.description;

/** "Add to Google Calendar" link for the event. */
export function googleCalendarUrl(event: BookingCalendarEvent): string {
  const { start, end } = bookingEventInstants(event);
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${compactUtc(start)}/${compactUtc(end)}`,
    details: details(event),
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${params}`;
}

/** "Add to Outlook" link (Outlook on the web's compose deeplink) for the event. */
export function outlookCalendarUrl(event: BookingCalendarEvent): string {
  const { start, end } = bookingEventInstants(event);
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: isoUtc(start),
    enddt: isoUtc(end),
    body: details(event),
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/action/compose?${params}`;
}

import { CALENDAR_ENTRY_HOURS, londonNow } from '@fittizia/contract';

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
  const start = londonWallClock(Date.UTC(y, m - 1, d, h, min));
  return {
    start,
    end: new Date(start.getTime() + (event.durationHours || CALENDAR_ENTRY_HOURS) * 3_600_000),
  };
}

/**
 * The instant London's clocks read `wall` (a wall-clock time written as if it were UTC), through the
 * browser's own time-zone data (`londonNow`, Intl) rather than a time-zone library: the offset is read at a
 * first guess and again at the corrected instant, which settles it on both sides of a clock change.
 */
function londonWallClock(wall: number): Date {
  let instant = wall;
  for (let pass = 0; pass < 2; pass++) {
    const seen = londonNow(new Date(instant));
    const [y, m, d] = seen.date.split('-').map(Number) as [number, number, number];
    instant += wall - (Date.UTC(y, m - 1, d) + seen.minutes * 60_000);
  }
  return new Date(instant);
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

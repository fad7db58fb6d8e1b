/**
 * The calendar download of a booking (`GET /booking/calendar.ics`, `routes/booking/calendar[.]ics.ts`): the
 * link the booking modal's confirmation offers for Apple and Outlook. The event travels in the query, so the
 * route needs no storage; `server/booking-calendar.ts` validates it and builds the file.
 */

export const BOOKING_CALENDAR_PATH = '/booking/calendar.ics';

/** The booking modal's calendar event (the design system's `BookingCalendarEvent`). */
export interface CalendarEventFields {
  title: string;
  location: string;
  /** `yyyy-MM-dd`, Europe/London. */
  date: string;
  /** `HH:mm`, Europe/London wall clock. */
  time: string;
  durationHours: number;
  description: string;
  reference?: string;
}

/**
 * `/booking/calendar.ics?title=…`. A description's lines go as repeated `description` parameters: the request
 * guard refuses control characters (a newline included) in any parameter.
 */
export function bookingCalendarHref(event: CalendarEventFields): string {
  const query = new URLSearchParams({
    title: event.title,
    location: event.location,
    date: event.date,
    time: event.time,
    durationHours: String(event.durationHours),
  });
  for (const line of event.description.split(/\r?\n/)) {
    const text = line.trim();
    if (text) query.append('description', text);
  }
  if (event.reference) query.set('reference', event.reference);
  return `${BOOKING_CALENDAR_PATH}?${query.toString()}`;
}

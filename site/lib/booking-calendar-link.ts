import { BOOKING_CALENDAR_PATH, calendarEventQuery } from '@fittizia/contract/calendar-query';

/**
 * The calendar download of a booking (`GET /booking/calendar.ics`, `routes/booking/calendar[.]ics.ts`): the
 * link the booking modal's confirmation offers for Apple and Outlook. The event travels in the query, so the
 * route needs no storage; `server/booking-calendar.ts` checks the brand API's signature, validates
 * it and builds the file. The modal's confirmation offers the create answer's signed `calendarLink`, which it
 * keeps with the confirmation (so a reload still has it); this unsigned link, which the route refuses, is only
 * the fallback of a confirmation without one.
 */

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
 * `/booking/calendar.ics?title=…`, unsigned. A description's lines go as repeated `description` parameters: the
 * request guard refuses control characters (a newline included) in any parameter.
 */
export function bookingCalendarHref(event: CalendarEventFields): string {
  const query = calendarEventQuery({ ...event, description: event.description.split(/\r?\n/) });
  return `${BOOKING_CALENDAR_PATH}?${query.toString()}`;
}

import { BOOKING_CALENDAR_PATH, calendarEventQuery } from '@fittizia/contract/calendar-query';
import type { BrandClient } from '@fittizia/contract/client';

/**
 * The calendar download of a booking (`GET /booking/calendar.ics`, `routes/booking/calendar[.]ics.ts`): the
 * link the booking modal's confirmation offers for Apple and Outlook. The event travels in the query, so the
 * route needs no storage; `server/booking-calendar.ts` checks the brand API's signature, validates
 * it and builds the file. The signed link is the create answer's `calendarLink` (`rememberCalendarLinks`).
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

/**
 * The brand client with a memory of the signed calendar links: each create answer's
 * `calendarLink`, by booking reference, so the confirmation can offer the link the brand API signed. Until the
 * booking modal reads `calendarLink` from the answer itself, the site's `links.ics` looks it up here.
 */
export function rememberCalendarLinks(client: BrandClient) {
  const byReference = new Map<string, string>();
  const remembering: BrandClient = {
    async call(name, input) {
      const answer = await client.call(name, input);
      if (name === 'bookingCreate') {
        const { bookingReference, calendarLink } = answer as {
          bookingReference?: string;
          calendarLink?: string;
        };
        if (bookingReference && calendarLink) byReference.set(bookingReference, calendarLink);
      }
      return answer;
    },
  };
  return {
    client: remembering,
    /** The signed link of a booking made through this client, else the unsigned one (which the route refuses). */
    ics: (event: CalendarEventFields) =>
      (event.reference && byReference.get(event.reference)) || bookingCalendarHref(event),
  };
}

/**
 * The query of a booking's calendar download (`/booking/calendar.ics`), shared by the brand API, which signs it
 * (`calendar-link.ts`, server-only), and the site. Pure: no Node.
 */

export const BOOKING_CALENDAR_PATH = '/booking/calendar.ics';

export interface CalendarQueryFields {
  title: string;
  location: string;
  /** `yyyy-MM-dd`, Europe/London. */
  date: string;
  /** `HH:mm`, Europe/London wall clock. */
  time: string;
  durationHours: number;
  /** One line each: a line may not carry a line break (the request guard refuses control characters). */
  description: string[];
  reference?: string | undefined;
}

/** The event's query: a description line per repeated `description` parameter, empty lines left out. */
export function calendarEventQuery(event: CalendarQueryFields): URLSearchParams {
  const query = new URLSearchParams({
    title: event.title,
    location: event.location,
    date: event.date,
    time: event.time,
    durationHours: String(event.durationHours),
  });
  for (const line of event.description) if (line.trim()) query.append('description', line.trim());
  if (event.reference) query.set('reference', event.reference);
  return query;
}

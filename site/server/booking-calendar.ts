import { bookingEventUid } from '@fittizia/contract/booking-summary';
import { verifiedCalendarQuery } from '@fittizia/contract/calendar-link';
import { CALENDAR_ENTRY_HOURS } from '@fittizia/contract/constants';
import { londonInstant } from '@fittizia/contract/london-time';
import { createEvent } from 'ics';
import { z } from 'zod';

/**
 * The calendar file of a booking (spec 2.5 confirmation: the Outlook and Apple links; spec 9: the entry lasts
 * 2 hours, Europe/London). The event comes in the query of a link the brand API signed for a real booking (the
 * create answer's `calendarLink`, `@fittizia/contract/calendar-link`): an unsigned or altered link gets 403 and
 * no file (any text could be made an event on the brand's domain); bad input is refused with a
 * message naming the parameter. The start is written in UTC (`DTSTART:…Z`), computed from
 * the London wall-clock date and time with the offset in force on that date (the contract's `londonInstant`,
 * shared with the brand API's e-mail), so every calendar shows the booked time in summer and in winter. The event's
 * UID is the contract's `bookingEventUid`, the one the booking e-mails' calendar files carry, so a change or
 * cancellation e-mail updates the entry added from the site.
 */

const MAX_DESCRIPTION_LINES = 12;

const isRealDate = (text: string) => {
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

/** One line of free text: printable, trimmed, bounded. */
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to refuse them
    .refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must not contain control characters');

export const calendarQuerySchema = z.strictObject({
  title: text(120),
  location: text(300),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as yyyy-MM-dd')
    .refine((value) => isRealDate(value), 'must be a real date')
    .refine((value) => value >= '2000-01-01' && value <= '2100-12-31', 'must be between 2000 and 2100'),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:mm (00:00 to 23:59)'),
  durationHours: z
    .string()
    .regex(/^\d{1,2}$/, 'must be a whole number of hours')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(12, 'must be at most 12'))
    .default(CALENDAR_ENTRY_HOURS),
  description: z
    .array(text(300))
    .max(MAX_DESCRIPTION_LINES, `must have at most ${MAX_DESCRIPTION_LINES} lines`),
  reference: z
    .string()
    .regex(/^[A-Z0-9]{4,20}$/, 'must be 4 to 20 capital letters or digits')
    .optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export type CalendarParse = { ok: true; event: CalendarQuery } | { ok: false; message: string };

/** Reads the query: `description` may repeat (one line each); any other parameter at most once. */
export function parseCalendarQuery(params: URLSearchParams): CalendarParse {
  const raw: Record<string, unknown> = { description: params.getAll('description') };
  for (const key of new Set(params.keys())) {
    if (key === 'description') continue;
    const values = params.getAll(key);
    if (values.length > 1)
      return { ok: false, message: `Invalid calendar request: ${key} is given more than once` };
    raw[key] = values[0];
  }
  const result = calendarQuerySchema.safeParse(raw);
  if (result.success) return { ok: true, event: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path[0] ?? 'query';
  const message =
    issue?.code === 'unrecognized_keys'
      ? `unknown parameter ${issue.keys.join(', ')}`
      : issue?.code === 'invalid_type'
        ? `${String(field)} is required`
        : `${String(field)} ${issue?.message ?? 'is not valid'}`;
  return { ok: false, message: `Invalid calendar request: ${message}` };
}

/** The instant the booking starts: London wall-clock date and time, as UTC. */
export function calendarStart(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return londonInstant({ year, month, day }, hours * 60 + minutes);
}

/** The `.ics` text of one booking. */
export function bookingCalendarFile(event: CalendarQuery): string {
  const { value, error } = createEvent({
    ...(event.reference ? { uid: bookingEventUid(event.reference) } : {}),
    start: calendarStart(event.date, event.time).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { hours: event.durationHours },
    title: event.title,
    location: event.location,
    description: [
      ...(event.reference && !event.description.some((line) => line.includes(event.reference as string))
        ? [`Booking reference: ${event.reference}`]
        : []),
      ...event.description,
    ].join('\n'),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'fittizia-trattoria/booking',
    method: 'PUBLISH',
  });
  if (error || !value) throw error ?? new Error('The calendar entry could not be made');
  return value;
}

/** What an unsigned, altered or foreign calendar link is told. */
export const CALENDAR_LINK_REFUSED =
  'Invalid calendar request: this link was not made for a booking. Use the link from your booking confirmation.';

const plain = (status: number, text: string) =>
  new Response(`${text}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * The route's answer: the file as a download, 403 for a link not signed with `secret` (CALENDAR_LINK_SECRET), or
 * 400 with the reason.
 */
export function bookingCalendarResponse(url: URL, secret: string): Response {
  const query = verifiedCalendarQuery(url.searchParams, secret);
  if (!query) return plain(403, CALENDAR_LINK_REFUSED);
  const parsed = parseCalendarQuery(query);
  if (!parsed.ok) return plain(400, parsed.message);
  return new Response(bookingCalendarFile(parsed.event), {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': 'attachment; filename="booking.ics"',
      'cache-control': 'private, no-store',
    },
  });
}

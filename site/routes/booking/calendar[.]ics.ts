import { createFileRoute } from '@tanstack/react-router';

async function handle({ request }: { request: Request }): Promise<Response> {
  const { bookingCalendarResponse } = await import('../../server/booking-calendar.ts');
  const { siteConfig } = await import('../../server/config.ts');
  return bookingCalendarResponse(new URL(request.url), siteConfig().CALENDAR_LINK_SECRET);
}

/**
 * `/booking/calendar.ics?title&location&date&time&durationHours&description…&reference&sig`: a booking's calendar
 * file, only for a link the brand API signed (the create answer's `calendarLink`).
 */
export const Route = createFileRoute('/booking/calendar.ics')({
  server: { handlers: { GET: handle } },
});

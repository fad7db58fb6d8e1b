import { createFileRoute } from '@tanstack/react-router';

async function handle({ request }: { request: Request }): Promise<Response> {
  const { bookingCalendarResponse } = await import('../../server/booking-calendar.ts');
  return bookingCalendarResponse(new URL(request.url));
}

/** `/booking/calendar.ics?title&location&date&time&durationHours&description…&reference`: a booking's calendar file. */
export const Route = createFileRoute('/booking/calendar.ics')({
  server: { handlers: { GET: handle } },
});

import { z } from '../zod.ts';
import { requestObject, responseObject } from './common.ts';
import { managedBooking } from './manage.ts';

/*
 * Booking reminders: the reminder e-mail's "I'll be there" link opens the site's attend page, whose
 * one button posts here. The booking's history gains 'confirmed-by-diner' once; pressing again answers with
 * the first time.
 */

/** "I'll be there" carries nothing but the link's token (in the path). */
export const bookingAttendRequest = requestObject({});
export type BookingAttendRequest = z.infer<typeof bookingAttendRequest>;

export const bookingAttendResponse = responseObject({
  /** When the diner first said they will be there. */
  confirmedAt: z.iso.datetime({ offset: true }),
  booking: managedBooking,
});
export type BookingAttendResponse = z.infer<typeof bookingAttendResponse>;

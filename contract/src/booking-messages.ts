import { BOOKING_MESSAGES } from './errors.ts';

/**
 * What the journey shows when create fails (spec 8.2): the error body's message when it
 * has one, else 'Something went wrong trying to place your booking, please try again'.
 * The 8.2 messages themselves are `BOOKING_MESSAGES` in errors.ts.
 */
export function createBookingFailureMessage(serverMessage?: string | null): string {
  return serverMessage?.trim() || BOOKING_MESSAGES.bookingFailed;
}

/** Spec 9: enquiry mode promises a reply within 48 hours. */
export const ENQUIRY_REPLY_HOURS = 48;

/** The booking domain's public face: its seed, its e-mails and the reference numbers it hands out. */
export {
  type BookingMailDetails,
  bookingCalendarEvent,
  bookingMailMessage,
  directionsUrl,
  londonDateTime,
  reservationJsonLd,
  reservationJsonLdScript,
  restaurantPageUrl,
  sendBookingMail,
} from './emails.ts';
export { seedBooking } from './seed.ts';
/** What a restaurant's closure does (the operators' API calls it): `ClosureService` of shared/closures.ts. */
export { type ClosureDeps, createClosureService } from './service/closures.ts';
/** A person's future bookings cancelled, each with its e-mail, before their data is erased (docs/privacy.md). */
export { cancelForErasure, ERASURE_CANCEL_REASON } from './service/erasure.ts';
/** An e-mail as compared for limits and claims: lower case, trimmed, without a `+tag`. */
export { emailKey, phoneKey } from './service/limits.ts';
export { type ReminderQueue, sendDueReminders, startReminderQueue } from './service/reminder-queue.ts';
/** Sets a booking's reminder again from the booking as it now is (after a change of time; a cancel removes it). */
export { rescheduleReminder } from './service/reminders.ts';
export { newReference } from './service/write.ts';

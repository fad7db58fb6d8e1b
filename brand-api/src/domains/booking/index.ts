/** The booking domain's public face: its seed, its e-mails and the reference numbers it hands out. */
export {
  type BookingMailDetails,
  bookingCalendarEvent,
  bookingMailMessage,
  directionsUrl,
  londonDateTime,
  restaurantPageUrl,
  sendBookingMail,
} from './emails.ts';
export { seedBooking } from './seed.ts';
export { newReference } from './service/write.ts';

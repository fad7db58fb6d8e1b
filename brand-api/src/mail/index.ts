export {
  type BookingMailDetails,
  bookingCalendarEvent,
  bookingMailMessage,
  directionsUrl,
  londonDateTime,
  restaurantPageUrl,
  sendBookingMail,
} from './booking-mail.ts';
export {
  configureMail,
  type EnqueuedMail,
  emlFolderTransport,
  enqueueMail,
  flushMail,
  type MailConfig,
  type MailEnvelope,
  type MailMessage,
  type MailTransport,
  mailConfig,
  type RetryPassResult,
  runMailRetryPass,
  smtpTransport,
  startMailRetryLoop,
} from './outbox.ts';
export { type MailOutboxRow, type MailStatus, mailOutbox } from './schema.ts';

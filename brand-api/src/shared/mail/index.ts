export {
  type BookingMailDetails,
  bookingCalendarEvent,
  bookingMailMessage,
  directionsUrl,
  londonDateTime,
  restaurantPageUrl,
  sendBookingMail,
} from '../../domains/booking/emails.ts';
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
export { type MailOutboxRow, type MailStatus, mailOutbox } from './tables.ts';

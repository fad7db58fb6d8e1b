import type { Database } from '../../shared/database.ts';
import { type MailConfig, type MailMessage, queueMail } from '../../shared/mail/message.ts';
import * as messages from './emails/messages.ts';
import type { BookingMailDetails } from './emails/parts.ts';

/*
 * The booking's e-mails, each built by `emails/messages.ts` on the shared mail builder and sent here through the
 * outbox: the confirmation or enquiry, the reminder, a change and a cancellation.
 */

export {
  bookingCancellationMessage,
  bookingChangeMessage,
  bookingMailMessage,
  bookingReminderMessage,
  type CancellationMailDetails,
  type ChangeMailDetails,
  type ReminderMailDetails,
} from './emails/messages.ts';
export {
  type BookingMailDetails,
  type CalendarMethod,
  directionsUrl,
  guests,
  londonDateTime,
  type MailPreorder,
  mailPreorder,
  recipient,
  restaurantPageUrl,
} from './emails/parts.ts';
export {
  bookingCalendarEvent,
  type ReservationStatus,
  reservationJsonLd,
  reservationJsonLdScript,
} from './emails/reservation.ts';

/**
 * Builds a booking e-mail and stores it in the outbox, delivered in the background so no answer waits on SMTP;
 * never throws: a build or storage failure is logged (a failed send is retried later by the outbox).
 */
async function storeBookingMail(
  database: Database,
  reference: string,
  kind: string,
  build: (config: Readonly<MailConfig>) => Promise<MailMessage>,
): Promise<void> {
  await queueMail(database, build, {
    context: { reference },
    failure: { kind },
    queued: 'booking mail queued',
    failed: 'booking mail could not be stored',
  });
}

/** Stores the message in the outbox and tries to send it; never throws (a failed send is retried later). */
export function sendBookingMail(database: Database, details: BookingMailDetails): Promise<void> {
  return storeBookingMail(database, details.reference, details.kind, (config) =>
    messages.bookingMailMessage(details, config),
  );
}

/** Stores the reminder in the outbox and tries to send it; never throws (a failed send is retried later). */
export function sendReminderMail(database: Database, details: messages.ReminderMailDetails): Promise<void> {
  return storeBookingMail(database, details.reference, 'reminder', (config) =>
    messages.bookingReminderMessage(details, config),
  );
}

/** Stores the cancellation in the outbox and tries to send it; never throws (a failed send is retried later). */
export function sendCancellationMail(
  database: Database,
  details: messages.CancellationMailDetails,
): Promise<void> {
  return storeBookingMail(database, details.reference, 'cancellation', (config) =>
    messages.bookingCancellationMessage(details, config),
  );
}

/** Stores the change e-mail in the outbox and tries to send it; never throws (a failed send is retried later). */
export function sendChangeMail(database: Database, details: messages.ChangeMailDetails): Promise<void> {
  return storeBookingMail(database, details.reference, 'change', (config) =>
    messages.bookingChangeMessage(details, config),
  );
}

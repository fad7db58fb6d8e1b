import { extrasWords, type ManagedBooking } from '@fittizia/contract';
import type { ReactNode } from 'react';
import { londonDayTime } from '../../../shared/format.ts';
import { factList } from '../steps/modal.css.ts';
import * as styles from './ManageBooking.css.ts';

/** One fact of the booking: a term and its value in the page's description list. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

/** The card guarantee's window: from when a cancellation is late, and that nothing is charged online. */
export function CardWindow({ booking, now }: { booking: ManagedBooking; now: Date }) {
  if (!booking.cardGuaranteed || !booking.lateFrom) return null;
  const late = now.getTime() >= Date.parse(booking.lateFrom);
  return (
    <p className={styles.notice}>
      {late
        ? `This booking is guaranteed by card and is now within the restaurant's ${booking.cancellationWindowHours}-hour cancellation window: cancelling now is recorded as a late cancellation.`
        : `This booking is guaranteed by card. Cancel before ${londonDayTime(new Date(booking.lateFrom))} (${booking.cancellationWindowHours} hours before your booking); a later cancellation is recorded as a late cancellation.`}{' '}
      No charge is taken online.
    </p>
  );
}

/**
 * The booking's extras as the confirmation and the e-mails list them (the contract's booking summary): each with
 * its quantity and price, then their total; nothing without extras.
 */
export function ExtrasFact({ extras }: { extras: ManagedBooking['extras'] }) {
  const words = extrasWords(extras);
  if (!words) return null;
  return (
    <Fact term="Extras">
      <ul className={factList}>
        {words.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {words.total}
    </Fact>
  );
}

import {
  BookingErrorCode,
  bookingErrorMessage,
  STANDBY_HOLD_MINUTES,
  type StandbyEntry as StandbyEntryData,
} from '@fittizia/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import * as styles from '../ManageBooking/ManageBooking.css.ts';
import { type ManageProblem, manageProblemMessage } from '../ManageBooking/problems.tsx';
import { longDate, partyWords } from '../steps/format.ts';

/*
 * A standby entry's page: the link in the standby e-mails. It shows the diner's place in line, an
 * offered table with "Book this table" while it is held, the booking once claimed, and "Leave the standby list".
 * Its forms are plain posts to the page's own address (`intent` claim or leave), answered with a redirect back,
 * so the page works the same with JavaScript off.
 */

/** What the page loaded: the entry, or why its link does not work (code 30). */
export type StandbyLoad = { kind: 'found'; entry: StandbyEntryData } | { kind: 'problem'; code: number };

const untilFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});

/** The heading of each status. */
export const STANDBY_HEADINGS = {
  waiting: 'You are on the standby list',
  offered: 'A table is free for you',
  booked: 'Your table is booked',
  left: 'You have left the standby list',
  expired: 'This offer has expired',
} as const;

function Problem({ children }: { children: React.ReactNode }) {
  return (
    <p className={styles.problem} role="alert">
      {children}
    </p>
  );
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

/** A one-button form posting `intent` to the page. */
function IntentForm({
  action,
  intent,
  label,
  variant,
}: {
  action: string;
  intent: 'claim' | 'leave';
  label: string;
  variant?: 'secondary';
}) {
  return (
    <form method="post" action={action}>
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" {...(variant ? { variant } : {})}>
        {label}
      </Button>
    </form>
  );
}

export interface StandbyEntryProps {
  load: StandbyLoad;
  /** The page's own address: its forms post here. */
  action: string;
  /** What went wrong with the last post. */
  problem?: ManageProblem | undefined;
  /** Where to book instead (the booking page). */
  bookPath: string;
}

/** A standby entry: its place in line, an offer to claim, the booking made, or that it has ended. */
export function StandbyEntryView({ load, action, problem, bookPath }: StandbyEntryProps) {
  if (load.kind === 'problem') {
    return (
      <div className={styles.page}>
        <Heading level="1">Standby link not recognised</Heading>
        <Problem>{bookingErrorMessage(load.code)}</Problem>
        <p>
          <a href={bookPath}>Book a table</a>
        </p>
      </div>
    );
  }
  const { entry } = load;
  const live = entry.status === 'waiting' || entry.status === 'offered';
  return (
    <div className={styles.page}>
      <Heading level="1">{STANDBY_HEADINGS[entry.status]}</Heading>
      {problem !== undefined ? <Problem>{manageProblemMessage(problem)}</Problem> : null}
      {entry.status === 'waiting' ? (
        <p className={styles.notice} role="status">
          {`You are number ${entry.position ?? 1} in line. When a table that fits comes free we will e-mail ${entry.emailAddress} and hold it for you for ${STANDBY_HOLD_MINUTES} minutes.`}
        </p>
      ) : null}
      {entry.status === 'offered' && entry.offer ? (
        <p className={styles.notice} role="status">
          {`We are holding a table for you at ${entry.offer.time} until ${untilFormat.format(new Date(entry.offer.expiresAt))}. Book it before then, or it passes to the next diner on the list.`}
        </p>
      ) : null}
      {entry.status === 'expired' ? (
        <p className={styles.notice} role="status">
          {bookingErrorMessage(BookingErrorCode.StandbyOfferExpired)}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <Fact term="Restaurant">{entry.restaurant.name}</Fact>
        <Fact term="Date">{longDate(entry.date)}</Fact>
        {entry.offer ? (
          <Fact term="Time">{entry.offer.time}</Fact>
        ) : (
          <Fact term="Times">{`${entry.windowFrom} to ${entry.windowTo}`}</Fact>
        )}
        <Fact term="Guests">{partyWords({ adults: entry.adults, children: entry.children })}</Fact>
        {entry.booking ? <Fact term="Booking reference">{entry.booking.reference}</Fact> : null}
        <Fact term="E-mails go to">{entry.emailAddress}</Fact>
      </dl>
      {entry.booking ? (
        <p>
          <Button asChild>
            <a href={entry.booking.manageLink}>See or manage your booking</a>
          </Button>
        </p>
      ) : null}
      {live ? (
        <ul className={styles.links}>
          {entry.status === 'offered' ? (
            <li>
              <IntentForm action={action} intent="claim" label="Book this table" />
            </li>
          ) : null}
          <li>
            <IntentForm action={action} intent="leave" label="Leave the standby list" variant="secondary" />
          </li>
        </ul>
      ) : null}
      {entry.status === 'left' || entry.status === 'expired' ? (
        <p>
          <a href={bookPath}>Book another time</a>
        </p>
      ) : null}
    </div>
  );
}

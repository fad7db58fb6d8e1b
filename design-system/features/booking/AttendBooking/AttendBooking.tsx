import type { ManagedBooking } from '@fittizia/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import * as styles from '../ManageBooking/ManageBooking.css.ts';
import {
  LinkProblem,
  type ManageLoad,
  type ManageProblem,
  manageProblemMessage,
  Problem,
} from '../ManageBooking/problems.tsx';
import { longDate, partyWords } from '../steps/format.ts';

/*
 * "I'll be there": the page a reminder e-mail's link opens. Opening it changes nothing (mail scanners
 * open links too); its one button is a plain form post to the page's own address, answered with a redirect back
 * here saying thank you, so it works the same with JavaScript off.
 */

export interface AttendBookingProps {
  load: ManageLoad;
  /** The page's own address: the button posts here. */
  action: string;
  /** The booking's manage page; its cancel step is `?step=cancel` of it. */
  managePath: string;
  /** The diner has just said they will be there (the post succeeded). */
  confirmed?: boolean;
  /** What went wrong with the last post. */
  problem?: ManageProblem | undefined;
  /** The find-my-booking page, offered when the link does not work. */
  findPath: string;
}

const summary = (booking: ManagedBooking) =>
  `${booking.restaurant.name}, ${longDate(booking.date)} at ${booking.time}, ${partyWords(booking)} (booking reference ${booking.reference}).`;

/** The reminder's "I'll be there": ask once, thank after; a cancelled or unknown booking says so. */
export function AttendBooking({
  load,
  action,
  managePath,
  confirmed,
  problem,
  findPath,
}: AttendBookingProps) {
  if (load.kind === 'problem') return <LinkProblem code={load.code} findPath={findPath} />;
  const { booking } = load;
  if (booking.status === 'cancelled') {
    return (
      <div className={styles.page}>
        <Heading level="1">This booking is cancelled</Heading>
        <p className={styles.notice} role="status">
          {`Your booking at ${summary(booking)} was cancelled, so there is nothing to confirm.`}
        </p>
        <p>
          <a href={`${booking.restaurant.pagePath}#booking`}>Book a table at {booking.restaurant.name}</a>
        </p>
      </div>
    );
  }
  if (confirmed) {
    return (
      <div className={styles.page}>
        <Heading level="1">Thank you, see you soon</Heading>
        <p className={styles.notice} role="status">
          {`We have let ${booking.restaurant.name} know you will be there: ${summary(booking)}`}
        </p>
        <ul className={styles.links}>
          <li>
            <a href={managePath}>View my booking</a>
          </li>
          <li>
            <a href={booking.restaurant.directionsUrl} target="_blank" rel="noopener noreferrer">
              Get directions (opens in a new tab)
            </a>
          </li>
        </ul>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <Heading level="1">Will you be there?</Heading>
      <p className={styles.notice}>{`Your booking: ${summary(booking)}`}</p>
      {problem !== undefined ? <Problem>{manageProblemMessage(problem)}</Problem> : null}
      <form method="post" action={action}>
        <input type="hidden" name="intent" value="attend" />
        <ul className={styles.links}>
          <li>
            <Button type="submit">Yes, I'll be there</Button>
          </li>
          <li>
            <Button asChild variant="secondary">
              <a href={`${managePath}?step=cancel`}>No, cancel my booking</a>
            </Button>
          </li>
        </ul>
      </form>
      <p>
        <a href={managePath}>View my booking</a>
      </p>
    </div>
  );
}

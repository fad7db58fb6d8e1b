import {
  BookingErrorCode,
  bookingErrorMessage,
  CANCEL_REASON_MAX_LENGTH,
  type ManagedBooking,
  SOCKET_TIMEOUT_MESSAGE,
} from '@fittizia/contract';
import { Heading } from '../../../components/Heading/Heading.tsx';
import * as styles from './ManageBooking.css.ts';

/** What the manage page loaded: the booking, or why its link does not work (codes 22 and 23). */
export type ManageLoad = { kind: 'found'; booking: ManagedBooking } | { kind: 'problem'; code: number };

/** What went wrong with the last post: a booking code, a refused field, too many tries, or no answer. */
export type ManageProblem = number | 'invalid' | 'busy' | 'failed';

export const MANAGE_PROBLEM_MESSAGES = {
  invalid: `Your reason must be ${CANCEL_REASON_MAX_LENGTH} characters or fewer.`,
  findInvalid: 'Enter the booking reference from your confirmation and the e-mail address you booked with.',
  changeInvalid:
    'Enter the new date as dd/mm/yyyy, choose a time, and say how many adults and children are coming.',
  busy: 'You have tried too many times. Please wait a few minutes and try again.',
  failed: SOCKET_TIMEOUT_MESSAGE,
} as const;

/** The words of a problem (a booking code reads as the contract's table). */
export function manageProblemMessage(
  problem: ManageProblem,
  form: 'cancel' | 'find' | 'change' = 'cancel',
): string {
  if (typeof problem === 'number') return bookingErrorMessage(problem);
  if (problem === 'invalid' && form === 'find') return MANAGE_PROBLEM_MESSAGES.findInvalid;
  if (problem === 'invalid' && form === 'change') return MANAGE_PROBLEM_MESSAGES.changeInvalid;
  return MANAGE_PROBLEM_MESSAGES[problem];
}

/** A problem in words, announced. */
export function Problem({ children }: { children: React.ReactNode }) {
  return (
    <p className={styles.problem} role="alert">
      {children}
    </p>
  );
}

/** A booking link that does not work (22, or 23 once the booking has passed): why, and find-my-booking instead. */
export function LinkProblem({ code, findPath }: { code: number; findPath: string }) {
  return (
    <div className={styles.page}>
      <Heading level="1">
        {code === BookingErrorCode.BookingPast ? 'This booking has passed' : 'Booking link not recognised'}
      </Heading>
      <Problem>{bookingErrorMessage(code)}</Problem>
      <p>
        <a href={findPath}>Find your booking with its reference and e-mail address</a>
      </p>
    </div>
  );
}

import {
  BookingErrorCode,
  bookingErrorMessage,
  CALENDAR_ENTRY_HOURS,
  CANCEL_REASON_MAX_LENGTH,
  MAX_ADULTS,
  MAX_CHILDREN,
  type ManagedBooking,
  MIN_ADULTS,
  SOCKET_TIMEOUT_MESSAGE,
} from '@fittizia/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { DatePicker } from '../../../components/DatePicker/DatePicker.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { NumberStepper } from '../../../components/NumberStepper/NumberStepper.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { BOOKING_TIMES, TimeSelect } from '../../../components/TimeSelect/TimeSelect.tsx';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import { type BookingCalendarEvent, googleCalendarUrl, outlookCalendarUrl } from '../calendar.ts';
import { longDate, partyWords, toDate } from '../steps/format.ts';
import * as styles from './ManageBooking.css.ts';

/*
 * Manage my booking (issue 25): the booking's own page and "find my booking". Both are plain forms that post to
 * the page's own address, so they work the same with JavaScript off; the site answers each post with a redirect
 * back to the page (post, redirect, get).
 */

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

const timeFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: '2-digit',
  minute: '2-digit',
});

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
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

/** The card guarantee's window: from when a cancellation is late, and that nothing is charged online. */
function CardWindow({ booking, now }: { booking: ManagedBooking; now: Date }) {
  if (!booking.cardGuaranteed || !booking.lateFrom) return null;
  const late = now.getTime() >= Date.parse(booking.lateFrom);
  return (
    <p className={styles.notice}>
      {late
        ? `This booking is guaranteed by card and is now within the restaurant's ${booking.cancellationWindowHours}-hour cancellation window: cancelling now is recorded as a late cancellation.`
        : `This booking is guaranteed by card. Cancel before ${timeFormat.format(new Date(booking.lateFrom))} (${booking.cancellationWindowHours} hours before your booking); a later cancellation is recorded as a late cancellation.`}{' '}
      No charge is taken online.
    </p>
  );
}

/** The change form (issue 25): the new date, time and party, posted as `intent=change` to the page's address. */
function ChangeForm({
  booking,
  action,
  problem,
  now,
}: {
  booking: ManagedBooking;
  action: string;
  problem: ManageProblem | undefined;
  now: Date;
}) {
  return (
    <section className={styles.section} aria-labelledby="manage-change-form-heading">
      <Heading level="2" id="manage-change-form-heading">
        Change your booking
      </Heading>
      <p>
        Choose the new date, time or number of guests. We check there is a table before anything changes: if
        there is none, your booking stays exactly as it is.
      </p>
      {problem !== undefined ? <Problem>{manageProblemMessage(problem, 'change')}</Problem> : null}
      <form method="post" action={action} className={styles.section}>
        <input type="hidden" name="intent" value="change" />
        <div className={styles.party}>
          <NumberStepper
            name="adults"
            label="Adults"
            itemName="adult"
            min={MIN_ADULTS}
            max={MAX_ADULTS}
            defaultValue={booking.adults}
          />
          <NumberStepper
            name="children"
            label="Children"
            itemName="child"
            min={0}
            max={MAX_CHILDREN}
            defaultValue={booking.children}
          />
        </div>
        <DatePicker
          name="date"
          label="Date"
          hint="For example, 27/03/2026"
          today={now}
          defaultValue={toDate(booking.date)}
        />
        <TimeSelect name="time" label="Time" defaultValue={booking.time} times={BOOKING_TIMES} />
        <ul className={styles.links}>
          <li>
            <Button type="submit">Change my booking</Button>
          </li>
          <li>
            <a href={action}>No, keep my booking as it is</a>
          </li>
        </ul>
      </form>
    </section>
  );
}

export interface ManageBookingProps {
  load: ManageLoad;
  /** The page's own address: its forms post here; the cancel and change steps are `?step=cancel` and `?step=change`. */
  action: string;
  /** `cancel`: the confirmation step with the optional reason; `change`: the new date, time and party. */
  step?: 'view' | 'cancel' | 'change';
  /** What went wrong with the last post. */
  problem?: ManageProblem | undefined;
  /** What the last post did: `changed` says the booking now has the details shown. */
  done?: 'changed' | undefined;
  /** The find-my-booking page, offered when the link does not work. */
  findPath: string;
  /** The calendar file of the booking (the brand API's signed link), as the site serves it. */
  now?: Date;
}

/** A booking's own page: every detail, calendar links, directions, and cancel with a confirmation step. */
export function ManageBooking({
  load,
  action,
  step = 'view',
  problem,
  done,
  findPath,
  now = new Date(),
}: ManageBookingProps) {
  if (load.kind === 'problem') return <LinkProblem code={load.code} findPath={findPath} />;
  const { booking } = load;
  const { restaurant } = booking;
  const cancelled = booking.status === 'cancelled';
  const place = [restaurant.name, ...restaurant.addressLines, restaurant.postcode].filter(Boolean).join(', ');
  const event: BookingCalendarEvent = {
    title: `Table at ${restaurant.name}`,
    location: place,
    date: booking.date,
    time: booking.time,
    durationHours: CALENDAR_ENTRY_HOURS,
    description: [partyWords(booking), booking.menuName].filter(Boolean).join(', '),
    reference: booking.reference,
  };
  return (
    <div className={styles.page}>
      <Heading level="1">{cancelled ? 'Your booking is cancelled' : 'Your booking'}</Heading>
      {problem !== undefined && step === 'view' ? <Problem>{manageProblemMessage(problem)}</Problem> : null}
      {done === 'changed' && !cancelled && step === 'view' ? (
        <p className={styles.notice} role="status">
          {`Your booking has been changed. We have sent the new details and an updated calendar entry to ${booking.emailAddress}.`}
        </p>
      ) : null}
      {cancelled ? (
        <p className={styles.notice} role="status">
          {`This booking was cancelled${booking.cancelledAt ? ` on ${timeFormat.format(new Date(booking.cancelledAt))}` : ''} and its table has been released.`}
          {booking.lateCancellation
            ? ' It was cancelled within the cancellation window and is recorded as a late cancellation. No charge has been taken.'
            : ''}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <Fact term="Booking reference">{booking.reference}</Fact>
        <Fact term="Restaurant">
          <a href={restaurant.pagePath}>{restaurant.name}</a>
          {place.length > restaurant.name.length ? place.slice(restaurant.name.length) : ''}
        </Fact>
        <Fact term="Date">{longDate(booking.date)}</Fact>
        <Fact term="Time">{booking.time}</Fact>
        <Fact term="Guests">{partyWords(booking)}</Fact>
        {booking.menuName ? <Fact term="Menu">{booking.menuName}</Fact> : null}
        {booking.extras.length ? (
          <Fact term="Extras">{booking.extras.map((e) => `${e.name} × ${e.quantity}`).join(', ')}</Fact>
        ) : null}
        {booking.specialRequest ? (
          <Fact term="Special request and needs">{booking.specialRequest}</Fact>
        ) : null}
        {booking.cancelReason ? <Fact term="Your reason">{booking.cancelReason}</Fact> : null}
        <Fact term="Confirmation sent to">{booking.emailAddress}</Fact>
      </dl>
      <ul className={styles.links}>
        <li>
          <Button asChild variant="secondary">
            <a href={restaurant.directionsUrl} target="_blank" rel="noopener noreferrer">
              Get Directions<span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
          </Button>
        </li>
        {restaurant.phoneNumber ? (
          <li>
            <a href={`tel:${restaurant.phoneNumber.replace(/\s+/g, '')}`}>
              <span className={visuallyHidden}>Call the restaurant on </span>
              {restaurant.phoneNumber}
            </a>
          </li>
        ) : null}
      </ul>
      {cancelled ? null : (
        <section className={styles.section} aria-labelledby="manage-calendar-heading">
          <Heading level="2" id="manage-calendar-heading">
            Add to your calendar
          </Heading>
          <ul className={styles.links}>
            <li>
              <Button asChild variant="outline" size="sm">
                <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                  Outlook<span className={visuallyHidden}> calendar (opens in a new tab)</span>
                </a>
              </Button>
            </li>
            <li>
              <Button asChild variant="outline" size="sm">
                <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                  Google<span className={visuallyHidden}> calendar (opens in a new tab)</span>
                </a>
              </Button>
            </li>
            {booking.calendarLink ? (
              <li>
                <Button asChild variant="outline" size="sm">
                  <a href={booking.calendarLink} download="booking.ics">
                    Apple<span className={visuallyHidden}> calendar (.ics file)</span>
                  </a>
                </Button>
              </li>
            ) : null}
          </ul>
        </section>
      )}
      {cancelled ? null : step === 'cancel' ? (
        <section className={styles.section} aria-labelledby="manage-cancel-heading">
          <Heading level="2" id="manage-cancel-heading">
            Cancel this booking?
          </Heading>
          <CardWindow booking={booking} now={now} />
          {problem !== undefined ? <Problem>{manageProblemMessage(problem)}</Problem> : null}
          <form method="post" action={action} className={styles.section}>
            <input type="hidden" name="intent" value="cancel" />
            <Textarea
              name="message"
              label="Reason for cancelling (optional)"
              hint="This helps the restaurant. You do not need to give one."
              maxCharacters={CANCEL_REASON_MAX_LENGTH}
              rows={3}
            />
            <ul className={styles.links}>
              <li>
                <Button type="submit">Yes, cancel my booking</Button>
              </li>
              <li>
                <a href={action}>No, keep my booking</a>
              </li>
            </ul>
          </form>
        </section>
      ) : step === 'change' ? (
        <ChangeForm booking={booking} action={action} problem={problem} now={now} />
      ) : (
        <section className={styles.section} aria-labelledby="manage-change-heading">
          <Heading level="2" id="manage-change-heading">
            Change or cancel
          </Heading>
          <CardWindow booking={booking} now={now} />
          <ul className={styles.links}>
            <li>
              <Button asChild variant="secondary">
                <a href={`${action}?step=change`}>Change date, time or guests</a>
              </Button>
            </li>
            <li>
              <Button asChild variant="secondary">
                <a href={`${action}?step=cancel`}>Cancel this booking</a>
              </Button>
            </li>
          </ul>
        </section>
      )}
    </div>
  );
}

export interface FindBookingProps {
  /** The page's own address: the form posts here. */
  action: string;
  problem?: ManageProblem | undefined;
}

/** Find my booking: the reference and the e-mail address it was made with. */
export function FindBooking({ action, problem }: FindBookingProps) {
  return (
    <div className={styles.page}>
      <Heading level="1">Find my booking</Heading>
      <p>
        Enter the booking reference from your confirmation e-mail and the e-mail address you booked with. We
        will take you to your booking, where you can see its details or cancel it.
      </p>
      {problem !== undefined ? <Problem>{manageProblemMessage(problem, 'find')}</Problem> : null}
      <form method="post" action={action} className={styles.section}>
        <TextInput
          name="reference"
          label="Booking reference"
          hint="For example, K7QM2XRA"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          width="10"
        />
        <TextInput name="emailAddress" type="email" label="E-mail address" autoComplete="email" required />
        <p>
          <Button type="submit">Find my booking</Button>
        </p>
      </form>
    </div>
  );
}

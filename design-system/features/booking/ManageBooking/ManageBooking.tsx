import { CALENDAR_ENTRY_HOURS, CANCEL_REASON_MAX_LENGTH } from '@fittizia/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { londonDayTime } from '../../../shared/format.ts';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import { type BookingCalendarEvent, googleCalendarUrl, outlookCalendarUrl } from '../calendar.ts';
import { PreorderLinks } from '../PreorderOrganiser/PreorderLinks.tsx';
import { longDate, partyWords } from '../steps/format.ts';
import { ChangeForm } from './ChangeForm.tsx';
import * as styles from './ManageBooking.css.ts';
import { CardWindow, ExtrasFact, Fact } from './parts.tsx';
import {
  LinkProblem,
  type ManageLoad,
  type ManageProblem,
  manageProblemMessage,
  Problem,
} from './problems.tsx';

/*
 * Manage my booking: the booking's own page and "find my booking". Both are plain forms that post to
 * the page's own address, so they work the same with JavaScript off; the site answers each post with a redirect
 * back to the page (post, redirect, get). The change form, find my booking and the problems are beside this file.
 */

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
  /** The booking's restaurant with its opening hours, when known: the change form follows them. */
  restaurant?: Record<string, unknown> | undefined;
  /** The site's origin for the pre-order's guests' link (else the page's own, once it runs). */
  origin?: string | undefined;
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
  restaurant: restaurantHours,
  origin,
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
          {`This booking was cancelled${booking.cancelledAt ? ` on ${londonDayTime(new Date(booking.cancelledAt))}` : ''} and its table has been released.`}
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
        <ExtrasFact extras={booking.extras} />
        {booking.specialRequest ? (
          <Fact term="Special request and needs">{booking.specialRequest}</Fact>
        ) : null}
        {booking.cancelReason ? <Fact term="Your reason">{booking.cancelReason}</Fact> : null}
        <Fact term="Confirmation sent to">{booking.emailAddress}</Fact>
      </dl>
      {booking.preorder ? <PreorderLinks preorder={booking.preorder} origin={origin} /> : null}
      <ul className={styles.links}>
        {cancelled ? (
          <li>
            {/* Where the cancellation e-mail's "Book again" goes: the restaurant's page, its booking opened. */}
            <Button asChild>
              <a href={`${restaurant.pagePath}#booking`}>Book again</a>
            </Button>
          </li>
        ) : null}
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
        <ChangeForm
          booking={booking}
          action={action}
          problem={problem}
          now={now}
          restaurant={restaurantHours}
        />
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

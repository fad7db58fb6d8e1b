import { CALENDAR_ENTRY_HOURS, ENQUIRY_REPLY_HOURS, type Restaurant } from '@fittizia/contract';
import { lazy, Suspense } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import { visuallyHidden } from '../../../../tokens/visuallyHidden.css.ts';
import { addressLines } from '../../../restaurants/RestaurantDetails/restaurantLinks.ts';
import { type BookingCalendarEvent, googleCalendarUrl, outlookCalendarUrl } from '../../calendar.ts';
import { type JourneyState, specialRequestText } from '../../journey/index.ts';
import { ConfirmationSent } from '../ConfirmationSent/ConfirmationSent.tsx';
import { longDate, partyWords } from '../format.ts';
import * as styles from '../modal.css.ts';
import { StepHeading } from '../StepHeading.tsx';
import { ExtrasFacts } from './ExtrasFacts.tsx';

/** A group's pre-order links, loaded only for a booking that has one: the booking chunk stays within its budget. */
const PreorderLinks = lazy(() =>
  import('../../PreorderOrganiser/PreorderLinks.tsx').then((m) => ({ default: m.PreorderLinks })),
);

export interface ConfirmationLinks {
  restaurant(r: Restaurant): string;
  menu(r: Restaurant): string;
  directions(r: Restaurant): string;
  ics(event: BookingCalendarEvent): string;
  /** The site's origin for a pre-order's guests' link (else the page's own, once it runs). */
  origin?: string | undefined;
}

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt className={styles.factTerm}>{term}</dt>
      <dd className={styles.factValue}>{children}</dd>
    </>
  );
}

/**
 * The calendar block's links (spec 2.5): Outlook and Google in a new tab, Apple as an .ics download: the link the
 * brand API signed for the booking, kept with the confirmation, else the site's (`links.ics`).
 */
const calendarLinks = (event: BookingCalendarEvent, links: ConfirmationLinks, signed: string | undefined) => [
  { name: 'Outlook', href: outlookCalendarUrl(event), hidden: ' calendar (opens in a new tab)' },
  { name: 'Google', href: googleCalendarUrl(event), hidden: ' calendar (opens in a new tab)' },
  {
    name: 'Apple',
    href: signed ?? links.ics(event),
    hidden: ' calendar (.ics file)',
    download: 'booking.ics',
  },
];

/** The confirmed booking (spec 2.5): every choice, the reference, calendar links, the menu and directions. */
export function Confirmation({
  state,
  restaurant,
  links,
}: {
  state: JourneyState;
  restaurant: Restaurant | undefined;
  links: ConfirmationLinks;
}) {
  const { search, chosen, confirmation } = state;
  if (!chosen || !search.date || !confirmation) return null;
  const storeName = chosen.storeName || restaurant?.title || '';
  const menuName = state.menus?.find((m) => m.id === state.menuId)?.name;
  const special = specialRequestText(state.customer);
  const location = restaurant ? addressLines(restaurant).join(', ') : '';
  const event: BookingCalendarEvent = {
    title: `Table at ${storeName}`,
    location: location || storeName,
    date: search.date,
    time: chosen.time,
    durationHours: CALENDAR_ENTRY_HOURS,
    description: [partyWords(search), menuName].filter(Boolean).join(', '),
    reference: confirmation.reference,
  };
  return (
    <div className={styles.stack}>
      <StepHeading focusKey="done">
        {confirmation.enquiry ? 'Your enquiry has been sent' : 'Your table is booked'}
      </StepHeading>
      {confirmation.enquiry ? (
        <p className={styles.notice}>
          Your booking is not yet confirmed. The restaurant will reply within {ENQUIRY_REPLY_HOURS} hours.
        </p>
      ) : null}
      <dl className={styles.facts}>
        <Fact term="Restaurant">
          {restaurant ? <a href={links.restaurant(restaurant)}>{storeName}</a> : storeName}
          {location ? `, ${location}` : ''}
        </Fact>
        <Fact term="Date">{longDate(search.date)}</Fact>
        <Fact term="Time">{chosen.time}</Fact>
        <Fact term="Guests">{partyWords(search)}</Fact>
        {menuName ? <Fact term="Menu">{menuName}</Fact> : null}
        <ExtrasFacts state={state} />
        {special ? <Fact term="Special request">{special}</Fact> : null}
        <Fact term={confirmation.enquiry ? 'Enquiry reference' : 'Booking reference'}>
          {confirmation.reference}
        </Fact>
      </dl>
      <ConfirmationSent
        sentTo={confirmation.sentTo || state.customer.email.trim()}
        manageLink={confirmation.manageLink}
        enquiry={confirmation.enquiry}
      />
      {confirmation.preorder ? (
        <Suspense fallback={<Spinner size="small" label="Loading the pre-order links" />}>
          <PreorderLinks
            preorder={confirmation.preorder}
            origin={links.origin}
            Heading="h4"
            headingClassName={styles.stepHeading}
          />
        </Suspense>
      ) : null}
      {confirmation.enquiry ? null : (
        <section className={styles.stack} aria-labelledby="booking-calendar-heading">
          <h4 id="booking-calendar-heading" className={styles.stepHeading}>
            Add to your calendar
          </h4>
          <ul className={styles.linkList}>
            {calendarLinks(event, links, confirmation.calendarLink).map(
              ({ name, href, hidden, download }) => (
                <li key={name}>
                  <Button asChild variant="outline" size="sm">
                    <a
                      href={href}
                      {...(download ? { download } : { target: '_blank', rel: 'noopener noreferrer' })}
                    >
                      {name}
                      <span className={visuallyHidden}>{hidden}</span>
                    </a>
                  </Button>
                </li>
              ),
            )}
          </ul>
        </section>
      )}
      {restaurant ? (
        <ul className={styles.linkList}>
          <li>
            <Button asChild variant="secondary">
              <a href={links.menu(restaurant)}>View Menu</a>
            </Button>
          </li>
          <li>
            <Button asChild variant="secondary">
              <a href={links.directions(restaurant)} target="_blank" rel="noopener noreferrer">
                Get Directions<span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </Button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

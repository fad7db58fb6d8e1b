import {
  CALL_US_COVERS,
  ENQUIRY_COVERS_THRESHOLD,
  ENQUIRY_REPLY_HOURS,
  MAX_TABLE_BOOKING_COVERS,
  type PartyRoute,
  partyRoute,
} from '@fittizia/contract';
import { type ReactNode, useId } from 'react';
import { Link } from '../../../components/Link/Link.tsx';
import { useAnchor } from '../../../shared/Anchor.tsx';
import * as styles from './PartySizeRule.css.ts';

/** The group-bookings page, where a party that enquires sends its enquiry. */
export const GROUP_BOOKINGS_PATH = '/group-bookings';

export interface PartySizeRuleProps {
  /** Links 'book a table online' (the group-bookings page links it to the booking dialog). */
  bookOnlineHref?: string | undefined;
  /** Links 'send us a group booking enquiry' (the booking dialog links it to the group-bookings page). */
  enquiryHref?: string | undefined;
  /** The party asked for (adults plus children): its line is marked as the current one. */
  covers?: number | undefined;
}

/**
 * The one rule for party sizes, in the same words wherever it is shown (the booking dialog's party step, the
 * group-bookings page), from the contract's constants: up to `MAX_TABLE_BOOKING_COVERS` book online, the
 * `CALL_US_COVERS` call the restaurant, from `ENQUIRY_COVERS_THRESHOLD` send an enquiry.
 */
export function PartySizeRule({ bookOnlineHref, enquiryHref, covers }: PartySizeRuleProps) {
  const id = useId();
  // The app's link (the site's navigates with its router), with the link's look.
  const Anchor = useAnchor();
  const linked = (text: string, href: string | undefined): ReactNode =>
    href ? (
      <Link asChild>
        <Anchor href={href}>{text}</Anchor>
      </Link>
    ) : (
      text
    );
  const route = covers === undefined ? undefined : partyRoute(covers);
  const line = (of: PartyRoute, children: ReactNode) => (
    <li
      className={route === of ? styles.current : undefined}
      aria-current={route === of ? 'true' : undefined}
      data-party-route={of}
    >
      {children}
    </li>
  );
  return (
    <div className={styles.rule}>
      <p className={styles.title} id={`${id}-title`}>
        How we book tables by party size
      </p>
      <ul className={styles.list} aria-labelledby={`${id}-title`}>
        {line(
          'online',
          <>
            Up to {MAX_TABLE_BOOKING_COVERS} guests: {linked('book a table online', bookOnlineHref)}.
          </>,
        )}
        {line(
          'call',
          <>
            {CALL_US_COVERS.from} to {CALL_US_COVERS.to} guests: please call the restaurant.
          </>,
        )}
        {line(
          'enquire',
          <>
            {ENQUIRY_COVERS_THRESHOLD} or more guests:{' '}
            {linked('send us a group booking enquiry', enquiryHref)}, and we reply within{' '}
            {ENQUIRY_REPLY_HOURS} hours.
          </>,
        )}
      </ul>
    </div>
  );
}

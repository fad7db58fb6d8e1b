import type { BookingPreorder } from '@fittizia/contract';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { londonDayTime } from '../../../shared/format.ts';
import { CopyField } from './CopyField.tsx';
import { absoluteLink, chosenWords } from './model.ts';
import * as styles from './PreorderOrganiser.css.ts';

/** The words over the party size after a party-size change (the manage page's answer's `preorder.overParty`). */
export const overPartyWords = (names: readonly string[], places: number) =>
  `Your party is now ${places}, so ${names.length === 1 ? 'this guest’s choice is' : 'these guests’ choices are'} over the party size: ${names.join(', ')}. Remove ${names.length === 1 ? 'it' : 'them'} on your pre-order table, or change the party size again.`;

/**
 * A booking's pre-order as the confirmation and the manage page show it to the organiser: how many have chosen,
 * the cut-off, the organiser's table to open and the guests' link to share (with a copy button), and, after a
 * party-size change, whose choices are now over the party size.
 */
export function PreorderLinks({
  preorder,
  origin,
  Heading = 'h2',
  headingClassName,
}: {
  preorder: BookingPreorder;
  /** The site's origin, to make the guests' link whole for sharing. */
  origin?: string | undefined;
  Heading?: 'h2' | 'h3' | 'h4';
  /** The heading's look where it sits (the confirmation's step headings). */
  headingClassName?: string | undefined;
}) {
  const cutoff = londonDayTime(new Date(preorder.cutoffAt));
  // The guests' link whole, to paste anywhere: the site's origin once the page runs, when not given.
  const [here, setHere] = useState(origin);
  useEffect(() => {
    if (!origin) setHere(window.location.origin);
  }, [origin]);
  return (
    <section className={styles.section} aria-labelledby="booking-preorder-heading">
      <Heading id="booking-preorder-heading" className={headingClassName}>
        Your party’s pre-order
      </Heading>
      <p className={styles.summary}>{chosenWords(preorder.chosen, preorder.places)}</p>
      {preorder.state === 'open' ? (
        <p>{`Each guest chooses their dishes, with the allergens shown, until ${cutoff}. Then the restaurant gets one sheet.`}</p>
      ) : preorder.state === 'closed' ? (
        <p className={styles.notice}>{`The pre-order closed at the cut-off, ${cutoff}.`}</p>
      ) : (
        <p className={styles.notice}>This booking was cancelled, so its pre-order is closed.</p>
      )}
      {preorder.overParty.length > 0 ? (
        <p className={styles.problem} role="status">
          {overPartyWords(preorder.overParty, preorder.places)}
        </p>
      ) : null}
      {preorder.state === 'cancelled' ? null : (
        <ul className={styles.links}>
          <li>
            <Button asChild variant="secondary">
              <a href={preorder.organiserLink}>Open your pre-order table</a>
            </Button>
          </li>
        </ul>
      )}
      {preorder.state === 'open' ? (
        <CopyField
          label="Share this link with your guests"
          value={absoluteLink(preorder.guestLink, here)}
          buttonLabel="Copy the guests’ link"
        />
      ) : null}
    </section>
  );
}

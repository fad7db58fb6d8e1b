import { PREORDER_MESSAGES, type PreorderView } from '@fittizia/contract';
import type { ReactNode } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import { longDate } from '../steps/format.ts';
import { GuestTable, OVER_PARTY } from './GuestTable.tsx';
import { chosenWords, dishCounts, tally } from './model.ts';
import * as styles from './PreorderOrganiser.css.ts';
import { ReminderPanel } from './ReminderPanel.tsx';

/*
 * The organiser's table: who has chosen what and who has not, allergens and notes, the count of each
 * dish, a reminder to send, the printable sheet and the CSV, and add, change or remove a guest. Every action is a
 * plain link or a form that posts to the page's own address (`action`), which the site answers with a redirect back
 * here (post, redirect, get), so the page works the same with JavaScript off.
 */

export type OrganiserProblem = 'closed' | 'cancelled' | 'link' | 'tooMany' | 'full' | 'invalid' | 'failed';
export type OrganiserDone = 'removed' | 'added' | 'changed';

export function organiserProblemMessage(problem: OrganiserProblem, places: number): string {
  if (problem === 'full') return PREORDER_MESSAGES.full(places);
  if (problem === 'invalid') return 'Something in the form was not accepted. Please check it and try again.';
  if (problem === 'failed') return 'We could not save that just now. Please try again.';
  return PREORDER_MESSAGES[problem];
}

export const ORGANISER_DONE: Record<OrganiserDone, string> = {
  removed: 'The guest has been removed and their place is empty again.',
  added: 'The guest’s choice has been added.',
  changed: 'The guest’s choice has been changed.',
};

export interface PreorderOrganiserProps {
  /** The organiser's view (`preorderView` through the organiser's link). */
  view: PreorderView;
  /** The page's own address: its forms post here; `?remove=<id>` asks before removing, `?add=1`, `?change=<id>`. */
  action: string;
  /** The site's origin, to make the guests' link whole for sharing. */
  origin?: string | undefined;
  printPath: string;
  csvPath: string;
  /** The guest whose removal is being confirmed. */
  remove?: string | undefined;
  problem?: OrganiserProblem | undefined;
  done?: OrganiserDone | undefined;
  /** The add or change form (the guests' page's `PreorderGuestForm`); without it the table offers remove only. */
  editor?: ReactNode;
  /** What the editor does: add a guest, or change the named guest's choice. */
  editing?: { kind: 'add' } | { kind: 'change'; firstName: string } | undefined;
}

export function PreorderOrganiser(props: PreorderOrganiserProps) {
  const { view, action, origin, printPath, csvPath, remove, problem, done, editor, editing } = props;
  const open = view.state === 'open';
  const { chosen, places, over } = tally(view);
  const counts = dishCounts(view);
  const removing = open ? view.entries?.find((e) => e.id === remove) : undefined;
  const canEdit = open && editor !== undefined;
  const manage = open
    ? (id: string, firstName: string) => (
        <ul className={styles.links}>
          {canEdit ? (
            <li>
              <a href={`${action}?change=${encodeURIComponent(id)}#preorder-editor`}>
                Change<span className={visuallyHidden}>{` ${firstName}’s choice`}</span>
              </a>
            </li>
          ) : null}
          <li>
            <a href={`${action}?remove=${encodeURIComponent(id)}#preorder-remove`}>
              Remove<span className={visuallyHidden}>{` ${firstName}`}</span>
            </a>
          </li>
        </ul>
      )
    : undefined;
  return (
    <div className={styles.page}>
      <Heading level="1">Your party’s pre-order</Heading>
      {problem ? (
        <p className={styles.problem} role="alert">
          {organiserProblemMessage(problem, places)}
        </p>
      ) : null}
      {done && !problem ? (
        <p className={styles.notice} role="status">
          {ORGANISER_DONE[done]}
        </p>
      ) : null}
      {view.state === 'cancelled' ? <p className={styles.notice}>{PREORDER_MESSAGES.cancelled}</p> : null}
      {view.state === 'closed' ? (
        <p className={styles.notice}>
          {`The pre-order closed at the cut-off, ${view.cutoffText}, and the restaurant has the sheet. Please call the restaurant to change a choice.`}
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>Restaurant</dt>
        <dd className={styles.factValue}>{view.storeName}</dd>
        <dt className={styles.factTerm}>Date and time</dt>
        <dd className={styles.factValue}>{`${longDate(view.date)} at ${view.time}`}</dd>
        <dt className={styles.factTerm}>Menu</dt>
        <dd className={styles.factValue}>{view.menuName}</dd>
        <dt className={styles.factTerm}>Booking reference</dt>
        <dd className={styles.factValue}>{view.reference}</dd>
        {open ? (
          <>
            <dt className={styles.factTerm}>Choices close</dt>
            <dd className={styles.factValue}>{view.cutoffText}</dd>
          </>
        ) : null}
      </dl>
      <p className={styles.summary}>{chosenWords(chosen, places)}</p>
      {over.length > 0 ? (
        <p className={styles.problem}>
          {`${OVER_PARTY} (${places} places): ${over.join(', ')}. Remove ${over.length === 1 ? 'this guest' : 'guests'} or change the party size on your booking.`}
        </p>
      ) : null}
      {removing ? (
        <section id="preorder-remove" className={styles.section} aria-labelledby="preorder-remove-heading">
          <Heading level="2" id="preorder-remove-heading">
            {`Remove ${removing.firstName}?`}
          </Heading>
          <p>Their choice is deleted and their place is empty again. They can choose again with the link.</p>
          <form method="post" action={action}>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="guestId" value={removing.id} />
            <ul className={styles.links}>
              <li>
                <Button type="submit">{`Yes, remove ${removing.firstName}`}</Button>
              </li>
              <li>
                <a href={action}>{`No, keep ${removing.firstName}`}</a>
              </li>
            </ul>
          </form>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="preorder-table-heading">
        <Heading level="2" id="preorder-table-heading">
          Who chose what
        </Heading>
        <GuestTable view={view} manage={manage} />
        {canEdit && !editing ? (
          <p>
            <a href={`${action}?add=1#preorder-editor`}>Add a guest’s choice for them</a>
          </p>
        ) : null}
      </section>
      {canEdit && editing ? (
        <section id="preorder-editor" className={styles.section} aria-labelledby="preorder-editor-heading">
          <Heading level="2" id="preorder-editor-heading">
            {editing.kind === 'add' ? 'Add a guest’s choice' : `Change ${editing.firstName}’s choice`}
          </Heading>
          {editor}
          <p>
            <a href={action}>Back to the table</a>
          </p>
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="preorder-counts-heading">
        <Heading level="2" id="preorder-counts-heading">
          Dishes so far
        </Heading>
        {counts.length > 0 ? (
          <ul className={styles.list}>
            {counts.map((c) => (
              <li key={c.dishId}>{`${c.name}: ${c.count}`}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>No dish chosen yet.</p>
        )}
      </section>
      {open ? <ReminderPanel view={view} origin={origin} /> : null}
      <section className={styles.section} aria-labelledby="preorder-sheet-heading">
        <Heading level="2" id="preorder-sheet-heading">
          The sheet
        </Heading>
        <ul className={styles.links}>
          <li>
            <Button asChild variant="secondary">
              <a href={printPath}>Printable sheet</a>
            </Button>
          </li>
          <li>
            <Button asChild variant="outline">
              <a href={csvPath} download>
                Download the CSV
              </a>
            </Button>
          </li>
        </ul>
      </section>
    </div>
  );
}

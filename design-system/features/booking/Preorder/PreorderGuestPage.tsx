import {
  PREORDER_MESSAGES,
  type PreorderGuestEntry,
  type PreorderGuestRequest,
  type PreorderView,
} from '@fittizia/contract';
import type { ReactNode } from 'react';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { longDate } from '../../../shared/format.ts';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import { allergenLabel, type MenuFilterState } from '../../menus/index.ts';
import * as styles from './Preorder.css.ts';
import { PreorderGuestForm } from './PreorderGuestForm.tsx';
import { conflictMessages, sectionsFor } from './preorderForm.ts';

export interface PreorderGuestPageProps {
  view: PreorderView;
  /** This browser's guest (its key's entry): `view.own` when the brand API gave it. */
  own?: PreorderGuestEntry;
  /** This browser's guest's id when only that is known (the page then marks the name as theirs). */
  ownGuestId?: string;
  /** Show the form to change this browser's entry (`?change=1`). */
  changing?: boolean;
  /** A refused submit: what was typed and the messages. */
  values?: Partial<PreorderGuestRequest>;
  errors?: Record<string, string>;
  /** Where the forms post (the page's own path). */
  action: string;
  /** The page's link to change your entry (no script: the same page with `?change=1`). */
  changeHref: string;
  /** After a saved submit: "Your choice is saved". */
  notice?: string;
  filters?: MenuFilterState;
  onSubmit?: (values: PreorderGuestRequest) => void;
  busy?: boolean;
}

export const PREORDER_PAGE_TEXT = {
  title: 'Choose your meal',
  saved: 'Your choice is saved. You can change it until the cut-off.',
  add: 'Add your choice',
  change: 'Change your choice',
  yours: 'Your choice',
} as const;

/** The guests' page: the booking, who has chosen, the form to add yourself, your own entry and its change. */
export function PreorderGuestPage({
  view,
  own = view.own,
  ownGuestId = own?.id,
  changing = false,
  values,
  errors,
  action,
  changeHref,
  notice,
  filters,
  onSubmit,
  busy,
}: PreorderGuestPageProps) {
  const open = view.state === 'open';
  const chosen = view.guests.filter((g) => g.chosen).length;
  const stateMessage = view.state === 'open' ? null : PREORDER_MESSAGES[view.state];
  const refused = Boolean(errors && Object.keys(errors).length > 0);
  const showForm = open && (!own || changing || refused);

  return (
    <div className={styles.root}>
      <header className={styles.summary}>
        <Heading level="1">{PREORDER_PAGE_TEXT.title}</Heading>
        <p className={styles.muted}>
          {view.menuName} at {view.storeName}
        </p>
      </header>
      {stateMessage ? (
        <p role="status" className={styles.warnings} data-testid="preorder-state">
          {stateMessage}
        </p>
      ) : null}
      {notice && !refused ? (
        <p role="status" className={styles.notice} data-testid="preorder-notice">
          {notice}
        </p>
      ) : null}
      <section aria-labelledby="preorder-booking">
        <Heading level="2" size="4" id="preorder-booking">
          The booking
        </Heading>
        <dl className={styles.summary}>
          <Row term="Restaurant">{view.storeName}</Row>
          <Row term="Date">{longDate(view.date)}</Row>
          <Row term="Time">{view.time}</Row>
          <Row term="Places">
            {view.places} ({view.adults} {view.adults === 1 ? 'adult' : 'adults'}
            {view.children > 0 ? `, ${view.children} ${view.children === 1 ? 'child' : 'children'}` : ''})
          </Row>
          <Row term="Menu">{view.menuName}</Row>
          <Row term={open ? 'Choose by' : 'Closed at'}>{view.cutoffText}</Row>
        </dl>
      </section>
      <section aria-labelledby="preorder-group">
        <Heading level="2" size="4" id="preorder-group">
          Who has chosen
        </Heading>
        <p data-testid="preorder-count">
          {chosen} of {view.places} {view.places === 1 ? 'place' : 'places'} chosen
        </p>
        {view.guests.length > 0 ? (
          <ul className={styles.guests}>
            {view.guests.map((g) => (
              <li key={g.id}>
                {g.firstName}
                {g.child ? ' (child)' : ''}
                {g.id === ownGuestId ? ' (you)' : ''}: {g.chosen ? 'has chosen' : 'not chosen yet'}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.muted}>Nobody has chosen yet.</p>
        )}
      </section>
      {own ? (
        <section aria-labelledby="preorder-yours">
          <Heading level="2" size="4" id="preorder-yours">
            {PREORDER_PAGE_TEXT.yours}
          </Heading>
          <OwnEntry view={view} entry={own} />
          {open && !showForm ? (
            <Link asChild>
              {/* A plain link: the page loads afresh on the server, which knows this browser's guest (its cookie). */}
              <a href={changeHref}>
                Change<span className={visuallyHidden}> your choice</span>
              </a>
            </Link>
          ) : null}
        </section>
      ) : null}
      {showForm ? (
        <section aria-labelledby="preorder-form" id="preorder-form-section">
          <Heading level="2" size="3" id="preorder-form">
            {own ? PREORDER_PAGE_TEXT.change : PREORDER_PAGE_TEXT.add}
          </Heading>
          <PreorderGuestForm
            view={view}
            entry={own}
            values={values}
            errors={errors}
            action={action}
            hidden={{ intent: own ? 'change' : 'add', ...(own ? { guestId: own.id } : {}) }}
            submitLabel={own ? 'Save my change' : 'Save my choice'}
            filters={filters}
            onSubmit={onSubmit}
            busy={busy}
          />
        </section>
      ) : null}
    </div>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.summaryRow}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.dd}>{children}</dd>
    </div>
  );
}

/** A guest's own entry, read-only: a dish per course, the allergens they listed, their note, and any warning. */
export function OwnEntry({ view, entry }: { view: PreorderView; entry: PreorderGuestEntry }) {
  const sections = sectionsFor(view, entry.child);
  const conflicts = conflictMessages(view, entry);
  return (
    <div className={styles.summary} data-testid="preorder-own">
      <dl className={styles.summary}>
        <Row term="Name">{entry.firstName}</Row>
        {sections.map((s) => {
          const dishId = entry.choices.find((c) => c.sectionId === s.id)?.dishId;
          return (
            <Row key={s.id} term={s.name}>
              {s.dishes.find((d) => d.id === dishId)?.name ?? 'Not chosen'}
            </Row>
          );
        })}
        <Row term="I avoid">
          {entry.allergens.length ? entry.allergens.map(allergenLabel).join(', ') : 'Nothing listed'}
        </Row>
        {entry.note ? <Row term="Note">{entry.note}</Row> : null}
      </dl>
      {conflicts.length > 0 ? (
        <ul className={styles.warnings} data-testid="own-conflicts">
          {conflicts.map((c) => (
            <li key={c.dishId}>{c.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import type { PreorderView } from '@fittizia/contract';
import { useId } from 'react';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import { allergenWords, cellsOf, courses, entriesOf, tally } from './model.ts';
import * as styles from './PreorderOrganiser.css.ts';

export const NOT_CHOSEN = 'Not chosen yet';
export const emptyWords = (empty: number) => `${empty} ${empty === 1 ? 'place' : 'places'} still empty`;
export const OVER_PARTY = 'Over the party size';
export const conflictWords = (allergens: readonly string[]) => `Contains ${allergenWords(allergens)}, listed`;

/**
 * Each guest (first name, child's place, the dish per course with a mark where it holds an allergen the guest
 * listed, their allergens and note), then a row per place still empty. `manage(guestId)` is the row's actions
 * (change, remove) while the pre-order is open.
 */
export function GuestTable({
  view,
  manage,
  caption = 'Guests and their choices',
}: {
  view: PreorderView;
  manage?: ((guestId: string, firstName: string) => React.ReactNode) | undefined;
  caption?: string;
}) {
  const captionId = useId();
  const list = courses(view);
  const { empty } = tally(view);
  const entries = entriesOf(view);
  const span = list.length + 3 + (manage ? 1 : 0);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className={styles.tableWrap} tabIndex={0} aria-labelledby={captionId}>
      <table className={styles.table}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Guest</th>
            {list.map((c) => (
              <th scope="col" key={c.name}>
                {c.name}
              </th>
            ))}
            <th scope="col">Allergens</th>
            <th scope="col">Note</th>
            {manage ? (
              <th scope="col">
                <span className={visuallyHidden}>Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <th scope="row">
                {entry.firstName}
                {entry.child ? ' (child)' : ''}
                {entry.overParty ? <span className={styles.conflict}>{OVER_PARTY}</span> : null}
              </th>
              {entry.chosen ? (
                cellsOf(entry, view).map((cell, i) => (
                  <td key={list[i]?.name}>
                    {cell.dish?.name ?? '–'}
                    {cell.conflict.length > 0 ? (
                      <span className={styles.conflict}>
                        <span aria-hidden="true">⚠ </span>
                        {conflictWords(cell.conflict)}
                      </span>
                    ) : null}
                  </td>
                ))
              ) : (
                <td colSpan={list.length} className={styles.muted}>
                  {NOT_CHOSEN}
                </td>
              )}
              <td>{entry.allergens.length > 0 ? allergenWords(entry.allergens) : 'None listed'}</td>
              <td>{entry.note ?? ''}</td>
              {manage ? <td>{manage(entry.id, entry.firstName)}</td> : null}
            </tr>
          ))}
          {empty > 0 ? (
            <tr>
              <td colSpan={span} className={styles.muted}>
                {emptyWords(empty)}
              </td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </section>
  );
}

import type { PreorderView } from '@fittizia/contract';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { longDate } from '../steps/format.ts';
import { GuestTable } from './GuestTable.tsx';
import { chosenWords, courses, dishCounts, dishesById, tally } from './model.ts';
import * as styles from './PreorderOrganiser.css.ts';
import * as sheetStyles from './PreorderSheet.css.ts';

/**
 * The printable sheet (the restaurant's and the organiser's): the restaurant, date, time and reference, the counts
 * per dish course by course, then guest by guest with allergens and notes. Its print stylesheet prints the sheet
 * alone; the print button appears once the page's code runs (the browser's own Print works without it).
 */
export function PreorderSheet({ view, backPath }: { view: PreorderView; backPath: string }) {
  const [canPrint, setCanPrint] = useState(false);
  useEffect(() => setCanPrint(typeof window.print === 'function'), []);
  const { chosen, places } = tally(view);
  const counts = new Map(dishCounts(view).map((c) => [c.dishId, c.count]));
  const dishes = dishesById(view);
  const sections = [...view.sections, ...view.childrenSections];
  return (
    <article className={sheetStyles.sheet} aria-labelledby="preorder-sheet-title">
      <Heading level="1" id="preorder-sheet-title">
        {`Pre-order for ${view.reference}`}
      </Heading>
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>Restaurant</dt>
        <dd className={styles.factValue}>{view.storeName}</dd>
        <dt className={styles.factTerm}>Date</dt>
        <dd className={styles.factValue}>{longDate(view.date)}</dd>
        <dt className={styles.factTerm}>Time</dt>
        <dd className={styles.factValue}>{view.time}</dd>
        <dt className={styles.factTerm}>Booking reference</dt>
        <dd className={styles.factValue}>{view.reference}</dd>
        <dt className={styles.factTerm}>Menu</dt>
        <dd className={styles.factValue}>{view.menuName}</dd>
        <dt className={styles.factTerm}>Chosen</dt>
        <dd className={styles.factValue}>{chosenWords(chosen, places)}</dd>
      </dl>
      <ul className={`${styles.links} ${sheetStyles.screenOnly}`}>
        {canPrint ? (
          <li>
            <Button type="button" onClick={() => window.print()}>
              Print this sheet
            </Button>
          </li>
        ) : null}
        <li>
          <a href={backPath}>Back to the pre-order</a>
        </li>
      </ul>
      <table className={styles.table}>
        <caption>Dishes to prepare</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Dish</th>
            <th scope="col">Count</th>
          </tr>
        </thead>
        <tbody>
          {courses(view).flatMap((course) =>
            sections
              .filter((s) => course.sectionIds.includes(s.id))
              .flatMap((s) => s.dishes)
              .filter((d) => (counts.get(d.id) ?? 0) > 0)
              .map((d) => (
                <tr key={`${course.name}-${d.id}`}>
                  <td>{course.name}</td>
                  <th scope="row">{dishes.get(d.id)?.name ?? d.name}</th>
                  <td>{counts.get(d.id)}</td>
                </tr>
              )),
          )}
          {counts.size === 0 ? (
            <tr>
              <td colSpan={3}>No dish chosen yet.</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <GuestTable view={view} caption="Guest by guest" />
    </article>
  );
}

import { type Menu, UK_ALLERGENS } from '@fittizia/contract';
import { useId } from 'react';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import * as styles from './MenuView.css.ts';
import { allergenLabel } from './menuFilters.ts';

export interface AllergenGuideProps {
  menu: Pick<Menu, 'name' | 'sections'>;
}

/**
 * The allergen guide of a menu: one row per dish, one column per UK allergen (the 14 of food law), each cell
 * saying whether the dish contains it. A scrollable, focusable region so keyboard users can scroll it.
 */
export function AllergenGuide({ menu }: AllergenGuideProps) {
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className={styles.tableScroll} aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          Allergen guide: {menu.name}. Each row is a dish; each column one of the 14 allergens.
        </caption>
        <thead>
          <tr>
            <th scope="col">Dish</th>
            {UK_ALLERGENS.map((a) => (
              <th key={a} scope="col">
                {allergenLabel(a)}
              </th>
            ))}
          </tr>
        </thead>
        {menu.sections.map((section, s) => (
          <tbody key={section.id ?? `${section.name}-${s}`}>
            <tr>
              <th scope="rowgroup" colSpan={UK_ALLERGENS.length + 1}>
                {section.name}
              </th>
            </tr>
            {section.items.map((item, i) => (
              <tr key={item.id ?? `${item.name}-${i}`}>
                <th scope="row">{item.name}</th>
                {UK_ALLERGENS.map((a) =>
                  item.allergens.includes(a) ? (
                    <td key={a}>Yes</td>
                  ) : (
                    <td key={a}>
                      <span aria-hidden="true">–</span>
                      <span className={visuallyHidden}>No</span>
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  );
}

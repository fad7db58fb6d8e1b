import { type PreorderDish, UK_ALLERGENS, type UkAllergen } from '@fittizia/contract';
import { allergenLabel, formatKcal } from '../../menus/index.ts';
import * as styles from './Preorder.css.ts';

export interface AllergenFactsProps {
  dish: Pick<PreorderDish, 'allergens' | 'kcal'>;
  /** Allergens the guest listed: those the dish contains are marked. */
  avoid?: readonly UkAllergen[];
  /** Show each of the 14 (yes or no) rather than only those the dish contains. */
  full?: boolean;
}

/** A dish's allergen facts (of the 14) and calories; the allergens a guest avoids are marked in words, not colour alone. */
export function AllergenFacts({ dish, avoid = [], full = false }: AllergenFactsProps) {
  const contains = (a: UkAllergen) => dish.allergens.includes(a);
  const marked = (a: UkAllergen) => contains(a) && avoid.includes(a);
  return (
    <div className={styles.facts}>
      {dish.kcal != null ? <span>{formatKcal(dish.kcal)}</span> : null}
      {dish.allergens.length === 0 ? (
        <span>No declared allergens</span>
      ) : (
        <span>
          Contains:{' '}
          {dish.allergens.map((a, i) => (
            <span key={a}>
              {i > 0 ? ', ' : null}
              {marked(a) ? (
                <strong className={styles.marked}>{allergenLabel(a)} (you avoid)</strong>
              ) : (
                allergenLabel(a)
              )}
            </span>
          ))}
        </span>
      )}
      {full ? (
        <details>
          <summary className={styles.factsSummary}>All 14 allergens</summary>
          <ul className={styles.factsList}>
            {UK_ALLERGENS.map((a) => (
              <li key={a}>
                {allergenLabel(a)}: {contains(a) ? 'contains' : 'no'}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

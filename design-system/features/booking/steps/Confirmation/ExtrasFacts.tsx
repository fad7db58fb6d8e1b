import { chosenExtras, type JourneyState } from '../../journey/index.ts';
import { pounds } from '../format.ts';
import * as styles from '../modal.css.ts';

/** The chosen extras, each with its quantity and price, and their total (summary and confirmation). */
export function extrasWords(state: Pick<JourneyState, 'upsells' | 'extras'>) {
  const { lines, total } = chosenExtras(state);
  if (lines.length === 0) return undefined;
  return {
    lines: lines.map((l) => `${l.quantity} × ${l.name}${l.price != null ? `, ${pounds(l.price)}` : ''}`),
    total: `Extras total ${pounds(total)}`,
  };
}

/** The extras as rows of a description list. */
export function ExtrasFacts({ state }: { state: Pick<JourneyState, 'upsells' | 'extras'> }) {
  const words = extrasWords(state);
  if (!words) return null;
  return (
    <>
      <dt className={styles.factTerm}>Extras</dt>
      <dd className={styles.factValue}>
        <ul className={styles.factList}>
          {words.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {words.total}
      </dd>
    </>
  );
}

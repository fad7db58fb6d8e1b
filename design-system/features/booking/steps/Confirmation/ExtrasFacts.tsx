import { type BookingSummaryExtra, extrasWords as summaryExtrasWords } from '@fittizia/contract';
import { chosenExtras, type JourneyState } from '../../journey/index.ts';
import * as styles from '../modal.css.ts';

/** The journey's chosen extras as the booking summary holds them: name, quantity and the line's price. */
export const journeyExtras = (state: Pick<JourneyState, 'upsells' | 'extras'>): BookingSummaryExtra[] =>
  chosenExtras(state).lines.map((l) => ({ name: l.name, quantity: l.quantity, price: l.price ?? null }));

/** The chosen extras, each with its quantity and price, and their total (summary and confirmation). */
export const extrasWords = (state: Pick<JourneyState, 'upsells' | 'extras'>) =>
  summaryExtrasWords(journeyExtras(state));

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

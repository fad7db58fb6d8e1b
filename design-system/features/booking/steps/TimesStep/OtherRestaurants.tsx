import { Button } from '../../../../components/Button/Button.tsx';
import { visuallyHidden } from '../../../../tokens/visuallyHidden.css.ts';
import type { OtherRestaurant } from '../../journey/index.ts';
import * as styles from '../modal.css.ts';

/** The heading of the other restaurants: those with the asked time itself, or times near it. */
export const otherRestaurantsTitle = (time: string) => `Other restaurants with a table at or near ${time}`;

/** While the table search is on its way. */
export const LOOKING_FOR_OTHERS = 'Looking for other restaurants near you…';

/**
 * The nearest other restaurants with a table near the asked time (the table search around the chosen one),
 * nearest first, each with its distance and times; a time switches the booking there.
 */
export function OtherRestaurants({
  others,
  time,
  looking,
  onChoose,
}: {
  others: readonly OtherRestaurant[];
  time: string;
  looking: boolean;
  onChoose(storeId: string, time: string): void;
}) {
  if (looking) {
    return (
      <p className={styles.intro} role="status">
        {LOOKING_FOR_OTHERS}
      </p>
    );
  }
  if (others.length === 0) return null;
  return (
    <section aria-label={otherRestaurantsTitle(time)} className={styles.stack}>
      <h4 className={styles.storeName}>{otherRestaurantsTitle(time)}</h4>
      {others.map((store) => (
        <fieldset key={store.storeId} className={styles.storeSlots}>
          <legend className={styles.storeName}>
            {store.storeName}, {store.miles} miles away
          </legend>
          <div className={styles.slots}>
            {store.slots.map((slot) => (
              <Button
                key={slot}
                variant={slot === time ? 'primary' : 'outline'}
                size="sm"
                onClick={() => onChoose(store.storeId, slot)}
              >
                {slot}
                <span className={visuallyHidden}> at {store.storeName}</span>
              </Button>
            ))}
          </div>
        </fieldset>
      ))}
    </section>
  );
}

import type { Restaurant } from '@fittizia/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { CollapsibleSection } from '../../../../components/CollapsibleSection/CollapsibleSection.tsx';
import { visuallyHidden } from '../../../../tokens/visuallyHidden.css.ts';
import { addressLines, telHref } from '../../../restaurants/RestaurantDetails/restaurantLinks.ts';
import * as styles from '../modal.css.ts';
import { StepHeading } from '../StepHeading.tsx';
import type { StepProps } from '../types.ts';

interface RestaurantProps extends StepProps {
  restaurant: Restaurant | undefined;
  /** A single-location site, or group mode with its restaurant: no Edit. */
  locked: boolean;
}

/** A chosen restaurant that is not booked here (spec 4.3): the provider's link, or call us. */
export function RestaurantOutcome({ state, dispatch, restaurant, locked }: RestaurantProps) {
  const { outcome } = state;
  if (state.step !== 'restaurant' || !restaurant || !outcome || outcome.kind === 'book') return null;
  return (
    <div className={styles.stack}>
      <StepHeading focusKey={`outcome-${restaurant.storeId}`}>{restaurant.title}</StepHeading>
      {outcome.kind === 'provider' ? (
        <div className={styles.notice}>
          <p className={styles.intro}>This restaurant takes its bookings through our booking partner.</p>
          <p className={styles.intro}>
            <Button asChild>
              <a href={outcome.href} target="_blank" rel="noopener noreferrer">
                Book at {restaurant.title}
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </Button>
          </p>
        </div>
      ) : (
        <div className={styles.notice} role="alert">
          <p className={styles.intro}>{outcome.message}</p>
          {outcome.phone ? (
            <p className={styles.intro}>
              <Button asChild variant="secondary">
                <a href={telHref(outcome.phone)}>Call {outcome.phone}</a>
              </Button>
            </p>
          ) : null}
        </div>
      )}
      {locked ? null : (
        <div className={styles.actions}>
          <Button variant="outline" onClick={() => dispatch({ type: 'edit', section: 'restaurant' })}>
            Choose another location
          </Button>
        </div>
      )}
    </div>
  );
}

/** The restaurant row of the summary, with its Edit control. */
export function RestaurantSummary({ state, dispatch, restaurant, locked }: RestaurantProps) {
  if (!state.restaurantId) return null;
  return (
    <CollapsibleSection
      title="Restaurant"
      summary={
        restaurant ? `${restaurant.title}, ${addressLines(restaurant).slice(-2).join(', ')}` : undefined
      }
      open={false}
      onOpenChange={(next) => next && dispatch({ type: 'edit', section: 'restaurant' })}
      disabled={locked}
    >
      {null}
    </CollapsibleSection>
  );
}

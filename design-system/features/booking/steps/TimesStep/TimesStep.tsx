import { BOOKING_MESSAGES } from '@fittizia/contract';
import { Button } from '../../../../components/Button/Button.tsx';
import { CollapsibleSection } from '../../../../components/CollapsibleSection/CollapsibleSection.tsx';
import { visuallyHidden } from '../../../../tokens/visuallyHidden.css.ts';
import { telHref } from '../../../restaurants/RestaurantDetails/restaurantLinks.ts';
import { askedTimeOffered, offeredStores } from '../../journey/index.ts';
import { longDate, partyWords } from '../format.ts';
import * as styles from '../modal.css.ts';
import { StepHeading } from '../StepHeading.tsx';
import type { StepProps } from '../types.ts';
import { OtherRestaurants } from './OtherRestaurants.tsx';

/** When the asked-for time is not free, the list says so before offering the nearest. */
export const askedTimeNotFree = (time: string) => `${time} is not available. These are the nearest times:`;

/** When the chosen restaurant has no time at all for the party, the list says so first, in words. */
export const chosenRestaurantFull = (
  storeName: string,
  search: { adults: number; children: number; time: string; date: string },
) => `${storeName} has no table for ${partyWords(search)} at ${search.time} on ${longDate(search.date)}.`;

export interface TimesStepProps extends StepProps {
  storeName: string | undefined;
  /** The chosen restaurant's number, for the call-us answer when no restaurant has a table. */
  phoneNumber?: string | undefined;
  /** The table search for other restaurants is on its way. */
  lookingForOthers?: boolean;
}

/**
 * The times offered (spec 4.3): up to 3 either side of the asked time, per restaurant; when the asked time is not
 * free at the chosen restaurant, the nearest other restaurants with a table near it.
 */
export function TimesStep({
  state,
  dispatch,
  storeName,
  phoneNumber,
  lookingForOthers = false,
}: TimesStepProps) {
  const { step, chosen } = state;
  if (!state.availability || (step === 'search' && !chosen)) return null;
  const offered = offeredStores(state);
  const { search, restaurantId } = state;
  const others = (state.others ?? []).filter((o) => o.storeId !== restaurantId);
  // The chosen restaurant offers no time: said before any other restaurant's times, so nobody books the wrong town.
  const chosenFull =
    !chosen &&
    !state.slotMessage &&
    storeName &&
    search.date &&
    !offered.some((r) => r.storeId === restaurantId)
      ? chosenRestaurantFull(storeName, { ...search, date: search.date })
      : undefined;
  // No time here and no other restaurant with one: call us.
  const nothing = offered.length === 0 && others.length === 0 && !lookingForOthers && Boolean(state.others);
  return (
    <CollapsibleSection
      title="Time"
      headedWhenOpen
      summary={chosen && step !== 'times' ? `${chosen.time} at ${storeName}` : undefined}
      open={step === 'times'}
      onOpenChange={(next) => next && dispatch({ type: 'edit', section: 'time' })}
      disabled={step === 'times' || step === 'done'}
    >
      <div className={styles.stack}>
        <StepHeading focusKey={`times-${state.slotMessage ?? ''}`}>Choose a time</StepHeading>
        {state.slotMessage ? (
          <p className={styles.error} role="alert">
            {state.slotMessage}
          </p>
        ) : null}
        {chosenFull ? <p className={styles.intro}>{chosenFull}</p> : null}
        {offered.length > 0 && !askedTimeOffered(state) ? (
          <p className={styles.intro}>{askedTimeNotFree(state.search.time)}</p>
        ) : null}
        {offered.map((store) => (
          <fieldset key={store.storeId} className={styles.storeSlots}>
            <legend className={styles.storeName}>
              {store.storeName}
              {store.isFirstChoice ? '' : `, ${store.miles} miles away`}
            </legend>
            <div className={styles.slots}>
              {store.slots.map((time) => (
                <Button
                  key={time}
                  variant="outline"
                  size="sm"
                  onClick={() => dispatch({ type: 'chooseSlot', storeId: store.storeId, time })}
                >
                  {time}
                  <span className={visuallyHidden}> at {store.storeName}</span>
                </Button>
              ))}
            </div>
          </fieldset>
        ))}
        <OtherRestaurants
          others={others}
          time={search.time}
          looking={lookingForOthers}
          onChoose={(storeId, time) => dispatch({ type: 'switchRestaurant', storeId, time })}
        />
        {nothing ? (
          <div className={styles.notice}>
            <p className={styles.intro}>{BOOKING_MESSAGES.callUs}</p>
            {phoneNumber ? (
              <p className={styles.intro}>
                <Button asChild variant="secondary">
                  <a href={telHref(phoneNumber)}>Call {phoneNumber}</a>
                </Button>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
    </CollapsibleSection>
  );
}

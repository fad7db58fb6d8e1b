import {
  BOOKING_MESSAGES,
  CLOSED_DAY_MESSAGE,
  closedOn,
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
  MIN_CHILDREN,
  partyRoute,
  type Restaurant,
} from '@fittizia/contract';
import { lightFormat } from 'date-fns/lightFormat';
import { useEffect, useState } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { CollapsibleSection } from '../../../../components/CollapsibleSection/CollapsibleSection.tsx';
import { DatePicker } from '../../../../components/DatePicker/DatePicker.tsx';
import { NumberStepper } from '../../../../components/NumberStepper/NumberStepper.tsx';
import { BOOKING_TIMES, TimeSelect } from '../../../../components/TimeSelect/TimeSelect.tsx';
import { visuallyHidden } from '../../../../tokens/visuallyHidden.css.ts';
import { telHref } from '../../../restaurants/RestaurantDetails/restaurantLinks.ts';
import { bookableTimes, covers, nearestTime } from '../../journey/index.ts';
import { GROUP_BOOKINGS_PATH, PartySizeRule } from '../../PartySizeRule/PartySizeRule.tsx';
import { isoDay, partyWords, shortDate, toDate } from '../format.ts';
import * as styles from '../modal.css.ts';
import { StepHeading } from '../StepHeading.tsx';
import type { StepProps } from '../types.ts';

export const DATE_REQUIRED = 'Enter or choose the date of your booking';

export interface SearchStepProps extends StepProps {
  now: Date;
  restaurant: Restaurant | undefined;
  checking: boolean;
  onCheck(): void;
}

/** Party, date and time (spec 4.3's second step), with what availability answered when nothing fits. */
export function SearchStep({ state, dispatch, now, restaurant, checking, onCheck }: SearchStepProps) {
  const [dateError, setDateError] = useState<string>();
  const { step, search } = state;
  // Only times within the restaurant's hours on the chosen date are offered; a time outside them moves to the
  // nearest one.
  const times = bookableTimes(restaurant as Record<string, unknown> | undefined, search.date, BOOKING_TIMES);
  const time = nearestTime(times, search.time);
  useEffect(() => {
    if (step === 'search' && time !== search.time) dispatch({ type: 'setSearch', search: { time } });
  }, [step, time, search.time, dispatch]);
  return (
    <CollapsibleSection
      title="Party and date"
      headedWhenOpen
      summary={
        search.date && step !== 'search' ? `${partyWords(search)}, ${shortDate(search.date)}` : undefined
      }
      open={step === 'search'}
      onOpenChange={(next) => next && dispatch({ type: 'edit', section: 'date' })}
      disabled={step === 'search'}
    >
      <div className={styles.stack}>
        <StepHeading focusKey={`search-${state.restaurantId}`} active={step === 'search'}>
          <span className={visuallyHidden}>Choose your </span>Party, date and time
        </StepHeading>
        <div className={styles.party}>
          <NumberStepper
            label="Adults"
            itemName="adult"
            min={MIN_ADULTS}
            max={MAX_ADULTS}
            value={search.adults}
            onChange={(adults) => dispatch({ type: 'setSearch', search: { adults } })}
          />
          <NumberStepper
            label="Children"
            itemName="child"
            min={MIN_CHILDREN}
            max={MAX_CHILDREN}
            value={search.children}
            onChange={(children) => dispatch({ type: 'setSearch', search: { children } })}
          />
        </div>
        <PartySizeRule enquiryHref={GROUP_BOOKINGS_PATH} covers={covers(search)} />
        <DatePicker
          label="Date"
          today={now}
          disabledDays={(day) => closedOn(restaurant as Record<string, unknown> | undefined, isoDay(day))}
          disabledDayMessage={CLOSED_DAY_MESSAGE}
          value={search.date ? toDate(search.date) : undefined}
          error={dateError}
          onChange={(date) => {
            if (date) setDateError(undefined);
            dispatch({
              type: 'setSearch',
              search: { date: date ? lightFormat(date, 'yyyy-MM-dd') : undefined },
            });
          }}
        />
        <TimeSelect
          label="Time"
          times={times}
          value={time}
          onChange={(event) => dispatch({ type: 'setSearch', search: { time: event.target.value } })}
        />
        {state.availabilityMessage === 'callUs' ? (
          <div className={styles.notice} role="alert">
            <p className={styles.intro}>{BOOKING_MESSAGES.callUs}</p>
            {restaurant?.phoneNumber ? (
              <p className={styles.intro}>
                <Button asChild variant="secondary">
                  <a href={telHref(restaurant.phoneNumber)}>Call {restaurant.phoneNumber}</a>
                </Button>
              </p>
            ) : null}
          </div>
        ) : null}
        {state.availabilityMessage === 'largePartySameDay' ? (
          <p className={styles.error} role="alert">
            {BOOKING_MESSAGES.largePartySameDay}
          </p>
        ) : null}
        {state.availabilityError ? (
          <p className={styles.error} role="alert">
            {state.availabilityError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            onClick={() => {
              if (!search.date) setDateError(DATE_REQUIRED);
              else {
                setDateError(undefined);
                onCheck();
              }
            }}
            loading={checking}
            loadingLabel="checking availability"
          >
            {partyRoute(covers(search)) === 'enquire'
              ? 'Check availability for your enquiry'
              : 'Check availability'}
          </Button>
        </div>
      </div>
    </CollapsibleSection>
  );
}

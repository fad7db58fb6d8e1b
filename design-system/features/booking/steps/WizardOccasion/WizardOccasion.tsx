import { CLOSED_DAY_MESSAGE, closedOn, MAX_CHILDREN, type Restaurant } from '@fittizia/contract';
import type { Dispatch, FormEvent } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { DatePicker } from '../../../../components/DatePicker/DatePicker.tsx';
import { NumberStepper } from '../../../../components/NumberStepper/NumberStepper.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import { TimeSelect } from '../../../../components/TimeSelect/TimeSelect.tsx';
import { coverLimits, type JourneyAction, type JourneyState } from '../../journey/index.ts';
import { isoDay } from '../format.ts';
import * as styles from '../wizard.css.ts';

/** The wizard's step one (spec 4.4): occasion, guests, date and a preferred time. */
export function WizardOccasion({
  state,
  dispatch,
  today,
  restaurant,
  loading,
  onContinue,
}: {
  state: JourneyState;
  dispatch: Dispatch<JourneyAction>;
  today: Date;
  /** The chosen restaurant: the days it is closed cannot be chosen. */
  restaurant?: Restaurant | undefined;
  /** The day's occasions are being read: the step waits for them. */
  loading: boolean;
  onContinue(): void;
}) {
  const occasionOptions = (state.occasions ?? []).map((o) => ({ value: o.id, label: o.name ?? o.id }));
  const { min: minCovers, max: maxCovers } = coverLimits(state);
  const setSearch = (search: Partial<JourneyState['search']>) => dispatch({ type: 'setSearch', search });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };
  return (
    <form
      className={styles.form}
      method="post"
      onSubmit={submit}
      noValidate
      aria-label="Occasion, guests and date"
    >
      <DatePicker
        label="Date"
        value={new Date(`${state.search.date}T12:00:00`)}
        today={today}
        disabledDays={(day) => closedOn(restaurant as Record<string, unknown> | undefined, isoDay(day))}
        disabledDayMessage={CLOSED_DAY_MESSAGE}
        onChange={(d) => {
          if (d) setSearch({ date: isoDay(d) });
        }}
      />
      {loading ? <Spinner size="small" label="Loading occasions" /> : null}
      {occasionOptions.length > 0 ? (
        <Select
          label="Occasion"
          options={occasionOptions}
          value={state.occasionId ?? ''}
          disabled={loading}
          onChange={(event) => dispatch({ type: 'chooseOccasion', occasionId: event.currentTarget.value })}
        />
      ) : null}
      <div className={styles.fields}>
        <NumberStepper
          label="Adults"
          hint={`${minCovers} to ${maxCovers}`}
          min={minCovers}
          max={maxCovers}
          value={state.search.adults}
          disabled={loading}
          onChange={(adults) => setSearch({ adults })}
        />
        <NumberStepper
          label="Children"
          hint={`0 to ${MAX_CHILDREN}`}
          min={0}
          max={MAX_CHILDREN}
          value={state.search.children}
          disabled={loading}
          onChange={(children) => setSearch({ children })}
        />
      </div>
      <TimeSelect
        label="Preferred time"
        hint="We show the free tables around it in the next step"
        value={state.search.time}
        onChange={(event) => setSearch({ time: event.currentTarget.value })}
      />
      {state.occasions ? (
        <div className={styles.actions}>
          <Button type="submit" disabled={loading || !state.occasionId}>
            Continue
          </Button>
        </div>
      ) : null}
    </form>
  );
}

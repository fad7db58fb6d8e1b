import { MAX_CHILDREN } from '@fittizia/contract';
import type { Dispatch, FormEvent } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { DatePicker } from '../../../../components/DatePicker/DatePicker.tsx';
import { NumberStepper } from '../../../../components/NumberStepper/NumberStepper.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import { TimeSelect } from '../../../../components/TimeSelect/TimeSelect.tsx';
import { isoDay } from '../format.ts';
import * as styles from '../wizard.css.ts';
import type { WizardAction, WizardState } from '../wizardModel.ts';

/** The wizard's step one (spec 4.4): occasion, guests, date and a preferred time. */
export function WizardOccasion({
  state,
  dispatch,
  today,
  onContinue,
}: {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  today: Date;
  onContinue(): void;
}) {
  const occasionOptions = state.occasions.map((o) => ({ value: o.id, label: o.name ?? o.id }));
  const { minCovers, maxCovers } = state.restrictions;
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
        value={new Date(`${state.selectedDate}T12:00:00`)}
        today={today}
        onChange={(d) => {
          if (d) dispatch({ type: 'date/set', date: isoDay(d) });
        }}
      />
      {state.stepOneLoading ? <Spinner size="small" label="Loading occasions" /> : null}
      {occasionOptions.length > 0 ? (
        <Select
          label="Occasion"
          options={occasionOptions}
          value={state.selectedOccasion ?? ''}
          disabled={state.stepOneDisabled}
          onChange={(event) => dispatch({ type: 'occasion/set', occasionId: event.currentTarget.value })}
        />
      ) : null}
      <div className={styles.fields}>
        <NumberStepper
          label="Adults"
          hint={`${minCovers} to ${maxCovers}`}
          min={minCovers}
          max={maxCovers}
          value={state.adultCovers}
          disabled={state.stepOneDisabled}
          onChange={(adults) => dispatch({ type: 'covers/set', adults, children: state.childCovers })}
        />
        <NumberStepper
          label="Children"
          hint={`0 to ${MAX_CHILDREN}`}
          min={0}
          max={MAX_CHILDREN}
          value={state.childCovers}
          disabled={state.stepOneDisabled}
          onChange={(children) => dispatch({ type: 'covers/set', adults: state.adultCovers, children })}
        />
      </div>
      <TimeSelect
        label="Preferred time"
        hint="We show the free tables around it in the next step"
        value={state.selectedBookingTime}
        onChange={(event) => dispatch({ type: 'time/set', time: event.currentTarget.value })}
      />
      {state.showFooter ? (
        <div className={styles.actions}>
          <Button type="submit" disabled={state.stepOneDisabled || !state.selectedOccasion}>
            Continue
          </Button>
        </div>
      ) : null}
    </form>
  );
}

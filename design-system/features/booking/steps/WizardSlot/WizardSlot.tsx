import type { FormEvent } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import * as styles from '../wizard.css.ts';
import type { WizardState } from '../wizardModel.ts';

/** The wizard's step two (spec 4.4): a time slot, a menu and an area. */
export function WizardSlot({
  state,
  onMenu,
  onArea,
  onTime,
  onBack,
  onContinue,
}: {
  state: WizardState;
  onMenu(id: string): void;
  onArea(id: string | null): void;
  onTime(time: string): void;
  onBack(): void;
  onContinue(): void;
}) {
  const busy = state.stepTwoDisabled;
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
      aria-label="Time, menu and area"
      aria-busy={busy || undefined}
    >
      {state.stepTwoLoading ? <Spinner size="small" label="Finding free tables" /> : null}
      {state.slots.length > 0 ? (
        <Select
          label="Time"
          options={state.slots.map((s) => ({
            value: s.time,
            label: s.canEnquire ? `${s.time} (enquiry)` : s.time,
          }))}
          value={state.selectedBookingTime}
          disabled={busy}
          onChange={(event) => onTime(event.currentTarget.value)}
        />
      ) : null}
      {state.restaurantMenus.length > 0 ? (
        <Select
          label="Menu"
          options={state.restaurantMenus.map((m) => ({ value: m.id, label: m.name }))}
          value={state.selectedMenu ?? ''}
          disabled={busy}
          onChange={(event) => onMenu(event.currentTarget.value)}
        />
      ) : null}
      {state.restaurantAreas.length > 0 ? (
        <Select
          label="Area"
          options={state.restaurantAreas.map((a) => ({ value: a.id, label: a.name }))}
          value={state.selectedArea ?? ''}
          disabled={busy}
          onChange={(event) => onArea(event.currentTarget.value || null)}
        />
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={busy || !state.selectedBookingDate || !state.selectedMenu}>
          Continue
        </Button>
      </div>
    </form>
  );
}

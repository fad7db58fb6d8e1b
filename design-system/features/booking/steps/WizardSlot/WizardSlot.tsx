import type { FormEvent } from 'react';
import { Button } from '../../../../components/Button/Button.tsx';
import { Select } from '../../../../components/Select/Select.tsx';
import { Spinner } from '../../../../components/Spinner/Spinner.tsx';
import type { JourneyState } from '../../journey/index.ts';
import * as styles from '../wizard.css.ts';

/** The wizard's step two (spec 4.4): a time slot, a menu and an area. */
export function WizardSlot({
  state,
  busy,
  onMenu,
  onArea,
  onTime,
  onBack,
  onContinue,
}: {
  state: JourneyState;
  /** The menus, areas or times are being read. */
  busy: boolean;
  onMenu(id: string): void;
  onArea(id: string | undefined): void;
  onTime(time: string): void;
  onBack(): void;
  onContinue(): void;
}) {
  const slots = state.slots ?? [];
  const menus = state.menus ?? [];
  const areas = state.areas ?? [];
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
      {busy ? <Spinner size="small" label="Finding free tables" /> : null}
      {slots.length > 0 ? (
        <Select
          label="Time"
          options={slots.map((s) => ({
            value: s.time,
            label: s.canEnquire ? `${s.time} (enquiry)` : s.time,
          }))}
          value={state.search.time}
          disabled={busy}
          onChange={(event) => onTime(event.currentTarget.value)}
        />
      ) : null}
      {menus.length > 0 ? (
        <Select
          label="Menu"
          options={menus.map((m) => ({ value: m.id, label: m.name }))}
          value={state.menuId ?? ''}
          disabled={busy}
          onChange={(event) => onMenu(event.currentTarget.value)}
        />
      ) : null}
      {areas.length > 0 ? (
        <Select
          label="Area"
          options={areas.map((a) => ({ value: a.id, label: a.name }))}
          value={state.areaId ?? ''}
          disabled={busy}
          onChange={(event) => onArea(event.currentTarget.value || undefined)}
        />
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={busy || slots.length === 0 || !state.menuId}>
          Continue
        </Button>
      </div>
    </form>
  );
}

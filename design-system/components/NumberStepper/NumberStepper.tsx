import { type ChangeEvent, type KeyboardEvent, type ReactNode, useState } from 'react';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import { Button } from '../Button/Button.tsx';
import * as fieldStyles from '../Field/Field.css.ts';
import { describedBy, ErrorMessage, Hint, useFieldId } from '../Field/Field.tsx';
import * as styles from './NumberStepper.css.ts';

/** Party size bounds (spec 5.2 and 9). */
export const PARTY_SIZE = {
  adults: { min: 1, max: 100, default: 2 },
  children: { min: 0, max: 50, default: 0 },
} as const;

export const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export interface NumberStepperProps {
  /** The input's id; hint and error get `${id}-hint` and `${id}-error`. */
  id?: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  min?: number;
  max?: number;
  step?: number;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  onBlur?: () => void;
  /**
   * What one unit is called, for the buttons' names: 'adult' gives 'Remove one adult' and 'Add one adult'.
   * Pass the plural too when it is not a plain 's'.
   */
  itemName?: string;
  /**
   * Upsell style: at the minimum of 0 the item is removed. The decrease button at 1 is named 'Remove
   * {itemName}' and calls this after the change to 0.
   */
  onRemove?: () => void;
  disabled?: boolean;
  className?: string;
}

function MinusIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 10h12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 10h12M10 4v12" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * A whole number between `min` and `max` with decrease and increase buttons. The field is a spinbutton: arrow
 * keys step, Page Up and Down step by 10, Home and End jump to the bounds. It never goes past a bound: a button
 * at its bound is `aria-disabled` (still focusable, so focus is never lost) and does nothing.
 */
export function NumberStepper({
  id,
  name,
  label,
  hint,
  error,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  step = 1,
  value,
  defaultValue,
  onChange,
  onBlur,
  itemName,
  onRemove,
  disabled = false,
  className,
}: NumberStepperProps) {
  const fieldId = useFieldId(id);
  const [uncontrolled, setUncontrolled] = useState(() => clamp(defaultValue ?? min, min, max));
  const current = value ?? uncontrolled;
  // What is typed, kept as text until the field is left, so the person can clear it and type afresh.
  const [draft, setDraft] = useState<string | null>(null);

  const commit = (next: number) => {
    const bounded = clamp(next, min, max);
    setDraft(null);
    if (bounded === current) return;
    if (value === undefined) setUncontrolled(bounded);
    onChange?.(bounded);
    if (bounded === 0 && onRemove) onRemove();
  };

  const atMin = current <= min;
  const atMax = current >= max;
  const removes = Boolean(onRemove) && min === 0 && current === 1;
  const labelText = typeof label === 'string' ? label.toLowerCase() : 'value';
  const decreaseName = itemName
    ? removes
      ? `Remove ${itemName}`
      : `Remove one ${itemName}`
    : `Decrease ${labelText}`;
  const increaseName = itemName ? `Add one ${itemName}` : `Increase ${labelText}`;

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowUp: current + step,
      ArrowDown: current - step,
      PageUp: current + step * 10,
      PageDown: current - step * 10,
      Home: min,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    commit(next);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = event.target.value.replace(/\D/g, '');
    setDraft(digits);
  };

  const handleBlur = () => {
    if (draft !== null) commit(draft === '' ? current : Number(draft));
    onBlur?.();
  };

  const labelId = `${fieldId}-label`;

  return (
    <div className={[fieldStyles.group({ invalid: Boolean(error) }), className].filter(Boolean).join(' ')}>
      <label id={labelId} className={fieldStyles.label} htmlFor={fieldId}>
        {label}
      </label>
      {hint ? <Hint id={`${fieldId}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorMessage id={`${fieldId}-error`}>{error}</ErrorMessage> : null}
      <div className={styles.stepper}>
        <Button
          variant="outline"
          size="sm"
          className={styles.button}
          aria-disabled={atMin || undefined}
          aria-controls={fieldId}
          disabled={disabled}
          onClick={() => !atMin && commit(current - step)}
        >
          <MinusIcon />
          <span className={visuallyHidden}>{decreaseName}</span>
        </Button>
        <input
          id={fieldId}
          name={name}
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max === Number.MAX_SAFE_INTEGER ? undefined : max}
          aria-valuenow={current}
          aria-describedby={describedBy(fieldId, { hint, error })}
          aria-invalid={error ? true : undefined}
          className={[fieldStyles.control, styles.input].join(' ')}
          value={draft ?? String(current)}
          disabled={disabled}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
        <Button
          variant="outline"
          size="sm"
          className={styles.button}
          aria-disabled={atMax || undefined}
          aria-controls={fieldId}
          disabled={disabled}
          onClick={() => !atMax && commit(current + step)}
        >
          <PlusIcon />
          <span className={visuallyHidden}>{increaseName}</span>
        </Button>
      </div>
    </div>
  );
}

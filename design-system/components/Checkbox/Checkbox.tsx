import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type ReactNode,
  useState,
} from 'react';
import * as fieldStyles from '../Field/Field.css.ts';
import { describedBy, ErrorMessage, Fieldset, Hint, useFieldId } from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: ReactNode;
  /** A hint under the label, part of the checkbox's description. */
  hint?: ReactNode;
  /** For a checkbox on its own (accepting terms, say): the message shown above it. */
  error?: ReactNode;
}

/** One checkbox: the native input, 44 x 44 px, with a drawn box and a label. */
export function Checkbox({
  id,
  label,
  hint,
  error,
  className,
  'aria-describedby': extra,
  ...rest
}: CheckboxProps) {
  const fieldId = useFieldId(id);
  const control = (
    <div className={[styles.item, error ? null : className].filter(Boolean).join(' ')}>
      <input
        {...rest}
        id={fieldId}
        type="checkbox"
        className={styles.input}
        aria-describedby={describedBy(fieldId, { hint, error, extra })}
        aria-invalid={error ? true : undefined}
      />
      <label className={styles.checkboxLabel} htmlFor={fieldId}>
        {label}
      </label>
      {hint ? (
        <div className={styles.itemHint}>
          <Hint id={`${fieldId}-hint`}>{hint}</Hint>
        </div>
      ) : null}
    </div>
  );
  if (!error) return control;
  return (
    <div className={[fieldStyles.group({ invalid: true }), className].filter(Boolean).join(' ')}>
      <ErrorMessage id={`${fieldId}-error`}>{error}</ErrorMessage>
      {control}
    </div>
  );
}

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/** Ids of the items of a group: the first is the group's id, so an error summary link lands on it. */
export const choiceItemId = (id: string, index: number) => (index === 0 ? id : `${id}-${index + 1}`);

export interface CheckboxGroupProps {
  /** The first checkbox gets this id; hint and error get `${id}-hint` and `${id}-error`. */
  id?: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly ChoiceOption[];
  value?: readonly string[];
  defaultValue?: readonly string[];
  onChange?: (value: string[]) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  className?: string;
}

/** Checkboxes in a fieldset with a legend: 'select all that apply'. */
export function CheckboxGroup({
  id,
  name,
  legend,
  hint,
  error,
  options,
  value,
  defaultValue = [],
  onChange,
  onBlur,
  disabled,
  className,
}: CheckboxGroupProps) {
  const fieldId = useFieldId(id);
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue);
  const selected = value ?? uncontrolled;

  const toggle = (event: ChangeEvent<HTMLInputElement>) => {
    const { value: option, checked } = event.target;
    const next = checked
      ? options.map((o) => o.value).filter((v) => v === option || selected.includes(v))
      : selected.filter((v) => v !== option);
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  return (
    <Fieldset id={fieldId} legend={legend} hint={hint} error={error} className={className}>
      <div className={styles.items}>
        {options.map((option, index) => (
          <Checkbox
            key={option.value}
            id={choiceItemId(fieldId, index)}
            name={name}
            value={option.value}
            label={option.label}
            hint={option.hint}
            checked={selected.includes(option.value)}
            disabled={disabled || option.disabled}
            onChange={toggle}
            onBlur={onBlur}
          />
        ))}
      </div>
    </Fieldset>
  );
}

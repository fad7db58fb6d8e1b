import { type ChangeEvent, type FocusEvent, type ReactNode, useState } from 'react';
import * as styles from '../Checkbox/Checkbox.css.ts';
import { type ChoiceOption, choiceItemId } from '../Checkbox/Checkbox.tsx';
import { describedBy, Fieldset, Hint, useFieldId } from '../Field/Field.tsx';

export const radioLayouts = ['stacked', 'inline'] as const;
export type RadioLayout = (typeof radioLayouts)[number];

export interface RadioGroupProps {
  /** The first radio gets this id; hint and error get `${id}-hint` and `${id}-error`. */
  id?: string;
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly ChoiceOption[];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  disabled?: boolean;
  /** `inline` for two short options such as Yes and No. */
  layout?: RadioLayout;
  className?: string;
}

/**
 * Native radios in a fieldset with a legend. The browser gives the arrow-key behaviour of a radio group and
 * one tab stop; the error marks every radio invalid.
 */
export function RadioGroup({
  id,
  name,
  legend,
  hint,
  error,
  options,
  value,
  defaultValue,
  onChange,
  onBlur,
  disabled,
  layout = 'stacked',
  className,
}: RadioGroupProps) {
  const fieldId = useFieldId(id);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (value === undefined) setUncontrolled(event.target.value);
    onChange?.(event.target.value);
  };

  return (
    <Fieldset id={fieldId} legend={legend} hint={hint} error={error} className={className}>
      <div
        className={[styles.items, layout === 'inline' ? styles.itemsInline : null].filter(Boolean).join(' ')}
      >
        {options.map((option, index) => {
          const itemId = choiceItemId(fieldId, index);
          return (
            <div key={option.value} className={styles.item}>
              <input
                id={itemId}
                className={styles.input}
                type="radio"
                name={name}
                value={option.value}
                checked={selected === undefined ? false : selected === option.value}
                disabled={disabled || option.disabled}
                onChange={handleChange}
                onBlur={onBlur}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(itemId, { hint: option.hint })}
              />
              <label className={styles.radioLabel} htmlFor={itemId}>
                {option.label}
              </label>
              {option.hint ? (
                <div className={styles.itemHint}>
                  <Hint id={`${itemId}-hint`}>{option.hint}</Hint>
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}

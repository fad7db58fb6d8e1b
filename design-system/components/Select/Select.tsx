import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as fieldStyles from '../Field/Field.css.ts';
import { type ControlWidth, Field } from '../Field/Field.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'multiple'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  options: readonly SelectOption[];
  /** A first option with an empty value, such as 'Choose a restaurant'. */
  placeholder?: string;
  width?: ControlWidth;
}

/** A native select with its label, hint and error. */
export function Select({
  id,
  label,
  hint,
  error,
  options,
  placeholder,
  width = 'full',
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      describedBy={extraDescribedBy}
      className={className}
    >
      {(control) => (
        <select
          {...rest}
          {...control}
          className={[fieldStyles.control, styles.select, fieldStyles.controlWidths[width]].join(' ')}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

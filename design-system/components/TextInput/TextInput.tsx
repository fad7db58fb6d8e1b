import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as fieldStyles from '../Field/Field.css.ts';
import { type ControlWidth, Field } from '../Field/Field.tsx';

export const textInputTypes = ['text', 'email', 'tel', 'url', 'password', 'search'] as const;
export type TextInputType = (typeof textInputTypes)[number];

export interface TextInputProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'width'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  type?: TextInputType;
  /** Fixed width in characters, to hint at the expected length; `full` fills the container. */
  width?: ControlWidth;
}

/** A single-line text input with its label, hint and error (GOV.UK text input). */
export function TextInput({
  id,
  label,
  hint,
  error,
  type = 'text',
  width = 'full',
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextInputProps) {
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
        <input
          {...rest}
          {...control}
          type={type}
          className={[fieldStyles.control, fieldStyles.controlWidths[width]].join(' ')}
        />
      )}
    </Field>
  );
}

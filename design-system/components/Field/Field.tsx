import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import * as styles from './Field.css.ts';

/** Read before every inline error message, hidden on screen (GOV.UK pattern). */
export const ERROR_PREFIX = 'Error:';

export const controlWidths = ['full', '30', '20', '10', '5', '4', '2'] as const;
export type ControlWidth = (typeof controlWidths)[number];

/** The ids a control is described by, in GOV.UK order: `${id}-hint ${id}-error`, then any extra ids. */
export function describedBy(
  id: string,
  { hint, error, extra }: { hint?: unknown; error?: unknown; extra?: string | undefined },
): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, extra || null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** An id from the caller, or a stable generated one. */
export function useFieldId(id: string | undefined): string {
  const generated = useId();
  return id ?? `field-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.hint}>
      {children}
    </div>
  );
}

export function ErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.errorMessage}>
      <span className={visuallyHidden}>{ERROR_PREFIX} </span>
      {children}
    </p>
  );
}

/** What `Field` hands to its control. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
}

export interface FieldProps {
  /** Id of the control; the hint and error get `${id}-hint` and `${id}-error`. Generated if absent. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The message shown under the label; it marks the control `aria-invalid`. */
  error?: ReactNode;
  /** Extra ids for `aria-describedby` (a character count, say), after the hint and error. */
  describedBy?: string;
  className?: string;
  /** Renders the control with the id and descriptions wired in. */
  children: (control: FieldControlProps) => ReactNode;
  /** Rendered after the control (a character count, a file list). */
  after?: ReactNode;
}

/**
 * A label, an optional hint and error message, and one control. The control is described by the hint and
 * the error (`aria-describedby`), and marked `aria-invalid` when there is an error.
 */
export function Field({
  id,
  label,
  hint,
  error,
  describedBy: extra,
  className,
  children,
  after,
}: FieldProps) {
  const fieldId = useFieldId(id);
  const invalid = Boolean(error);
  return (
    <div className={[styles.group({ invalid }), className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={fieldId}>
        {label}
      </label>
      {hint ? <Hint id={`${fieldId}-hint`}>{hint}</Hint> : null}
      {error ? <ErrorMessage id={`${fieldId}-error`}>{error}</ErrorMessage> : null}
      {children({
        id: fieldId,
        'aria-describedby': describedBy(fieldId, { hint, error, extra }),
        ...(invalid ? { 'aria-invalid': true as const } : {}),
      })}
      {after}
    </div>
  );
}

export interface FieldsetProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'id'> {
  /** Prefix for the hint and error ids: `${id}-hint`, `${id}-error`. */
  id?: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** `group` for a date input (GOV.UK); radios and checkboxes keep the fieldset's own role. */
  role?: 'group';
}

/** A fieldset with a legend, hint and error, described by both (for radios, checkboxes, date inputs). */
export function Fieldset({ id, legend, hint, error, className, children, ...rest }: FieldsetProps) {
  const fieldId = useFieldId(id);
  return (
    <div className={[styles.group({ invalid: Boolean(error) }), className].filter(Boolean).join(' ')}>
      <fieldset
        {...rest}
        className={styles.fieldset}
        aria-describedby={describedBy(fieldId, { hint, error })}
      >
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.legendClear}>
          {hint ? <Hint id={`${fieldId}-hint`}>{hint}</Hint> : null}
          {error ? <ErrorMessage id={`${fieldId}-error`}>{error}</ErrorMessage> : null}
        </div>
        {children}
      </fieldset>
    </div>
  );
}

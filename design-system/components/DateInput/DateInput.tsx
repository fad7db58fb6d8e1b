import { type ChangeEvent, type FocusEvent, type ReactNode, useState } from 'react';
import * as fieldStyles from '../Field/Field.css.ts';
import { Fieldset, useFieldId } from '../Field/Field.tsx';
import * as styles from './DateInput.css.ts';
import { type DatePart, type DateParts, datePartNames, emptyDateParts, maxDayFor } from './daysInMonth.ts';

const partLabels: Record<DatePart, string> = { day: 'Day', month: 'Month', year: 'Year' };
const partWidths = { day: '2', month: '2', year: '4' } as const;
const birthday: Record<DatePart, string> = { day: 'bday-day', month: 'bday-month', year: 'bday-year' };

export interface DateInputProps {
  /** The day field gets `${id}-day` (the target of an error summary link), and so on. */
  id?: string;
  /** Field names are `${name}-day`, `${name}-month`, `${name}-year`. */
  name?: string;
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Which fields the error is about; every field when absent. */
  errorFields?: readonly DatePart[];
  value?: DateParts;
  defaultValue?: DateParts;
  onChange?: (value: DateParts) => void;
  /** Called when focus leaves the whole date input (for 'touched' validation). */
  onBlur?: () => void;
  /** `autocomplete="bday-day"` and so on, for a date of birth. */
  birthday?: boolean;
  /**
   * The day as a select whose options follow the month and year (the legacy date selectors): 29 in February
   * while the year is unknown, since the default year is 1904.
   */
  daySelect?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * GOV.UK date input: day, month and year text fields with `inputmode="numeric"` in a fieldset with
 * `role="group"`. It never moves focus on its own (no auto-tab).
 */
export function DateInput({
  id,
  name,
  legend,
  hint,
  error,
  errorFields,
  value,
  defaultValue = emptyDateParts,
  onChange,
  onBlur,
  birthday: isBirthday = false,
  daySelect = false,
  disabled,
  className,
}: DateInputProps) {
  const fieldId = useFieldId(id);
  const [uncontrolled, setUncontrolled] = useState<DateParts>(defaultValue);
  const parts = value ?? uncontrolled;
  const maxDay = maxDayFor(parts);

  const update = (part: DatePart) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const next = { ...parts, [part]: event.target.value };
    if (value === undefined) setUncontrolled(next);
    onChange?.(next);
  };

  const handleBlur = (event: FocusEvent<HTMLFieldSetElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
  };

  const invalid = (part: DatePart) => Boolean(error) && (!errorFields || errorFields.includes(part));

  return (
    <Fieldset
      id={fieldId}
      role="group"
      legend={legend}
      hint={hint}
      error={error}
      className={className}
      onBlur={handleBlur}
    >
      <div className={styles.fields}>
        {datePartNames.map((part) => {
          const partId = `${fieldId}-${part}`;
          const common = {
            id: partId,
            name: name ? `${name}-${part}` : undefined,
            value: parts[part],
            onChange: update(part),
            disabled,
            'aria-invalid': invalid(part) ? (true as const) : undefined,
            autoComplete: isBirthday ? birthday[part] : undefined,
          };
          return (
            <div key={part} className={styles.item}>
              <label className={styles.itemLabel} htmlFor={partId}>
                {partLabels[part]}
              </label>
              {part === 'day' && daySelect ? (
                <select
                  {...common}
                  className={[fieldStyles.control, fieldStyles.controlWidths['4']].join(' ')}
                >
                  <option value="">DD</option>
                  {Array.from({ length: maxDay }, (_, index) => String(index + 1)).map((day) => (
                    <option key={day} value={day}>
                      {day}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type="text"
                  inputMode="numeric"
                  spellCheck={false}
                  className={[fieldStyles.control, fieldStyles.controlWidths[partWidths[part]]].join(' ')}
                />
              )}
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}

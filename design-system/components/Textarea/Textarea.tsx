import {
  type ChangeEvent,
  type ComponentPropsWithRef,
  type ReactNode,
  useEffect,
  useRef,
  useState,
} from 'react';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { Field, useFieldId } from '../Field/Field.tsx';
import * as styles from './Textarea.css.ts';

/** How long typing must pause before the live region announces the count (GOV.UK uses 1 s). */
export const CHARACTER_COUNT_DELAY_MS = 1000;

/** 'You have 12 characters remaining', 'You have 1 character too many' (GOV.UK wording). */
export function characterCountMessage(length: number, maximum: number): string {
  const remaining = maximum - length;
  const amount = Math.abs(remaining);
  const noun = amount === 1 ? 'character' : 'characters';
  return remaining < 0 ? `You have ${amount} ${noun} too many` : `You have ${amount} ${noun} remaining`;
}

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'maxLength'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /**
   * Shows a character count. Not a hard limit: people can type past it (and paste and then edit), and are
   * told how many characters are too many. Validate the length on submit.
   */
  maxCharacters?: number;
  /** Pause in typing before the count is announced to screen readers. */
  announceDelay?: number;
}

const lengthOf = (value: unknown) => (value == null ? 0 : String(value).length);

/** A multi-line text input, optionally with a GOV.UK character count. */
export function Textarea({
  id,
  label,
  hint,
  error,
  maxCharacters,
  announceDelay = CHARACTER_COUNT_DELAY_MS,
  rows = 5,
  className,
  onChange,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextareaProps) {
  const fieldId = useFieldId(id);
  const [length, setLength] = useState(() => lengthOf(rest.value ?? rest.defaultValue));
  const [announcement, setAnnouncement] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // A controlled value can change from outside (a reset, say).
  useEffect(() => {
    if (rest.value !== undefined) setLength(lengthOf(rest.value));
  }, [rest.value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const counted = maxCharacters !== undefined;
  const over = counted && length > maxCharacters;
  const infoId = `${fieldId}-info`;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    const nextLength = event.target.value.length;
    setLength(nextLength);
    if (counted) {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => setAnnouncement(characterCountMessage(nextLength, maxCharacters)),
        announceDelay,
      );
    }
    onChange?.(event);
  };

  const describedBy = [counted ? infoId : null, extraDescribedBy].filter(Boolean).join(' ') || undefined;

  return (
    <Field
      id={fieldId}
      label={label}
      hint={hint}
      error={error}
      describedBy={describedBy}
      className={className}
      after={
        counted ? (
          <>
            {/* Read once with the field's description; the visible count below is for sighted users. */}
            <div id={infoId} className={visuallyHidden}>
              You can enter up to {maxCharacters} characters
            </div>
            <div className={over ? styles.countOver : styles.count} aria-hidden="true" data-testid="count">
              {characterCountMessage(length, maxCharacters)}
            </div>
            <div className={visuallyHidden} aria-live="polite" data-testid="count-announcement">
              {announcement}
            </div>
          </>
        ) : null
      }
    >
      {(control) => (
        <textarea
          {...rest}
          {...control}
          rows={rows}
          onChange={handleChange}
          className={[fieldStyles.control, styles.textarea, over && !error ? styles.overLimit : null]
            .filter(Boolean)
            .join(' ')}
        />
      )}
    </Field>
  );
}

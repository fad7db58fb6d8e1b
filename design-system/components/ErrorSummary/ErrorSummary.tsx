import { type MouseEvent, type ReactNode, type Ref, useEffect, useImperativeHandle, useRef } from 'react';
import * as styles from './ErrorSummary.css.ts';

export const ERROR_SUMMARY_TITLE = 'There is a problem';

export interface ErrorSummaryItem {
  /** Id of the field the link moves to (for a date input, its day field; for radios, the first radio). */
  fieldId: string;
  message: ReactNode;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  title?: ReactNode;
  description?: ReactNode;
  /** Focus the summary when it appears (after a failed submit); call `focus()` on the ref to do it again. */
  focusOnMount?: boolean;
  ref?: Ref<HTMLDivElement>;
  className?: string;
  headingLevel?: 2 | 3;
}

/** Where the link sends focus: the field itself, scrolled so that its label or legend is in view too. */
export function focusField(fieldId: string): boolean {
  const field = document.getElementById(fieldId);
  if (!field) return false;
  const legend = field.closest('fieldset')?.querySelector('legend');
  const label = document.querySelector(`label[for="${CSS.escape(fieldId)}"]`);
  const anchor = legend ?? label ?? field;
  field.focus({ preventScroll: true });
  anchor.scrollIntoView({ block: 'start' });
  return true;
}

/**
 * GOV.UK error summary: 'There is a problem' and a link per error to its field (or only the description, for a
 * refusal that names no field). It takes focus when it
 * appears, so screen reader users hear it; each link moves focus to the field, not just the page.
 */
export function ErrorSummary({
  errors,
  title = ERROR_SUMMARY_TITLE,
  description,
  focusOnMount = true,
  ref,
  className,
  headingLevel = 2,
}: ErrorSummaryProps) {
  const root = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => root.current!, []);

  // Focus once, when the summary appears: what `focusOnMount` said then (a later change does not refocus).
  const focusWhenShown = useRef(focusOnMount);
  useEffect(() => {
    if (focusWhenShown.current) root.current?.focus();
  }, []);

  if (errors.length === 0 && !description) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const handleClick = (fieldId: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusField(fieldId)) event.preventDefault();
  };

  return (
    <div
      ref={root}
      className={[styles.root, className].filter(Boolean).join(' ')}
      tabIndex={-1}
      data-testid="error-summary"
    >
      <div role="alert">
        <Heading className={styles.title}>{title}</Heading>
        {description ? <div className={styles.description}>{description}</div> : null}
        {errors.length > 0 ? (
          <ul className={styles.list}>
            {errors.map((error) => (
              <li key={error.fieldId}>
                <a className={styles.link} href={`#${error.fieldId}`} onClick={handleClick(error.fieldId)}>
                  {error.message}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

import { type ComponentPropsWithRef, type ReactNode, useEffect, useRef } from 'react';
import * as styles from './FormParts.css.ts';

export interface FormSectionProps extends Omit<ComponentPropsWithRef<'fieldset'>, 'children'> {
  /** The section's heading, as the fieldset's legend. */
  legend: ReactNode;
  /** A line under the legend. */
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * A group of a form's fields under a heading: a fieldset without a border, the legend styled as a small
 * heading, fields spaced on the form's rhythm. `disabled` disables every control inside (while sending).
 */
export function FormSection({ legend, hint, className, children, ...rest }: FormSectionProps) {
  return (
    <fieldset {...rest} className={[styles.section, className].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>{legend}</legend>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {children}
    </fieldset>
  );
}

/** A form's buttons in a wrapping row. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

export const formNoticeTones = ['danger', 'success', 'info'] as const;
export type FormNoticeTone = (typeof formNoticeTones)[number];

export interface FormNoticeProps {
  tone: FormNoticeTone;
  title: ReactNode;
  children?: ReactNode;
  /**
   * Take focus when it appears (a failed or finished send), so a screen reader reads it and the page scrolls
   * to it. Each new `focusKey` focuses it again (a second failure in a row).
   */
  focusOnMount?: boolean;
  focusKey?: number | string;
  headingLevel?: 2 | 3;
  className?: string;
  'data-testid'?: string;
}

/** The key a notice has not been focused for yet. */
const NOT_FOCUSED = Symbol('not focused');

/**
 * The block a form shows after a send: a failure (`danger`, an alert) or a confirmation (`success`, a status),
 * with a heading and what to do next. It never replaces the form's fields, so nothing typed is lost.
 */
export function FormNotice({
  tone,
  title,
  children,
  focusOnMount = true,
  focusKey,
  headingLevel = 2,
  className,
  'data-testid': testId,
}: FormNoticeProps) {
  const root = useRef<HTMLDivElement>(null);
  // Focus when it appears and on each new key (not when only `focusOnMount` changes).
  const focusedKey = useRef<unknown>(NOT_FOCUSED);
  useEffect(() => {
    if (focusedKey.current === focusKey) return;
    focusedKey.current = focusKey;
    if (focusOnMount) root.current?.focus();
  }, [focusKey, focusOnMount]);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div
      ref={root}
      tabIndex={-1}
      role={tone === 'danger' ? 'alert' : 'status'}
      data-testid={testId}
      className={[styles.notice[tone], className].filter(Boolean).join(' ')}
    >
      <Heading className={styles.noticeTitle}>{title}</Heading>
      {children ? <div className={styles.noticeBody}>{children}</div> : null}
    </div>
  );
}

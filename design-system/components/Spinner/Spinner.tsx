import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './Spinner.css.ts';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** `large` (default) is 100 px. */
  size?: SpinnerSize;
  /** What is read out; 'Loading' by default. */
  label?: string;
}

/** A loading indicator: a status region named 'Loading' (or `label`), so screen readers hear it politely. */
export function Spinner({ size = 'large', label = 'Loading', className, ...rest }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      {...rest}
      className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
    >
      <span className={styles.ring} aria-hidden="true" />
    </div>
  );
}

export interface SpinnerOverlayProps extends ComponentPropsWithRef<'div'> {
  /** While true, a spinner covers the content, which is busy and cannot be used. */
  loading: boolean;
  label?: string;
  size?: SpinnerSize;
  children: ReactNode;
}

/**
 * Covers its content with a spinner while something is in progress (a card being submitted, say). The
 * container is `aria-busy` and its content `inert`, so nothing can be pressed twice.
 */
export function SpinnerOverlay({
  loading,
  label,
  size = 'large',
  className,
  children,
  ...rest
}: SpinnerOverlayProps) {
  return (
    <div
      {...rest}
      aria-busy={loading || undefined}
      className={[styles.overlayContainer, className].filter(Boolean).join(' ')}
    >
      <div inert={loading}>{children}</div>
      {loading ? (
        <div className={styles.overlay}>
          <Spinner size={size} label={label} />
        </div>
      ) : null}
    </div>
  );
}

import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'outline', 'link'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /**
   * Shows a spinner, sets `aria-busy` and ignores clicks. The button stays focusable and keeps its label,
   * followed by `(loadingLabel)` for screen readers.
   */
  loading?: boolean;
  loadingLabel?: string;
  /** Render the single child (a link, say) with the button's look and behaviour, via Radix Slot. */
  asChild?: boolean;
  children: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  loadingLabel = 'loading',
  asChild = false,
  disabled = false,
  type,
  className,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  const inactive = loading || disabled;

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <Component
      {...rest}
      // A native button can be disabled; a slotted link cannot, so it is marked aria-disabled instead.
      {...(asChild ? { 'aria-disabled': inactive || undefined } : { type: type ?? 'button', disabled })}
      {...(!asChild && loading ? { 'aria-disabled': true } : {})}
      aria-busy={loading || undefined}
      className={[styles.root({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      onClick={handleClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" data-testid="button-spinner" /> : null}
      <Slot.Slottable>{children}</Slot.Slottable>
      {loading ? <span className={visuallyHidden}>{`(${loadingLabel})`}</span> : null}
    </Component>
  );
}

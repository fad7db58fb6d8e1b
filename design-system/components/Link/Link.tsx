import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import * as styles from './Link.css.ts';

export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export const NEW_TAB_LABEL = '(opens in a new tab)';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /** `inline` sits in running text; `standalone` sits on its own, in bold with an arrow. */
  variant?: LinkVariant;
  /** Opens in a new tab with `rel="noopener noreferrer"` and tells screen reader users so. */
  external?: boolean;
  /** Render the single child (a router link, say) with the link's look, via Radix Slot. */
  asChild?: boolean;
  children: ReactNode;
}

function ArrowIcon() {
  return (
    <svg className={styles.arrow} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 8h11M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function ExternalIcon() {
  return (
    <svg className={styles.externalIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M9 2h5v5M14 2 7 9M12 10v4H2V4h4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function Link({
  variant = 'inline',
  external = false,
  asChild = false,
  className,
  rel,
  children,
  ...rest
}: LinkProps) {
  const Component = asChild ? Slot.Root : 'a';
  const relValues = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  if (external) {
    relValues.add('noopener');
    relValues.add('noreferrer');
  }

  return (
    <Component
      {...rest}
      {...(external ? { target: '_blank' } : {})}
      rel={relValues.size > 0 ? [...relValues].join(' ') : undefined}
      className={[styles.root({ variant }), className].filter(Boolean).join(' ')}
    >
      <Slot.Slottable>{children}</Slot.Slottable>
      {external ? (
        <>
          <ExternalIcon />
          <span className={visuallyHidden}> {NEW_TAB_LABEL}</span>
        </>
      ) : null}
      {variant === 'standalone' ? <ArrowIcon /> : null}
    </Component>
  );
}

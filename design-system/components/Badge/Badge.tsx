import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { Tone } from '../../tokens/tokens.ts';
import * as styles from './Badge.css.ts';

export { tones as badgeTones } from '../../tokens/tokens.ts';
export type BadgeTone = Tone;

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** A theme tone role; each pairs a background with a foreground that passes AA. */
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status label ('New', 'Vegan', 'Fully booked'). Not interactive; the words carry the meaning. */
export function Badge({ tone = 'info', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={[styles.root, styles.tone[tone], className].filter(Boolean).join(' ')}>
      {children}
    </span>
  );
}

import { type AllHTMLAttributes, createElement, type ElementType, type ReactNode, type Ref } from 'react';
import { type Sprinkles, sprinkles } from '../../tokens/sprinkles.css.ts';

export interface BoxProps extends Sprinkles, Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> {
  /** The element to render; a `div` by default. */
  as?: ElementType;
  ref?: Ref<HTMLElement>;
  children?: ReactNode;
}

/** Splits props into sprinkles (atomic classes from the tokens) and everything else. */
export function splitSprinkles<T extends object>(props: T) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<T, keyof Sprinkles> };
}

/**
 * The base of every layout primitive: any element, styled only through responsive sprinkles props drawn from
 * the tokens (`padding={{ xs: 'small', md: 'large' }}`), never through raw values.
 */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(as, {
    ...rest,
    className: [sprinkles(atoms), className].filter(Boolean).join(' ') || undefined,
  });
}

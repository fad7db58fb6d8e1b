import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { FontWeight, TextSize } from '../../tokens/tokens.ts';
import * as styles from './Text.css.ts';

export type { FontWeight as TextWeight, TextSize } from '../../tokens/tokens.ts';
export { fontWeights as textWeights, textSizes } from '../../tokens/tokens.ts';

export const textTones = ['neutral', 'secondary', 'critical', 'inverse', 'inherit'] as const;
export type TextTone = (typeof textTones)[number];

export const textElements = ['p', 'span', 'div', 'strong', 'small'] as const;
export type TextElement = (typeof textElements)[number];

export interface TextProps extends ComponentPropsWithRef<'p'> {
  size?: TextSize;
  weight?: FontWeight;
  tone?: TextTone;
  align?: 'left' | 'center' | 'right';
  /** The element; a paragraph by default. */
  as?: TextElement;
  children: ReactNode;
}

export function Text({
  size = 'standard',
  weight = 'regular',
  tone = 'neutral',
  align,
  as: Tag = 'p',
  className,
  children,
  ...rest
}: TextProps) {
  return (
    <Tag
      {...rest}
      className={[
        styles.root,
        styles.size[size],
        styles.weight[weight],
        styles.tone[tone],
        align ? styles.align[align] : undefined,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </Tag>
  );
}

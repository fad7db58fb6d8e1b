import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { HeadingLevel } from '../../tokens/tokens.ts';
import * as styles from './Heading.css.ts';

export type { HeadingLevel } from '../../tokens/tokens.ts';
export { headingLevels } from '../../tokens/tokens.ts';

export const headingAligns = ['left', 'center', 'right'] as const;
export type HeadingAlign = (typeof headingAligns)[number];

export const headingTones = ['neutral', 'secondary', 'inverse'] as const;
export type HeadingTone = (typeof headingTones)[number];

export interface HeadingProps extends ComponentPropsWithRef<'h2'> {
  /** The document level (`h1` to `h4`). */
  level: HeadingLevel;
  /** The visual size, when it must differ from the level (a level 2 heading that looks like a 3, say). */
  size?: HeadingLevel;
  align?: HeadingAlign;
  tone?: HeadingTone;
  children: ReactNode;
}

export function Heading({
  level,
  size,
  align = 'left',
  tone = 'neutral',
  className,
  children,
  ...rest
}: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag
      {...rest}
      className={[styles.root, styles.size[size ?? level], styles.align[align], styles.tone[tone], className]
        .filter(Boolean)
        .join(' ')}
    >
      {children}
    </Tag>
  );
}

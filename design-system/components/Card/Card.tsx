import type { Tone } from '../../tokens/tokens.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';
import * as styles from './Card.css.ts';

export const cardTones = [
  'surface',
  'neutral',
  'primary',
  'secondary',
  'success',
  'info',
  'warning',
  'danger',
] as const;
export type CardTone = 'surface' | 'neutral' | Tone;

export const cardRadii = ['standard', 'large', 'tile', 'none'] as const;
export type CardRadius = (typeof cardRadii)[number];

export interface CardProps extends Omit<BoxProps, 'background' | 'color' | 'borderRadius'> {
  /** Surface colours or a theme tone role; the text colour always comes with it (AA on that background). */
  tone?: CardTone;
  rounded?: CardRadius;
  bordered?: boolean;
}

/** A surface that groups related content. Padding is responsive (`padding={{ xs: 'medium', md: 'large' }}`). */
export function Card({
  tone = 'surface',
  rounded = 'standard',
  bordered = false,
  padding = { xs: 'medium', md: 'large' },
  className,
  ...rest
}: CardProps) {
  return (
    <Box
      padding={padding}
      {...rest}
      className={[
        styles.root,
        styles.tone[tone],
        styles.rounded[rounded],
        bordered && styles.bordered,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    />
  );
}

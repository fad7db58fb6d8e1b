import { Box, type BoxProps } from '../Box/Box.tsx';
import * as styles from './Container.css.ts';

export const containerWidths = ['narrow', 'medium', 'large', 'xlarge', 'full'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export interface ContainerProps
  extends Omit<BoxProps, 'width' | 'paddingX' | 'paddingLeft' | 'paddingRight'> {
  width?: ContainerWidth;
}

/** Centres content at a maximum width, with side gutters that grow from 768 px. */
export function Container({ width = 'large', className, ...rest }: ContainerProps) {
  return <Box {...rest} className={[styles.width[width], className].filter(Boolean).join(' ')} />;
}

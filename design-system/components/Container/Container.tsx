import { Box, type BoxProps } from '../Box/Box.tsx';
import * as styles from './Container.css.ts';

export const containerWidths = ['page', 'narrow', 'medium', 'large', 'xlarge', 'full'] as const;
export type ContainerWidth = (typeof containerWidths)[number];

export interface ContainerProps
  extends Omit<BoxProps, 'width' | 'paddingX' | 'paddingLeft' | 'paddingRight'> {
  width?: ContainerWidth;
}

/**
 * Centres content at a maximum width, with side gutters. `page` is the page frame every route of the site renders
 * in (its gutter grows at 992 px, with the header's); the other widths' gutters grow from 768 px. Do not nest
 * a Container in the page frame: give the content a `maxWidth` instead, so that it keeps the frame's gutter.
 */
export function Container({ width = 'large', className, ...rest }: ContainerProps) {
  return <Box {...rest} className={[styles.width[width], className].filter(Boolean).join(' ')} />;
}

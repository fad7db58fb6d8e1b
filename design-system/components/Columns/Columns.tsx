import type { ReactNode } from 'react';
import type { Sprinkles } from '../../tokens/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';
import * as styles from './Columns.css.ts';

export const columnWidths = ['fluid', 'content', '1/2', '1/3', '2/3', '1/4', '3/4'] as const;
export type ColumnWidth = (typeof columnWidths)[number];

/** Where columns stop stacking: `tile` is the 992 px switch of the content tiles. */
export const collapseBreakpoints = ['sm', 'md', 'lg', 'tile'] as const;
export type CollapseBreakpoint = (typeof collapseBreakpoints)[number];

export const columnsAlignYs = ['top', 'center', 'bottom', 'stretch'] as const;
export type ColumnsAlignY = (typeof columnsAlignYs)[number];
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

export interface ColumnsProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection' | 'alignItems'> {
  space: Sprinkles['gap'];
  /** Stack the columns one above the other below this breakpoint. Without it they are always side by side. */
  collapseBelow?: CollapseBreakpoint;
  alignY?: ColumnsAlignY;
  children: ReactNode;
}

export function Columns({ space, collapseBelow, alignY = 'stretch', ...rest }: ColumnsProps) {
  const flexDirection: Sprinkles['flexDirection'] = collapseBelow
    ? { xs: 'column', [collapseBelow]: 'row' }
    : 'row';
  return (
    <Box
      {...rest}
      display="flex"
      flexDirection={flexDirection}
      alignItems={
        collapseBelow && alignY !== 'stretch'
          ? { xs: 'stretch', [collapseBelow]: alignItems[alignY] }
          : alignItems[alignY]
      }
      gap={space}
    />
  );
}

export interface ColumnProps extends Omit<BoxProps, 'width'> {
  /** `fluid` (default) shares the room left over with the other fluid columns. */
  width?: ColumnWidth;
}

export function Column({ width = 'fluid', className, ...rest }: ColumnProps) {
  return (
    <Box {...rest} className={[styles.column, styles.width[width], className].filter(Boolean).join(' ')} />
  );
}

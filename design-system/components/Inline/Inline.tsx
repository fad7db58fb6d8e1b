import type { Sprinkles } from '../../tokens/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

export const inlineAligns = ['left', 'center', 'right', 'space-between'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignYs = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignYs)[number];

const justify = {
  left: 'flex-start',
  center: 'center',
  right: 'flex-end',
  'space-between': 'space-between',
} as const;
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

export interface InlineProps
  extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap'> {
  /** Space between items, horizontally and between wrapped rows; responsive. */
  space: Sprinkles['gap'];
  align?: InlineAlign;
  alignY?: InlineAlignY;
  /** Keep everything on one line instead of wrapping. */
  noWrap?: boolean;
}

/** Items side by side that wrap onto new lines when there is not enough room. */
export function Inline({ space, align = 'left', alignY = 'center', noWrap = false, ...rest }: InlineProps) {
  return (
    <Box
      {...rest}
      display="flex"
      flexDirection="row"
      flexWrap={noWrap ? 'nowrap' : 'wrap'}
      justifyContent={justify[align]}
      alignItems={alignItems[alignY]}
      gap={space}
    />
  );
}

import type { Sprinkles } from '../../tokens/sprinkles.css.ts';
import { Box, type BoxProps } from '../Box/Box.tsx';

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

const alignItems = { stretch: 'stretch', left: 'flex-start', center: 'center', right: 'flex-end' } as const;

export interface StackProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection' | 'alignItems'> {
  /** Space between items; responsive (`{ xs: 'small', md: 'large' }`). */
  space: Sprinkles['gap'];
  align?: StackAlign;
}

/** Items one above the other with even, responsive space between them. */
export function Stack({ space, align = 'stretch', ...rest }: StackProps) {
  return <Box {...rest} display="flex" flexDirection="column" alignItems={alignItems[align]} gap={space} />;
}

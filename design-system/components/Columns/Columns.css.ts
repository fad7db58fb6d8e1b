import { style, styleVariants } from '@vanilla-extract/css';

export const column = style({ minWidth: 0 });

/**
 * Column widths. Fractions may shrink (`0 1 x%`) so that they still fit beside the gap; `fluid` shares the room
 * left, `content` keeps to what it holds.
 */
export const width = styleVariants({
  fluid: { flex: '1 1 0' },
  content: { flex: '0 0 auto' },
  '1/2': { flex: '0 1 50%' },
  '1/3': { flex: '0 1 33.333%' },
  '2/3': { flex: '0 1 66.667%' },
  '1/4': { flex: '0 1 25%' },
  '3/4': { flex: '0 1 75%' },
});

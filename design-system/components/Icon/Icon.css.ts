import { style, styleVariants } from '@vanilla-extract/css';

export const root = style({
  display: 'inline-block',
  flexShrink: 0,
  verticalAlign: 'middle',
  '@media': { '(forced-colors: active)': { color: 'CanvasText' } },
});

/** Icon sizes follow the text scale: `small` and `standard` sit in a line of text, `large` stands alone. */
export const size = styleVariants({
  small: { width: '1rem', height: '1rem' },
  standard: { width: '1.5rem', height: '1.5rem' },
  large: { width: '2rem', height: '2rem' },
  fill: { width: '100%', height: '100%' },
});

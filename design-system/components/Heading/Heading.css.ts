import { style, styleVariants } from '@vanilla-extract/css';
import { headingLevels } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

export const root = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily,
  // Headings use the bold face (spec, brand palette and type).
  fontWeight: vars.typography.headingWeight,
  color: vars.color.foreground.text,
  overflowWrap: 'break-word',
});

export const size = styleVariants(
  Object.fromEntries(headingLevels.map((level) => [level, vars.typography.heading[level]])) as Record<
    (typeof headingLevels)[number],
    { fontSize: string; lineHeight: string }
  >,
);

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

export const tone = styleVariants({
  neutral: { color: vars.color.foreground.text },
  secondary: { color: vars.color.foreground.secondaryText },
  inverse: { color: vars.color.foreground.inverse },
});

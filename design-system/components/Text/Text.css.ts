import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const root = style({ margin: 0, fontFamily: vars.typography.fontFamily });

export const size = styleVariants(vars.typography.text, (text) => ({
  fontSize: text.fontSize,
  lineHeight: text.lineHeight,
}));

export const weight = styleVariants(vars.typography.fontWeight, (fontWeight) => ({ fontWeight }));

export const tone = styleVariants({
  neutral: { color: vars.color.foreground.text },
  secondary: { color: vars.color.foreground.secondaryText },
  critical: { color: vars.color.foreground.critical },
  inverse: { color: vars.color.foreground.inverse },
  inherit: { color: 'inherit' },
});

export const align = styleVariants({
  left: { textAlign: 'left' },
  center: { textAlign: 'center' },
  right: { textAlign: 'right' },
});

import { style, styleVariants } from '@vanilla-extract/css';
import { tones } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingLeft: vars.space.xsmall,
  paddingRight: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.bold,
  whiteSpace: 'nowrap',
  '@media': { '(forced-colors: active)': { border: `${vars.borderWidth.standard} solid CanvasText` } },
});

export const tone = styleVariants(
  Object.fromEntries(
    tones.map((name) => [
      name,
      { background: vars.color.tone[name].background, color: vars.color.tone[name].foreground },
    ]),
  ) as Record<(typeof tones)[number], { background: string; color: string }>,
);

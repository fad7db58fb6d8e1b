import { style, styleVariants } from '@vanilla-extract/css';
import { tones } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

export const root = style({
  display: 'block',
  minWidth: 0,
  '@media': { '(forced-colors: active)': { border: `${vars.borderWidth.standard} solid CanvasText` } },
});

export const tone = styleVariants({
  surface: { background: vars.color.background.surface, color: vars.color.foreground.text },
  neutral: { background: vars.color.background.neutral, color: vars.color.foreground.text },
  ...Object.fromEntries(
    tones.map((name) => [
      name,
      { background: vars.color.tone[name].background, color: vars.color.tone[name].foreground },
    ]),
  ),
} as Record<'surface' | 'neutral' | (typeof tones)[number], { background: string; color: string }>);

export const rounded = styleVariants({
  standard: { borderRadius: vars.radius.standard },
  large: { borderRadius: vars.radius.large },
  tile: { borderRadius: vars.radius.tile },
  none: { borderRadius: 0 },
});

export const bordered = style({ border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}` });

import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../tokens/vars.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    paddingLeft: vars.space.medium,
    paddingRight: vars.space.xxsmall,
    minHeight: vars.touchTarget,
    fontSize: vars.typography.text.small.fontSize,
    lineHeight: vars.typography.text.small.lineHeight,
    fontWeight: vars.typography.fontWeight.bold,
    textAlign: 'center',
  },
  variants: {
    tone: {
      green: { background: vars.palette.green, color: vars.palette.white },
      bronze: { background: vars.palette.bronze, color: vars.palette.white },
      almond: { background: vars.palette.almond, color: vars.palette.black },
      lightGreen: { background: vars.palette.lightGreen, color: vars.palette.black },
    },
  },
  defaultVariants: { tone: 'green' },
});

export const message = style({
  flex: '1 1 auto',
  paddingTop: vars.space.xsmall,
  paddingBottom: vars.space.xsmall,
});

// Links in the message take the banner's colour, so they keep its contrast.
globalStyle(`${message} a`, { color: 'inherit', textUnderlineOffset: '0.2em' });

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
});

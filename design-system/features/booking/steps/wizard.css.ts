import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  maxWidth: '800px',
  padding: vars.space.medium,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  '@media': { [minWidth(breakpoints.md)]: { padding: vars.space.large } },
});

export const view = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.typography.heading['3'].fontSize,
  fontWeight: vars.typography.headingWeight,
  ':focus-visible': { outline: `2px solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
});

export const stepCount = style({ margin: 0, color: vars.color.foreground.secondaryText });

export const restaurantBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const restaurantName = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold });

export const muted = style({ color: vars.color.foreground.secondaryText, fontWeight: 'normal' });

export const form = style({ display: 'grid', gap: vars.space.medium, minWidth: 0 });

export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: '1fr',
  '@media': { [minWidth(breakpoints.sm)]: { gridTemplateColumns: '1fr 1fr' } },
});

export const wide = style({
  '@media': { [minWidth(breakpoints.sm)]: { gridColumn: '1 / -1' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const error = style({
  display: 'grid',
  gap: vars.space.small,
  justifyItems: 'start',
  selectors: {
    '&:not(:empty)': {
      padding: vars.space.small,
      borderRadius: vars.radius.standard,
      background: vars.color.tone.danger.background,
      color: vars.color.tone.danger.foreground,
    },
  },
});

export const errorText = style({ margin: 0 });

export const link = style({ color: 'inherit', textDecoration: 'underline' });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
});
globalStyle(`${summary} dd`, { margin: 0 });
globalStyle(`${summary} dt`, { fontWeight: vars.typography.fontWeight.bold });

export const reference = style({ margin: 0, fontSize: vars.typography.heading['4'].fontSize });

export const callButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  background: vars.color.tone.primary.background,
  color: vars.color.tone.primary.foreground,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
});

/** A group of fields without a frame (the extras of step three). */
export const fieldset = style({
  display: 'grid',
  gap: vars.space.small,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

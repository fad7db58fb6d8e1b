import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({ display: 'grid', gap: vars.space.large, maxWidth: '800px' });

export const pair = style({
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.typography.heading['4'].fontSize,
  fontWeight: vars.typography.headingWeight,
});

export const options = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
});

/** The whole card is the radio's label: at least 44 px high, the focus ring on the card. */
export const option = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': {
      borderColor: vars.color.border.strong,
      boxShadow: `0 0 0 ${vars.borderWidth.large} ${vars.color.border.strong}`,
    },
    '&:has(input:focus-visible)': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.focusRing.offset,
    },
  },
});

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.standard,
  background: vars.color.background.neutral,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: '44px',
});

export const radio = style({
  width: '24px',
  height: '24px',
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.border.strong,
});

export const labelText = style({ fontWeight: vars.typography.fontWeight.bold });

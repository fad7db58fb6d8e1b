import { style } from '@vanilla-extract/css';
import { minWidth } from '../../../tokens/tokens.ts';
import { vars } from '../../../tokens/vars.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.large,
  fontFamily: vars.typography.fontFamily,
  color: vars.color.foreground.text,
});

/** The form: one column on a phone, two from 768 px, the party, date and time in a row from 1200 px. */
export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'end',
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  background: vars.color.background.surface,
  '@media': {
    [minWidth(768)]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth(1200)]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const whole = style({ '@media': { [minWidth(768)]: { gridColumn: '1 / -1' } } });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'center',
});

export const message = style({ margin: 0, fontWeight: vars.typography.fontWeight.bold });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
});

export const result = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
});

export const detail = style({ margin: 0 });

export const distance = style({ fontWeight: vars.typography.fontWeight.bold });

export const times = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/** A time is a link drawn as a button: at least the touch target, the asked time marked. */
export const time = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '4.5rem',
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.strong}`,
  color: vars.color.foreground.text,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&[data-exact="true"]': {
      background: vars.color.tone.primary.background,
      color: vars.color.tone.primary.foreground,
    },
  },
});

export const nothingList = style({
  margin: 0,
  paddingLeft: vars.space.large,
  display: 'grid',
  gap: vars.space.xsmall,
});

import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: vars.space.xsmall,
});

export const input = style({
  maxWidth: `calc(10ch + ${vars.space.small} * 2 + ${vars.borderWidth.large} * 2 + 1ch)`,
});

export const trigger = style({ paddingLeft: 0, paddingRight: 0, width: vars.touchTarget });

export const icon = style({ width: '1.25rem', height: '1.25rem' });

/* A day's cell: the touch target, narrower only where seven of them and the popover's frame would not fit
   the window with 8 px to spare (below about 388 px: 34 px at 320 px, above WCAG 2.2's 24 px minimum target). */
const daySize = `min(${vars.touchTarget}, calc((100vw - 5rem) / 7))`;

export const content = style({
  zIndex: 10,
  padding: vars.space.medium,
  border: `${vars.borderWidth.large} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  boxShadow: `0 ${vars.space.xxsmall} ${vars.space.medium} color-mix(in srgb, ${vars.palette.black} 20%, transparent)`,
});

/* react-day-picker parts, styled from the tokens (its own stylesheet is not loaded). */
export const calendar = {
  root: style({ position: 'relative' }),
  months: style({ position: 'relative' }),
  month: style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall }),
  month_caption: style({
    display: 'flex',
    alignItems: 'center',
    minHeight: vars.touchTarget,
    paddingRight: `calc(${vars.touchTarget} * 2 + ${vars.space.xsmall})`,
  }),
  caption_label: style({ fontWeight: vars.typography.fontWeight.bold }),
  nav: style({
    position: 'absolute',
    top: 0,
    right: 0,
    display: 'flex',
    gap: vars.space.xxsmall,
  }),
  button_previous: style({}),
  button_next: style({}),
  chevron: style({ width: '1.25rem', height: '1.25rem', fill: 'currentColor' }),
  month_grid: style({ borderCollapse: 'collapse' }),
  weekdays: style({}),
  weekday: style({
    width: daySize,
    fontSize: vars.typography.text.small.fontSize,
    fontWeight: vars.typography.fontWeight.bold,
    textAlign: 'center',
  }),
  week: style({}),
  day: style({ padding: '1px', textAlign: 'center' }),
  day_button: style({}),
  selected: style({}),
  today: style({}),
  disabled: style({}),
  outside: style({}),
};

const navButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  border: `${vars.borderWidth.large} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  cursor: 'pointer',
} as const;

export const navButtonStyle = style({
  ...navButton,
  selectors: { '&:disabled, &[aria-disabled="true"]': { opacity: 0.4, cursor: 'not-allowed' } },
});

export const dayButton = style({
  width: daySize,
  height: daySize,
  border: `${vars.borderWidth.large} solid transparent`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.background.neutral },
    [`${calendar.today} > &`]: {
      borderColor: vars.color.border.standard,
      fontWeight: vars.typography.fontWeight.bold,
    },
    [`${calendar.selected} > &`]: {
      background: vars.color.tone.primary.background,
      color: vars.color.tone.primary.foreground,
      fontWeight: vars.typography.fontWeight.bold,
    },
    [`${calendar.disabled} > &`]: {
      cursor: 'not-allowed',
      color: vars.color.foreground.secondaryText,
      textDecorationLine: 'line-through',
    },
    [`${calendar.outside} > &`]: { color: vars.color.foreground.secondaryText },
  },
});

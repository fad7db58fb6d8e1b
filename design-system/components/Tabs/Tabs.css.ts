import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const list = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  overflowX: 'auto',
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  scrollbarWidth: 'thin',
});

export const tab = style({
  flexShrink: 0,
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.medium}`,
  margin: 0,
  border: 0,
  borderBottom: `${vars.borderWidth.large} solid transparent`,
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  background: 'transparent',
  color: vars.color.foreground.text,
  fontWeight: vars.typography.fontWeight.bold,
  cursor: 'pointer',
  transition: `border-color ${vars.transition.fast}, background-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { background: vars.color.background.neutral },
    '&[data-state="active"]': {
      borderBottomColor: vars.color.tone.primary.background,
      color: vars.color.foreground.secondaryText,
      boxShadow: `inset 0 -${vars.borderWidth.large} 0 ${vars.color.tone.primary.background}`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55 },
    // Keyboard focus sits inside the scrolling list, so the ring is drawn inside the tab.
    '&:focus-visible': { outlineOffset: `calc(-1 * ${vars.focusRing.width})`, boxShadow: 'none' },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[data-state="active"]': { borderBottomColor: 'Highlight' } },
    },
  },
});

export const panel = style({ paddingTop: vars.space.large });

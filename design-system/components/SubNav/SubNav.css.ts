import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  background: vars.color.background.surface,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
});

export const scroller = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  // Room for the focus ring of the first and last links.
  padding: `${vars.space.xsmall} ${vars.space.xxsmall}`,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  width: 'max-content',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.touchTarget,
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  color: vars.color.foreground.text,
  fontWeight: vars.typography.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${vars.transition.fast}`,
  selectors: {
    '&:hover': { background: vars.color.background.neutral },
    '&[aria-current]': {
      background: vars.color.tone.primary.background,
      color: vars.color.tone.primary.foreground,
    },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&[aria-current]': { border: `${vars.borderWidth.large} solid LinkText` } },
    },
  },
});

export const scrollButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.touchTarget,
  height: vars.touchTarget,
  padding: 0,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  color: vars.color.foreground.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.background.neutral } },
});

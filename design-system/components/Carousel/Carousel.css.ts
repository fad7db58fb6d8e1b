import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

export const root = style({ position: 'relative', display: 'grid', gap: vars.space.small });

export const topBar = style({ display: 'flex', justifyContent: 'flex-end' });

export const viewport = style({ overflow: 'hidden', borderRadius: vars.radius.standard });

export const track = style({
  display: 'flex',
  '@media': {
    '(prefers-reduced-motion: no-preference)': { transition: `transform 400ms ease-in-out` },
  },
});

export const slide = style({ flex: '0 0 100%', minWidth: 0 });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  minWidth: vars.touchTarget,
  height: vars.touchTarget,
  padding: `0 ${vars.space.xsmall}`,
  border: `${vars.borderWidth.large} solid ${vars.color.tone.primary.background}`,
  borderRadius: vars.radius.full,
  background: vars.color.background.surface,
  color: vars.color.tone.primary.background,
  fontWeight: vars.typography.fontWeight.bold,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}, color ${vars.transition.fast}`,
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      background: vars.color.tone.primary.background,
      color: vars.color.tone.primary.foreground,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const dots = style({
  display: 'flex',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A 24 x 24 px target (WCAG 2.5.8) around a 12 px dot. */
export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.5rem',
  height: '1.5rem',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    width: '0.75rem',
    height: '0.75rem',
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.large} solid ${vars.color.tone.primary.background}`,
    background: 'transparent',
  },
  selectors: {
    '&[aria-current="true"]::before': { background: vars.color.tone.primary.background },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: {
        '&::before': { borderColor: 'ButtonText' },
        '&[aria-current="true"]::before': { background: 'ButtonText' },
      },
    },
  },
});

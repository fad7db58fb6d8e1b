import { style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

/*
 * Checkboxes and radios, GOV.UK style: the native input stays in place (invisible, 44 x 44 px, on top of the
 * drawn box) so clicks, keyboard and assistive technology all use the real control. The label draws the box.
 */

const boxSize = '2rem';
const boxInset = `calc((${vars.touchTarget} - ${boxSize}) / 2)`;

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const itemsInline = style({
  flexDirection: 'row',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
});

export const item = style({
  position: 'relative',
  display: 'block',
  minHeight: vars.touchTarget,
  paddingLeft: `calc(${vars.touchTarget} + ${vars.space.xsmall})`,
});

export const input = style({
  position: 'absolute',
  top: 0,
  left: 0,
  zIndex: 1,
  width: vars.touchTarget,
  height: vars.touchTarget,
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

const labelBase = {
  display: 'inline-block',
  paddingTop: `calc((${vars.touchTarget} - ${vars.typography.text.standard.lineHeight}) / 2)`,
  paddingBottom: `calc((${vars.touchTarget} - ${vars.typography.text.standard.lineHeight}) / 2)`,
  cursor: 'pointer',
  touchAction: 'manipulation',
} as const;

const box = {
  content: '""',
  position: 'absolute',
  top: boxInset,
  left: boxInset,
  width: boxSize,
  height: boxSize,
  border: `${vars.borderWidth.large} solid ${vars.color.border.strong}`,
  background: vars.color.background.surface,
} as const;

const focusRing = {
  outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}`,
  outlineOffset: vars.focusRing.offset,
  boxShadow: `0 0 0 calc(${vars.focusRing.offset} + ${vars.focusRing.width}) ${vars.color.focus.halo}`,
} as const;

export const checkboxLabel = style({
  ...labelBase,
  selectors: {
    '&::before': { ...box, borderRadius: vars.radius.small },
    // The tick: two borders of a rotated box.
    '&::after': {
      content: '""',
      position: 'absolute',
      top: `calc(${boxInset} + 0.55rem)`,
      left: `calc(${boxInset} + 0.45rem)`,
      width: '1.1rem',
      height: '0.55rem',
      transform: 'rotate(-45deg)',
      borderLeft: `0.2rem solid ${vars.color.foreground.text}`,
      borderBottom: `0.2rem solid ${vars.color.foreground.text}`,
      opacity: 0,
    },
    [`${input}:checked + &::after`]: { opacity: 1 },
    [`${input}:focus-visible + &::before`]: focusRing,
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
    [`${input}[aria-invalid="true"] + &::before`]: { borderColor: vars.color.foreground.critical },
  },
});

export const radioLabel = style({
  ...labelBase,
  selectors: {
    '&::before': { ...box, borderRadius: '50%' },
    '&::after': {
      content: '""',
      position: 'absolute',
      top: `calc(${boxInset} + 0.5rem)`,
      left: `calc(${boxInset} + 0.5rem)`,
      width: '1rem',
      height: '1rem',
      borderRadius: '50%',
      background: vars.color.foreground.text,
      opacity: 0,
    },
    [`${input}:checked + &::after`]: { opacity: 1 },
    [`${input}:focus-visible + &::before`]: focusRing,
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: 0.6 },
    [`${input}[aria-invalid="true"] + &::before`]: { borderColor: vars.color.foreground.critical },
  },
  '@media': {
    '(forced-colors: active)': {
      selectors: { '&::after': { background: 'CanvasText' } },
    },
  },
});

export const itemHint = style({
  display: 'block',
  marginTop: `calc(-1 * ${vars.space.xsmall})`,
  paddingBottom: vars.space.xsmall,
  color: vars.color.foreground.secondaryText,
});

import { keyframes, style } from '@vanilla-extract/css';
import { layout, minWidth, tileBreakpoint } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translateY(1rem)' },
  to: { opacity: 1, transform: 'none' },
});
const desktop = minWidth(tileBreakpoint);

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  // The dialog turns pointer events off on the body (Radix's dismissable layer); a press here still closes it.
  pointerEvents: 'auto',
  background: `color-mix(in srgb, ${vars.palette.black} 60%, transparent)`,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${fadeIn} ${vars.transition.standard}` },
  },
});

/** Full screen on small screens; from 992 px the spec's 800 px wide, 850 to 890 px high (never beyond the window). */
export const content = style({
  position: 'fixed',
  zIndex: 1001,
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  width: '100%',
  height: '100dvh',
  background: vars.color.background.body,
  color: vars.color.foreground.text,
  outline: 'none',
  '@media': {
    [desktop]: {
      // Centred by auto margins, so that the opening animation is free to use `transform`.
      margin: 'auto',
      width: `min(${layout.modalWidth}, calc(100vw - 2 * ${vars.space.large}))`,
      height: `min(${layout.modalMaxHeight}, 100dvh)`,
      minHeight: `min(${layout.modalMinHeight}, 100dvh)`,
      borderRadius: vars.radius.large,
      boxShadow: `0 ${vars.space.xsmall} ${vars.space.xlarge} color-mix(in srgb, ${vars.palette.black} 35%, transparent)`,
    },
    '(prefers-reduced-motion: no-preference)': { animation: `${riseIn} ${vars.transition.standard}` },
    '(forced-colors: active)': { border: `${vars.borderWidth.large} solid CanvasText` },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  padding: vars.space.medium,
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  '@media': { [desktop]: { padding: `${vars.space.large} ${vars.space.xlarge}` } },
});

export const titles = style({ display: 'grid', gap: vars.space.xxsmall, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.typography.heading['3'].fontSize,
  lineHeight: vars.typography.heading['3'].lineHeight,
  fontWeight: vars.typography.headingWeight,
});

export const description = style({
  margin: 0,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  color: vars.color.foreground.secondaryText,
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.touchTarget,
  height: vars.touchTarget,
  padding: 0,
  border: `${vars.borderWidth.large} solid transparent`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.foreground.text,
  cursor: 'pointer',
  transition: `background-color ${vars.transition.fast}`,
  selectors: { '&:hover': { background: vars.color.background.neutral } },
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: vars.space.medium,
  '@media': { [desktop]: { padding: `${vars.space.large} ${vars.space.xlarge}` } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderTop: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  '@media': { [desktop]: { padding: `${vars.space.medium} ${vars.space.xlarge}` } },
});

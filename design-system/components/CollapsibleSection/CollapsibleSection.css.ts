import { createGlobalVar, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../tokens/vars.css.ts';

/*
 * Radix measures the open content and sets its size on the content element itself, as custom properties, once it
 * has mounted. Registered as not inherited, setting them restyles the content element alone, not every element
 * inside it (an unregistered custom property is inherited); the animation below reads them on that element.
 */
const contentHeight = createGlobalVar('radix-collapsible-content-height', { syntax: '*', inherits: false });
createGlobalVar('radix-collapsible-content-width', { syntax: '*', inherits: false });

const open = keyframes({
  from: { height: 0, opacity: 0 },
  to: { height: contentHeight, opacity: 1 },
});
const close = keyframes({
  from: { height: contentHeight, opacity: 1 },
  to: { height: 0, opacity: 0 },
});

export const root = style({
  borderBottom: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  paddingTop: vars.space.medium,
  paddingBottom: vars.space.medium,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const heading = style({
  margin: 0,
  fontSize: vars.typography.heading['4'].fontSize,
  lineHeight: vars.typography.heading['4'].lineHeight,
  fontWeight: vars.typography.headingWeight,
});

export const summary = style({
  margin: 0,
  color: vars.color.foreground.secondaryText,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
});

export const content = style({
  overflow: 'hidden',
  '@media': {
    '(prefers-reduced-motion: no-preference)': {
      selectors: {
        '&[data-state="open"]': { animation: `${open} ${vars.transition.standard}` },
        '&[data-state="closed"]': { animation: `${close} ${vars.transition.standard}` },
      },
    },
  },
});

export const contentInner = style({ paddingTop: vars.space.medium });

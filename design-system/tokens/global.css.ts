import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css.ts';
// The page frame's gutter variables are set on :root (page.css.ts).
import './page.css.ts';

/*
 * A small reset plus the base look of every page. Kept in the design system so that the site, Storybook and
 * the browser tests render the same thing.
 */
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  '@media': { '(prefers-reduced-motion: no-preference)': { scrollBehavior: 'smooth' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.typography.fontFamily,
  fontWeight: vars.typography.fontWeight.regular,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: vars.typography.text.standard.lineHeight,
  color: vars.color.foreground.text,
  backgroundColor: vars.color.background.body,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  margin: 0,
  fontWeight: vars.typography.headingWeight,
  overflowWrap: 'break-word',
});

globalStyle('p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('img, picture, svg, video, canvas', { display: 'block', maxWidth: '100%' });

globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });

globalStyle('a', { color: vars.color.foreground.link });

/*
 * Focus ring (WCAG 2.2 SC 2.4.7 and 2.4.13 focus appearance): a 3 px solid ring, offset from the control,
 * with a light halo under it so that it keeps at least 3:1 contrast on light and on dark surfaces.
 */
globalStyle(':focus-visible', {
  outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}`,
  outlineOffset: vars.focusRing.offset,
  boxShadow: `0 0 0 calc(${vars.focusRing.offset} + ${vars.focusRing.width}) ${vars.color.focus.halo}`,
});

globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms',
      animationIterationCount: 1,
      transitionDuration: '0.01ms',
      scrollBehavior: 'auto',
    },
  },
});

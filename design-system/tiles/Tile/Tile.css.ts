import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { palette } from '../../tokens/palette.ts';
import { layout, minWidth, tileBreakpoint } from '../../tokens/tokens.ts';
import { vars } from '../../tokens/vars.css.ts';

const desktop = minWidth(tileBreakpoint);
const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });
const placeholderGrey = `color-mix(in srgb, ${vars.palette.black} 12%, ${vars.palette.white})`;

/** Grid spans in the tile grid's six columns, from 992 px; below that every tile is full width. */
const span = (columns: number) => ({
  gridColumn: 'span 6',
  '@media': { [desktop]: { gridColumn: `span ${columns}` } },
});

export const root = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    isolation: 'isolate',
    transition: `opacity 600ms ease-out, transform 600ms ease-out`,
    selectors: {
      '&[data-reveal="pending"]': { opacity: 0 },
      '&[data-reveal="pending"][data-animation="fade-up"]': { transform: 'translateY(2rem)' },
      '&[data-reveal="pending"][data-animation="slide-in-left"]': { transform: 'translateX(-3rem)' },
      '&[data-reveal="pending"][data-animation="slide-in-right"]': { transform: 'translateX(3rem)' },
      '&[data-reveal="pending"][data-animation="zoom-in"]': { transform: 'scale(0.94)' },
    },
  },
  variants: {
    layout: {
      text: { justifyContent: 'center' },
      overlay: { justifyContent: 'flex-end', minHeight: '20rem' },
      headstone: {},
      'domino-left': { '@media': { [desktop]: { flexDirection: 'row', alignItems: 'stretch' } } },
    },
    height: {
      full: { minHeight: layout.tileHeights.full },
      half: { minHeight: layout.tileHeights.half },
      'one-third': { minHeight: layout.tileHeights.third },
      'two-thirds': { minHeight: layout.tileHeights.twoThirds },
      auto: {},
    },
    width: { full: span(6), half: span(3), third: span(2), 'two-thirds': span(4) },
    rounded: { true: { borderRadius: vars.radius.tile }, false: {} },
    tone: { light: { color: vars.palette.black }, dark: { color: vars.palette.white } },
    clickable: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:has(a:focus-visible)': {
            outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}`,
            outlineOffset: vars.focusRing.offset,
          },
        },
      },
      false: {},
    },
  },
});

export const background = styleVariants(palette, (_, name) => ({ backgroundColor: vars.palette[name] }));

export const media = recipe({
  base: { position: 'relative', overflow: 'hidden' },
  variants: {
    layout: {
      overlay: { position: 'absolute', inset: 0, zIndex: -1 },
      headstone: {},
      'domino-left': { '@media': { [desktop]: { flex: '0 0 50%' } } },
    },
    fixedHeight: { true: { flex: '1 1 auto', minHeight: '12rem' }, false: {} },
  },
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  background: placeholderGrey,
  animation: `${pulse} ${layout.placeholderPulse} ease-in-out infinite`,
  selectors: {
    '&[data-status="loaded"]': { background: 'transparent', animation: 'none' },
    // Loaded before the app hydrated the tile (paintedEarly.ts).
    '&[data-painted]': { background: 'transparent', animation: 'none' },
  },
});

export const mediaElement = recipe({
  base: {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
  },
  variants: { fit: { cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } } },
});

export const spinner = style({
  position: 'relative',
  zIndex: 1,
  selectors: { [`${placeholder}[data-painted] > &`]: { display: 'none' } },
});

export const content = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    alignContent: 'center',
    justifyItems: 'start',
    gap: vars.space.medium,
    padding: `${vars.space.xlarge} ${vars.space.large}`,
    '@media': { [desktop]: { padding: `${vars.space.xxlarge} ${vars.space.xxlarge}` } },
  },
  variants: {
    tone: { light: {}, dark: {} },
    overlay: {
      // Content over a picture sits on a panel of the tile's colour, so its contrast never depends on the image.
      true: {
        background: 'inherit',
        margin: vars.space.medium,
        borderRadius: vars.radius.large,
        maxWidth: '40rem',
        '@media': { [desktop]: { margin: vars.space.xlarge, padding: vars.space.xlarge } },
      },
      false: { flex: '1 1 auto' },
    },
  },
});

globalStyle(`${content.classNames.base} a:not([class])`, {
  color: 'inherit',
  fontWeight: vars.typography.fontWeight.bold,
});

export const eyebrow = style({
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
  fontWeight: vars.typography.fontWeight.extraBold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const heading = {
  1: style({
    fontSize: 'clamp(2.25rem, 5vw, 4rem)',
    lineHeight: 1.05,
    fontWeight: vars.typography.fontWeight.extraBold,
  }),
  2: style({
    fontSize: 'clamp(1.75rem, 3.5vw, 2.75rem)',
    lineHeight: 1.1,
    fontWeight: vars.typography.fontWeight.extraBold,
  }),
  3: style({
    fontSize: vars.typography.heading['3'].fontSize,
    lineHeight: vars.typography.heading['3'].lineHeight,
  }),
} as const;

export const body = style({
  display: 'grid',
  gap: vars.space.small,
  maxWidth: '42rem',
  fontSize: vars.typography.text.large.fontSize,
  lineHeight: vars.typography.text.large.lineHeight,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const cta = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: vars.touchTarget,
    paddingLeft: vars.space.large,
    paddingRight: vars.space.large,
    borderRadius: vars.radius.full,
    border: `${vars.borderWidth.large} solid currentColor`,
    fontWeight: vars.typography.fontWeight.bold,
    textDecoration: 'none',
    color: 'inherit',
  },
  variants: {
    tone: { light: {}, dark: {} },
    primary: { true: {}, false: { background: 'transparent' } },
  },
  compoundVariants: [
    {
      variants: { tone: 'light', primary: true },
      style: { background: vars.palette.green, color: vars.palette.white, borderColor: vars.palette.green },
    },
    {
      variants: { tone: 'dark', primary: true },
      style: { background: vars.palette.white, color: vars.palette.green, borderColor: vars.palette.white },
    },
  ],
});

export const extra = style({ display: 'grid', gap: vars.space.small, width: '100%' });

export const footer = style({
  fontSize: vars.typography.text.small.fontSize,
  lineHeight: vars.typography.text.small.lineHeight,
});

/** One link covering the whole tile: its ::after stretches over the tile (positioned ancestor). */
export const stretchedLink = style({
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
    '&:focus-visible': { outline: 'none', boxShadow: 'none' },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.15em' },
  },
});

export const videoControl = style({
  position: 'absolute',
  zIndex: 2,
  top: vars.space.small,
  right: vars.space.small,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.palette.black,
  color: vars.palette.white,
  cursor: 'pointer',
});

export const editor = style({
  position: 'absolute',
  zIndex: 3,
  top: vars.space.small,
  left: vars.space.small,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const editButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.touchTarget,
  paddingLeft: vars.space.small,
  paddingRight: vars.space.small,
  border: 0,
  borderRadius: vars.radius.full,
  background: vars.palette.black,
  color: vars.palette.white,
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.text.small.fontSize,
  textDecoration: 'none',
  cursor: 'pointer',
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: '1.75rem',
    paddingLeft: vars.space.xsmall,
    paddingRight: vars.space.xsmall,
    borderRadius: vars.radius.small,
    fontSize: vars.typography.text.small.fontSize,
    fontWeight: vars.typography.fontWeight.bold,
  },
  variants: {
    error: {
      false: { background: vars.palette.white, color: vars.palette.green },
      true: { background: vars.palette.red, color: vars.palette.white },
    },
  },
});

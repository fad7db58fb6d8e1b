import { style } from '@vanilla-extract/css';
import { vars } from '../../../tokens/vars.css.ts';
import { OFFLINE_COLOURS } from './offlineStyle.ts';

export const root = style({
  position: 'relative',
  width: '100%',
  height: '26rem',
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
  border: `${vars.borderWidth.standard} solid ${vars.color.border.standard}`,
  background: OFFLINE_COLOURS.sea,
});

export const canvas = style({ position: 'absolute', inset: 0 });

/**
 * The element maplibre draws into. Its own stylesheet makes `.maplibregl-map` `position: relative` (and is
 * added after ours), so the container takes its size from width and height, not from `inset`: with
 * `position: absolute; inset: 0` alone it collapsed to 0 px high and the coastline was never seen.
 */
export const engine = style({ width: '100%', height: '100%' });

/** The layer of HTML place names, markers and clusters over the offline map's canvas. */
export const overlay = style({
  position: 'absolute',
  inset: 0,
  overflow: 'hidden',
  pointerEvents: 'none',
  zIndex: 1,
});

/** A place name: drawn text, not a control, beside its dot (placed by `labels.ts`, `LABEL_HEIGHT` high). */
export const place = style({
  position: 'absolute',
  padding: '0 0.25rem',
  color: vars.palette.black,
  fontFamily: vars.typography.fontFamily,
  fontSize: '0.8125rem',
  lineHeight: '18px',
  fontWeight: vars.typography.fontWeight.bold,
  whiteSpace: 'nowrap',
  textShadow: `0 0 3px ${vars.palette.white}, 0 0 3px ${vars.palette.white}`,
});

/** Where a named place is. */
export const placeDot = style({
  position: 'absolute',
  width: '6px',
  height: '6px',
  transform: 'translate(-50%, -50%)',
  borderRadius: vars.radius.full,
  background: vars.palette.black,
  boxShadow: `0 0 0 1.5px ${vars.palette.white}`,
});

/** A cluster of markers: the count of restaurants it holds. */
export const cluster = style({
  width: '2.75rem',
  height: '2.75rem',
  background: vars.palette.green,
  color: vars.palette.white,
});

export const placeholder = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.medium,
  color: vars.palette.black,
  fontFamily: vars.typography.fontFamily,
  textAlign: 'center',
});

export const marker = style({
  position: 'absolute',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.touchTarget,
  height: vars.touchTarget,
  margin: 0,
  padding: 0,
  transform: 'translate(-50%, -50%)',
  border: `${vars.borderWidth.large} solid ${vars.palette.white}`,
  borderRadius: vars.radius.full,
  background: vars.color.tone.primary.background,
  color: vars.color.tone.primary.foreground,
  fontFamily: vars.typography.fontFamily,
  fontWeight: vars.typography.fontWeight.bold,
  fontSize: vars.typography.text.standard.fontSize,
  lineHeight: 1,
  cursor: 'pointer',
  pointerEvents: 'auto',
  boxShadow: '0 1px 3px rgba(0, 0, 0, 0.35)',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focusRing.width} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.focusRing.offset,
      zIndex: 2,
    },
    '&[aria-pressed="true"]': {
      background: vars.color.tone.danger.background,
      color: vars.color.tone.danger.foreground,
      zIndex: 1,
    },
  },
  '@media': { '(forced-colors: active)': { border: '2px solid ButtonText' } },
});

/** A marker without a number: a smaller dot that still keeps a 44 px target. */
export const dot = style({
  selectors: {
    '&::after': {
      content: '""',
      width: '0.75rem',
      height: '0.75rem',
      borderRadius: vars.radius.full,
      background: 'currentColor',
    },
  },
});

/** Mapbox positions its marker elements itself. */
export const mapboxMarker = style({ position: 'static', transform: 'none' });

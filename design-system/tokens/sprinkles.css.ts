import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { breakpoints, minWidth, tileBreakpoint } from './tokens.ts';
import { vars } from './vars.css.ts';

/** Named responsive conditions: mobile first, `xs` is the base (no media query). */
export const responsiveConditions = {
  xs: {},
  sm: { '@media': minWidth(breakpoints.sm) },
  md: { '@media': minWidth(breakpoints.md) },
  lg: { '@media': minWidth(breakpoints.lg) },
  xl: { '@media': minWidth(breakpoints.xl) },
  xxl: { '@media': minWidth(breakpoints.xxl) },
  /** Where content tiles switch from stacked to side-by-side (the legacy stylesheet's 992 px). */
  tile: { '@media': minWidth(tileBreakpoint) },
} as const;

const responsiveProperties = defineProperties({
  conditions: responsiveConditions,
  defaultCondition: 'xs',
  responsiveArray: ['xs', 'sm', 'md', 'lg', 'xl', 'xxl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'row-reverse', 'column', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    textAlign: ['left', 'center', 'right'],
    gap: vars.space,
    rowGap: vars.space,
    columnGap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    width: { full: '100%', auto: 'auto' },
    borderRadius: vars.radius,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
    placeItems: ['justifyContent', 'alignItems'],
  },
});

const colourProperties = defineProperties({
  conditions: {
    default: {},
    hover: { selector: '&:hover' },
    focusVisible: { selector: '&:focus-visible' },
  },
  defaultCondition: 'default',
  properties: {
    color: { ...vars.palette, ...vars.color.foreground },
    background: { ...vars.palette, ...vars.color.background },
  },
});

export const sprinkles = createSprinkles(responsiveProperties, colourProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];

import './global.css.ts';

export { contrastRating, contrastRatio, relativeLuminance } from './contrast.ts';
export { fontPreloads } from './fontFiles.ts';
export { pageBleed, pageFrame, pageGutter, pageInset } from './page.css.ts';
export { type PaletteColour, palette, paletteColours } from './palette.ts';
export { responsiveConditions, type Sprinkles, sprinkles } from './sprinkles.css.ts';
export {
  type Breakpoint,
  belowWidth,
  breakpoints,
  type FittiziaTokens,
  type FontWeight,
  fittiziaTokens,
  fontWeights,
  type HeadingLevel,
  headingLevels,
  layout,
  minWidth,
  type Radius,
  type ResolvedTheme,
  radii,
  resolveTheme,
  type Space,
  spaces,
  stylesheetBreakpoints,
  type TextSize,
  type Tone,
  textSizes,
  tileBreakpoint,
  tones,
} from './tokens.ts';
export { fittiziaThemeClass, vars } from './vars.css.ts';
export { visuallyHidden, visuallyHiddenRules } from './visuallyHidden.css.ts';

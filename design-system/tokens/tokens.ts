import { type PaletteColour, palette } from './palette.ts';

/** Tone roles of the theme. Each has a background and a foreground that passes WCAG AA on it. */
export const tones = ['primary', 'secondary', 'success', 'info', 'warning', 'danger'] as const;
export type Tone = (typeof tones)[number];

export const fontWeights = ['regular', 'bold', 'extraBold'] as const;
export type FontWeight = (typeof fontWeights)[number];

export const textSizes = ['small', 'standard', 'large'] as const;
export type TextSize = (typeof textSizes)[number];

export const headingLevels = ['1', '2', '3', '4'] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export const spaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const;
export type Space = (typeof spaces)[number];

export const radii = ['none', 'small', 'standard', 'large', 'tile', 'full'] as const;
export type Radius = (typeof radii)[number];

interface TextDefinition {
  fontSize: string;
  lineHeight: string;
}

interface ToneColours {
  background: PaletteColour;
  foreground: PaletteColour;
}

/**
 * The shape every theme fills in. Colours are palette names, never raw values, so a theme cannot
 * introduce an off-brand colour; the resolved theme (see `resolveTheme`) turns them into hex values.
 */
export interface FittiziaTokens {
  name: string;
  color: {
    tone: Record<Tone, ToneColours>;
    background: { body: PaletteColour; surface: PaletteColour; neutral: PaletteColour };
    foreground: {
      text: PaletteColour;
      secondaryText: PaletteColour;
      link: PaletteColour;
      linkHover: PaletteColour;
      critical: PaletteColour;
      inverse: PaletteColour;
    };
    border: { standard: PaletteColour; strong: PaletteColour };
    focus: { ring: PaletteColour; halo: PaletteColour };
  };
  typography: {
    fontFamily: string;
    webFont: string;
    fontWeight: Record<FontWeight, number>;
    headingWeight: FontWeight;
    text: Record<TextSize, TextDefinition>;
    heading: Record<HeadingLevel, TextDefinition>;
  };
  space: Record<Space, string>;
  radius: Record<Radius, string>;
  borderWidth: { standard: string; large: string };
  focusRing: { width: string; offset: string };
  touchTarget: string;
  transition: { fast: string; standard: string };
}

export const fittiziaTokens = {
  name: 'fittizia',
  color: {
    tone: {
      primary: { background: 'green', foreground: 'white' },
      secondary: { background: 'lightGreen', foreground: 'green' },
      success: { background: 'bronze', foreground: 'white' },
      info: { background: 'almond', foreground: 'green' },
      warning: { background: 'pink', foreground: 'black' },
      danger: { background: 'red', foreground: 'white' },
    },
    background: { body: 'offWhite', surface: 'white', neutral: 'almond' },
    foreground: {
      text: 'black',
      secondaryText: 'green',
      link: 'green',
      linkHover: 'red',
      critical: 'red',
      inverse: 'white',
    },
    border: { standard: 'green', strong: 'black' },
    focus: { ring: 'black', halo: 'offWhite' },
  },
  typography: {
    webFont: 'Figtree',
    fontFamily:
      'Figtree, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: { regular: 400, bold: 700, extraBold: 800 },
    headingWeight: 'bold',
    text: {
      small: { fontSize: '0.875rem', lineHeight: '1.25rem' },
      standard: { fontSize: '1rem', lineHeight: '1.5rem' },
      large: { fontSize: '1.25rem', lineHeight: '1.875rem' },
    },
    heading: {
      '1': { fontSize: '2.5rem', lineHeight: '3rem' },
      '2': { fontSize: '2rem', lineHeight: '2.5rem' },
      '3': { fontSize: '1.5rem', lineHeight: '2rem' },
      '4': { fontSize: '1.25rem', lineHeight: '1.75rem' },
    },
  },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
    xxxlarge: '4rem',
  },
  radius: {
    none: '0',
    small: '0.25rem',
    standard: '0.5rem',
    large: '1rem',
    tile: '2rem',
    full: '9999px',
  },
  borderWidth: { standard: '1px', large: '2px' },
  // WCAG 2.2 focus appearance: a ring at least 2 CSS px thick, 3:1 against what surrounds it.
  focusRing: { width: '3px', offset: '2px' },
  // WCAG 2.2 target size (enhanced) and the platform guidelines: 44 x 44 CSS px.
  touchTarget: '2.75rem',
  transition: { fast: '100ms ease-out', standard: '200ms ease-out' },
} as const satisfies FittiziaTokens;

/** Layout sizes from the presentation spec (section 9). */
export const layout = {
  /** The widest the page frame (header, main content, footer) grows; see page.css.ts. */
  pageMaxWidth: '1440px',
  modalWidth: '800px',
  modalMinHeight: '850px',
  modalMaxHeight: '890px',
  spinnerSize: '100px',
  contactTileMaxWidth: '800px',
  signUpCardWidth: '300px',
  toastMaxWidth: '350px',
  sidebarWidth: '320px',
  stickyTableHeaderMaxHeight: '300px',
  tileHeights: { full: '100dvh', half: '50vh', third: '33.33vh', twoThirds: '66.66vh' },
  placeholderPulse: '1.5s',
  printMinWidth: '992px',
} as const;

/** Breakpoints of the design (min-width, px). `xs` is the smallest supported screen. */
export const breakpoints = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** The breakpoints the legacy stylesheet uses (min-width, px); content tiles switch layout at 992. */
export const stylesheetBreakpoints = { 480: 480, 576: 576, 768: 768, 992: 992, 1200: 1200 } as const;
export const tileBreakpoint = stylesheetBreakpoints[992];

/** `@media` query for a min-width in px, for use in `style({ '@media': { ... } })`. */
export const minWidth = (px: number): string => `screen and (min-width: ${px}px)`;

/** `@media` query for widths below a min-width breakpoint in px (up to 0.02 px under it, so the two never overlap). */
export const belowWidth = (px: number): string => `screen and (max-width: ${px - 0.02}px)`;

const resolveColour = (name: PaletteColour): string => palette[name];

const mapValues = <T extends Record<string, unknown>, R>(
  object: T,
  fn: (value: T[keyof T]) => R,
): { [K in keyof T]: R } =>
  Object.fromEntries(Object.entries(object).map(([key, value]) => [key, fn(value as T[keyof T])])) as {
    [K in keyof T]: R;
  };

/** Turns tokens into the flat string values that fill the CSS variable contract. */
export const resolveTheme = (tokens: FittiziaTokens) => ({
  palette: { ...palette },
  color: {
    tone: mapValues(tokens.color.tone, (tone) => ({
      background: resolveColour(tone.background),
      foreground: resolveColour(tone.foreground),
    })),
    background: mapValues(tokens.color.background, resolveColour),
    foreground: mapValues(tokens.color.foreground, resolveColour),
    border: mapValues(tokens.color.border, resolveColour),
    focus: mapValues(tokens.color.focus, resolveColour),
  },
  typography: {
    fontFamily: tokens.typography.fontFamily,
    fontWeight: mapValues(tokens.typography.fontWeight, (weight) => String(weight)),
    headingWeight: String(tokens.typography.fontWeight[tokens.typography.headingWeight]),
    text: mapValues(tokens.typography.text, (text) => ({ ...text })),
    heading: mapValues(tokens.typography.heading, (heading) => ({ ...heading })),
  },
  space: { ...tokens.space },
  radius: { ...tokens.radius },
  borderWidth: { ...tokens.borderWidth },
  focusRing: { ...tokens.focusRing },
  touchTarget: tokens.touchTarget,
  transition: { ...tokens.transition },
});

export type ResolvedTheme = ReturnType<typeof resolveTheme>;

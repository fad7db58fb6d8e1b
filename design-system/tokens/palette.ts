/** The brand palette, exactly as the brand guidelines name it. Every colour in the system comes from here. */
export const palette = {
  black: '#000',
  almond: '#f3e6d5',
  bronze: '#ca4b2f',
  green: '#244742',
  lightGreen: '#b5cbb3',
  offWhite: '#fff5e9',
  pink: '#e07f6b',
  red: '#880000',
  white: '#fff',
} as const;

export type PaletteColour = keyof typeof palette;
export const paletteColours = Object.keys(palette) as PaletteColour[];

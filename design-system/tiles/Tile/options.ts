import type { PaletteColour } from '../../tokens/palette.ts';
import { palette } from '../../tokens/palette.ts';

/** Every presentation option of a content tile (spec 3 and 9). Lists are `as const` for types and controls. */
export const tileHeights = ['full', 'half', 'one-third', 'two-thirds', 'auto'] as const;
export type TileHeight = (typeof tileHeights)[number];

export const tileWidths = ['full', 'half', 'third', 'two-thirds'] as const;
export type TileWidth = (typeof tileWidths)[number];

/** `overlay`: content over the media; `headstone`: media above the caption; `domino-left`: media beside it. */
export const tileLayouts = ['overlay', 'headstone', 'domino-left'] as const;
export type TileLayout = (typeof tileLayouts)[number];

export const tileObjectFits = ['cover', 'contain'] as const;
export type TileObjectFit = (typeof tileObjectFits)[number];

export const tileAnimationEffects = [
  'none',
  'fade-in',
  'fade-up',
  'slide-in-left',
  'slide-in-right',
  'zoom-in',
] as const;
export type TileAnimationEffect = (typeof tileAnimationEffects)[number];

export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** A palette name from `backgroundColour` or `backgroundColor` (the content service sends either). */
export function tileBackground(tile: {
  backgroundColour?: string;
  backgroundColor?: string;
}): PaletteColour | undefined {
  const name = tile.backgroundColour ?? tile.backgroundColor;
  return name && name in palette ? (name as PaletteColour) : undefined;
}

/** An animation effect from `animationEffect` or `backgroundAnimationEffect`; unknown names animate nothing. */
export function tileAnimation(tile: {
  animationEffect?: string;
  backgroundAnimationEffect?: string;
}): TileAnimationEffect {
  const name = tile.animationEffect ?? tile.backgroundAnimationEffect;
  return isOneOf(tileAnimationEffects, name) ? name : 'none';
}

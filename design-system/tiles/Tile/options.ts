import {
  TILE_ANIMATION_EFFECTS,
  TILE_BACKGROUND_COLOURS,
  TILE_HEIGHTS,
  TILE_LAYOUTS,
  TILE_OBJECT_FITS,
  TILE_WIDTHS,
} from '@fittizia/contract';
import type { PaletteColour } from '../../tokens/palette.ts';
import { palette } from '../../tokens/palette.ts';

/**
 * Every presentation option of a content tile (spec 3 and 9): the contract's lists (content-editor.ts), so that the
 * page builder offers, the tiles draw and the content service accepts the same values.
 */
export const tileHeights = TILE_HEIGHTS;
export type TileHeight = (typeof tileHeights)[number];

export const tileWidths = TILE_WIDTHS;
export type TileWidth = (typeof tileWidths)[number];

/** `overlay`: content over the media; `headstone`: media above the caption; `domino-left`: media beside it. */
export const tileLayouts = TILE_LAYOUTS;
export type TileLayout = (typeof tileLayouts)[number];

export const tileObjectFits = TILE_OBJECT_FITS;
export type TileObjectFit = (typeof tileObjectFits)[number];

export const tileAnimationEffects = TILE_ANIMATION_EFFECTS;
export type TileAnimationEffect = (typeof tileAnimationEffects)[number];

/** The palette colours a tile's background may take (the palette's names; options.test.ts holds them equal). */
export const tileBackgroundColours = TILE_BACKGROUND_COLOURS;

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

import {
  TILE_ANIMATION_EFFECTS,
  TILE_BACKGROUND_COLOURS,
  TILE_HEIGHTS,
  TILE_LAYOUTS,
  TILE_OBJECT_FITS,
  TILE_WIDTHS,
} from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { paletteColours } from '../../tokens/palette.ts';
import {
  tileAnimationEffects,
  tileBackground,
  tileHeights,
  tileLayouts,
  tileObjectFits,
  tileWidths,
} from './options.ts';

describe('the tile options', () => {
  it("are the contract's lists, so the page builder offers what the content service accepts", () => {
    expect(tileHeights).toEqual(TILE_HEIGHTS);
    expect(tileWidths).toEqual(TILE_WIDTHS);
    expect(tileLayouts).toEqual(TILE_LAYOUTS);
    expect(tileObjectFits).toEqual(TILE_OBJECT_FITS);
    expect(tileAnimationEffects).toEqual(TILE_ANIMATION_EFFECTS);
  });

  it("take a background colour from the palette's names, which are the contract's colours", () => {
    expect([...paletteColours].sort()).toEqual([...TILE_BACKGROUND_COLOURS].sort());
    for (const colour of TILE_BACKGROUND_COLOURS)
      expect(tileBackground({ backgroundColour: colour })).toBe(colour);
    expect(tileBackground({ backgroundColour: 'purple' })).toBeUndefined();
  });
});

import type { Restaurant } from '@fittizia/contract';
import { tileImagePreloads } from '../../../tiles/Tile/tileImage.ts';
import { readTileContent } from '../../../tiles/TileGrid/tileContent.ts';

/**
 * The preload links of a restaurant page's hero picture, its largest paint: the first hero
 * tile's image, at high priority, in the format and width the page will choose. None when the first tile has no
 * picture, is text only, or plays a video. No React and no styles: the route's head uses it.
 */
export function restaurantHeroPreloads(r: Pick<Restaurant, 'heroTiles'>) {
  const first = r.heroTiles?.[0];
  if (!first || first.formType === 'textTile' || first.videoDesktop || first.videoMobile) return [];
  const { image, imageMobile } = readTileContent(first);
  return tileImagePreloads(image, imageMobile);
}

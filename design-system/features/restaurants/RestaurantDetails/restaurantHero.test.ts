import { describe, expect, it } from 'vitest';
import { heroTileFixture } from './restaurant.fixture.ts';
import { restaurantHeroPreloads } from './restaurantHero.ts';

describe('restaurantHeroPreloads', () => {
  it('preloads the hero only when its first tile shows a picture, as AVIF at high priority', () => {
    expect(restaurantHeroPreloads({ heroTiles: [heroTileFixture] })[0]).toMatchObject({
      type: 'image/avif',
      fetchPriority: 'high',
      imageSrcSet: heroTileFixture.image.sources[0]?.srcSet,
    });
    expect(restaurantHeroPreloads({ heroTiles: [heroTileFixture] })).toHaveLength(1);
    expect(restaurantHeroPreloads({ heroTiles: [] })).toEqual([]);
    expect(restaurantHeroPreloads({ heroTiles: [{ ...heroTileFixture, image: undefined }] })).toEqual([]);
    expect(restaurantHeroPreloads({ heroTiles: [{ ...heroTileFixture, videoDesktop: '/v.mp4' }] })).toEqual(
      [],
    );
    expect(restaurantHeroPreloads({ heroTiles: [{ ...heroTileFixture, formType: 'textTile' }] })).toEqual([]);
  });
});

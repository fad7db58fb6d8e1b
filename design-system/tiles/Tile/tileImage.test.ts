import { describe, expect, it } from 'vitest';
import { readTileContent } from '../TileGrid/tileContent.ts';
import { tileImagePreloads } from './tileImage.ts';

const files = (format: string) => `/h-640.${format} 640w, /h-960.${format} 960w`;
const hero = {
  src: '/h-960.webp',
  srcSet: files('webp'),
  sources: [{ type: 'image/avif', srcSet: files('avif') }],
  sizes: '100vw',
  alt: 'A pizza',
  width: 1440,
  height: 810,
};
const heroTileFixture = { formType: 'heroTile', image: hero };
const plain = { src: '/a.svg', alt: 'A', width: 1600, height: 900 };

describe('tile pictures', () => {
  it('reads the sized, modern-format files of a picture and drops malformed ones', () => {
    const { image } = readTileContent({
      formType: 'heroTile',
      image: {
        ...heroTileFixture.image,
        sources: [
          ...heroTileFixture.image.sources,
          { type: 'text/html', srcSet: '/x 1w' },
          { type: 'image/webp' },
        ],
      },
    } as never);
    expect(image?.srcSet).toBe(heroTileFixture.image.srcSet);
    expect(image?.sizes).toBe(heroTileFixture.image.sizes);
    expect(image?.sources).toEqual(heroTileFixture.image.sources);
    expect(readTileContent({ formType: 'heroTile', image: plain } as never).image).toEqual(plain);
  });

  it('preloads the best format with its widths and sizes at high priority', () => {
    const [preload, ...rest] = tileImagePreloads(heroTileFixture.image);
    expect(rest).toHaveLength(0);
    expect(preload).toMatchObject({
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imageSrcSet: heroTileFixture.image.sources[0]?.srcSet,
      imageSizes: heroTileFixture.image.sizes,
      fetchPriority: 'high',
    });
    expect(tileImagePreloads(plain)).toEqual([
      { rel: 'preload', as: 'image', href: '/a.svg', fetchPriority: 'high' },
    ]);
    expect(tileImagePreloads()).toEqual([]);
  });

  it('preloads a mobile picture and a desktop one each for its own screens', () => {
    const mobile = { ...plain, src: '/m.svg' };
    expect(tileImagePreloads(plain, mobile).map((p) => [p.href, p.media])).toEqual([
      ['/m.svg', 'not all and (min-width: 992px)'],
      ['/a.svg', '(min-width: 992px)'],
    ]);
  });
});

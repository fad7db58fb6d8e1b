import { tileBreakpoint } from '../../tokens/tokens.ts';

/*
 * A tile's picture as data, and the preload of a page's first one. No React and no styles: route heads (in
 * every page's first load) use it.
 */

/** Where tiles switch to their desktop media (992 px). */
export const desktopQuery = `(min-width: ${tileBreakpoint}px)`;

/** A picture in a more modern format than `src` (AVIF, WebP): the browser takes the first it supports. */
export interface TileImageSource {
  /** The MIME type, e.g. `image/avif`. */
  type: string;
  /** The files with their widths: `a-640.avif 640w, a-960.avif 960w`. */
  srcSet: string;
}

export interface TileImage {
  src: string;
  alt: string;
  /** The intrinsic size (or only its ratio): reserves the box so nothing shifts. */
  width: number;
  height: number;
  /** The same picture at several widths: `a-640.webp 640w, a-960.webp 960w`. */
  srcSet?: string;
  /** The width the picture is shown at (`sizes`), e.g. `100vw`; used with `srcSet`. */
  sizes?: string;
  /** Modern formats, best first; `src`/`srcSet` are the fallback. */
  sources?: TileImageSource[];
}

/** Every file of a picture (`src`, and each of its `srcSet`s). */
export const pictureFiles = (image: TileImage): string[] => [
  image.src,
  ...[image.srcSet, ...(image.sources ?? []).map((s) => s.srcSet)].flatMap((set) =>
    (set ?? '')
      .split(',')
      .map((entry) => entry.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean),
  ),
];

/**
 * The preload of a page's first picture (its largest paint), for the route's head: the browser fetches it
 * with high priority before it reaches the `<img>`, choosing the same file the picture will (the best format
 * of `sources`, its `srcSet` and `sizes`). A mobile picture gets its own preload, each for its screen width.
 */
export function tileImagePreloads(image?: TileImage, imageMobile?: TileImage) {
  const one = (picture: TileImage, media?: string) => {
    const best = picture.sources?.[0];
    const srcSet = best?.srcSet ?? picture.srcSet;
    return {
      rel: 'preload',
      as: 'image',
      href: best ? undefined : picture.src,
      ...(srcSet ? { imageSrcSet: srcSet, imageSizes: picture.sizes } : {}),
      ...(best ? { type: best.type } : {}),
      ...(media ? { media } : {}),
      fetchPriority: 'high' as const,
    };
  };
  if (image && imageMobile)
    return [one(imageMobile, `not all and ${desktopQuery}`), one(image, desktopQuery)];
  const main = image ?? imageMobile;
  return main ? [one(main)] : [];
}

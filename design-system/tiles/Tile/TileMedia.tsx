import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Spinner } from '../../components/Spinner/Spinner.tsx';
import type { TileObjectFit } from './options.ts';
import * as styles from './Tile.css.ts';
import { desktopQuery, pictureFiles, type TileImage } from './tileImage.ts';

export { desktopQuery, type TileImage, type TileImageSource, tileImagePreloads } from './tileImage.ts';

/** `<source>`s of a picture: its modern formats, then (for a mobile picture) its own files, all for `media`. */
function pictureSources(image: TileImage, media?: string, withFallback = false) {
  const sources = (image.sources ?? []).map((source) => (
    <source
      key={`${media ?? ''}${source.type}`}
      media={media}
      type={source.type}
      srcSet={source.srcSet}
      sizes={image.sizes}
      width={image.width}
      height={image.height}
    />
  ));
  if (withFallback)
    sources.push(
      <source
        key={`${media ?? ''}fallback`}
        media={media}
        srcSet={image.srcSet ?? image.src}
        sizes={image.srcSet ? image.sizes : undefined}
        width={image.width}
        height={image.height}
      />,
    );
  return sources;
}

export type MediaStatus = 'loading' | 'loaded' | 'error';

/** The loading spinner over the placeholder (100 px, spec 9). */
export function TileSpinner({ label }: { label: string }) {
  return <Spinner size="large" label={label} className={styles.spinner} data-testid="tile-spinner" />;
}

interface ImageMediaProps {
  image?: TileImage;
  imageMobile?: TileImage;
  objectFit: TileObjectFit;
  onStatus: (which: 'desktop' | 'mobile', status: MediaStatus) => void;
  /** Load at once with high priority (the page's first tile) rather than lazily. */
  priority?: boolean;
}

/**
 * The picture of a tile: a mobile source below 992 px when there is one, always with width and height so
 * that nothing shifts, and a pulsing placeholder with a spinner until it has loaded. The picture is never
 * hidden: it paints over the placeholder as soon as the browser has it, before any JavaScript runs.
 */
export function TileImageMedia({
  image,
  imageMobile,
  objectFit,
  onStatus,
  priority = false,
}: ImageMediaProps) {
  const [status, setStatus] = useState<MediaStatus>('loading');
  const main = image ?? imageMobile;
  const imgRef = useRef<HTMLImageElement>(null);

  const report = useCallback(
    (next: MediaStatus) => {
      setStatus(next);
      // Which file the browser chose at this width.
      const current = imgRef.current?.currentSrc;
      const which =
        !image || (imageMobile && current && pictureFiles(imageMobile).some((file) => current.endsWith(file)))
          ? 'mobile'
          : 'desktop';
      onStatus(which, next);
    },
    [onStatus, image, imageMobile],
  );

  // An image that finished loading before hydration fires no load event: check it once mounted.
  useEffect(() => {
    const img = imgRef.current;
    if (img?.complete && img.currentSrc) report(img.naturalWidth > 0 ? 'loaded' : 'error');
  }, [report]);

  if (!main) return null;
  return (
    <div className={styles.placeholder} data-status={status}>
      {status === 'loading' ? <TileSpinner label="Loading image" /> : null}
      <picture>
        {image && imageMobile ? pictureSources(imageMobile, `not all and ${desktopQuery}`, true) : null}
        {pictureSources(main)}
        <img
          ref={imgRef}
          className={styles.mediaElement({ fit: objectFit })}
          src={main.src}
          srcSet={main.srcSet}
          sizes={main.srcSet ? main.sizes : undefined}
          alt={main.alt}
          width={main.width}
          height={main.height}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          onLoad={(event: SyntheticEvent<HTMLImageElement>) => {
            if (event.currentTarget.naturalWidth > 0) report('loaded');
          }}
          onError={() => report('error')}
        />
      </picture>
    </div>
  );
}

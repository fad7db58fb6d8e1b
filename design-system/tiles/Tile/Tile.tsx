import { lazy, type ReactNode, Suspense, useCallback, useId, useRef, useState } from 'react';
import { NEW_TAB_LABEL } from '../../components/Link/Link.tsx';
import { newTabProps, useAnchor } from '../../shared/Anchor.tsx';
import { useReducedMotion } from '../../shared/useReducedMotion.ts';
import type { PaletteColour } from '../../tokens/palette.ts';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import type { ImageDetailsVariant } from './EditorPreview.tsx';
import { useEditorPreview } from './editorContext.ts';
import {
  type TileHeight,
  type TileLayout,
  type TileObjectFit,
  type TileWidth,
  tileAnimation,
  tileBackground,
} from './options.ts';
import * as styles from './Tile.css.ts';
import { type MediaStatus, type TileImage, TileImageMedia, TileSpinner } from './TileMedia.tsx';

// Editor-only controls load only in the editor's preview.
const EditorControls = lazy(() => import('./EditorPreview.tsx'));

// Video code loads only for tiles that have a video.
const TileVideoMedia = lazy(() => import('./TileVideo.tsx'));

import { useReveal } from '../../shared/useInView.ts';

export interface TileLink {
  linkText: string;
  linkUrl: string;
  openInNewTab?: boolean;
}

export interface TileProps {
  /**
   * The page's first tile, likely its largest paint: its image loads at once with high priority instead of
   * lazily (TileGrid sets it on the first tile).
   */
  priority?: boolean;
  height?: TileHeight;
  width?: TileWidth;
  layout?: TileLayout;
  rounded?: boolean;
  objectFit?: TileObjectFit;
  /** A palette name; the content service sends either spelling. */
  backgroundColour?: PaletteColour | (string & {});
  backgroundColor?: PaletteColour | (string & {});
  /** fade-in, fade-up, slide-in-left, slide-in-right, zoom-in or none; either spelling. */
  animationEffect?: string;
  backgroundAnimationEffect?: string;
  image?: TileImage;
  /** Shown below 992 px instead of `image`. */
  imageMobile?: TileImage;
  videoDesktop?: string;
  videoMobile?: string;
  videoPoster?: string;
  /** Describes the video for screen readers; decorative videos leave it out. */
  videoLabel?: string;
  eyebrow?: string;
  heading?: string;
  headingLevel?: 1 | 2 | 3;
  body?: ReactNode;
  links?: TileLink[];
  footer?: ReactNode;
  /** Makes the whole tile one link. Its name is the heading (or `hrefLabel`); inner links become text. */
  href?: string;
  hrefLabel?: string;
  hrefOpensInNewTab?: boolean;
  /** Extra content under the links (the delivery buttons, an FAQ list). Not allowed with `href`. */
  children?: ReactNode;
  /** Editor-only controls; the `EditorPreviewProvider` context sets it for a whole page. */
  editorPreview?: boolean;
  editUrl?: string;
  onEdit?: () => void;
  /** The content service's identifiers, kept on the element for the editor and for tests. */
  tileId?: string;
  formType?: string;
}

const darkBackgrounds = new Set<PaletteColour>(['black', 'green', 'red', 'bronze']);

function imageProblem(image: TileImage, status: MediaStatus | undefined): string | undefined {
  if (status === 'error') return 'failed to load';
  if (!image.alt.trim()) return 'no alt text';
  if (!(image.width > 0 && image.height > 0)) return 'no width or height';
  return undefined;
}

/**
 * A content tile: every option of spec 3 and 9 (heights, widths, layouts, rounded corners, whole-tile link,
 * object-fit, overlay content, palette background, desktop and mobile video, reveal animation, loading
 * placeholder, editor-only controls).
 */
export function Tile({
  height = 'auto',
  width = 'full',
  layout = 'overlay',
  rounded = false,
  objectFit = 'cover',
  backgroundColour,
  backgroundColor,
  animationEffect,
  backgroundAnimationEffect,
  image,
  imageMobile,
  videoDesktop,
  videoMobile,
  videoPoster,
  videoLabel,
  eyebrow,
  heading,
  headingLevel = 2,
  body,
  links = [],
  footer,
  href,
  hrefLabel,
  hrefOpensInNewTab,
  children,
  editorPreview,
  priority = false,
  editUrl,
  onEdit,
  tileId,
  formType,
}: TileProps) {
  const Anchor = useAnchor();
  const headingId = useId();
  const rootRef = useRef<HTMLElement>(null);
  const reducedMotion = useReducedMotion();
  const animation = tileAnimation({ animationEffect, backgroundAnimationEffect });
  const reveal = useReveal(rootRef, animation !== 'none' && !reducedMotion);
  const showEditor = useEditorPreview(editorPreview);
  const [mediaStatus, setMediaStatus] = useState<Partial<Record<'desktop' | 'mobile', MediaStatus>>>({});
  const onMediaStatus = useCallback(
    (which: 'desktop' | 'mobile', status: MediaStatus) =>
      setMediaStatus((current) => (current[which] === status ? current : { ...current, [which]: status })),
    [],
  );

  const background = tileBackground({ backgroundColour, backgroundColor }) ?? 'offWhite';
  const tone = darkBackgrounds.has(background) ? 'dark' : 'light';
  const hasVideo = Boolean(videoDesktop || videoMobile);
  const hasImage = Boolean(image || imageMobile);
  const hasMedia = hasVideo || hasImage;
  const mediaAspect =
    !hasMedia || height !== 'auto'
      ? undefined
      : image
        ? `${image.width} / ${image.height}`
        : imageMobile
          ? `${imageMobile.width} / ${imageMobile.height}`
          : '16 / 9';
  const HeadingTag = `h${headingLevel}` as const;
  const clickable = Boolean(href);
  const wholeTileName = heading ?? hrefLabel ?? links[0]?.linkText;

  const badges: { variant: ImageDetailsVariant; image: TileImage; status?: MediaStatus }[] =
    image && imageMobile
      ? [
          { variant: 'desktop', image, status: mediaStatus.desktop },
          { variant: 'mobile', image: imageMobile, status: mediaStatus.mobile },
        ]
      : image
        ? [{ variant: 'shared', image, status: mediaStatus.desktop }]
        : imageMobile
          ? [{ variant: 'mobile', image: imageMobile, status: mediaStatus.mobile }]
          : [];

  const stretchedLink = clickable ? (
    <Anchor href={href} className={styles.stretchedLink} {...newTabProps(hrefOpensInNewTab)}>
      {heading ?? <span className={visuallyHidden}>{wholeTileName}</span>}
      {hrefOpensInNewTab ? <span className={visuallyHidden}> {NEW_TAB_LABEL}</span> : null}
    </Anchor>
  ) : null;

  const hasContent = Boolean(eyebrow || heading || body || links.length || footer || children || clickable);

  return (
    <article
      ref={rootRef}
      className={`${styles.root({ layout: hasMedia ? layout : 'text', height, width, rounded, tone, clickable })} ${styles.background[background]}`}
      data-background={background}
      data-animation={animation}
      data-reveal={reveal}
      data-tile-id={tileId}
      data-form-type={formType}
      aria-labelledby={heading ? headingId : undefined}
    >
      {hasMedia ? (
        <div
          className={styles.media({ layout, fixedHeight: height !== 'auto' })}
          style={mediaAspect ? { aspectRatio: mediaAspect } : undefined}
        >
          {hasVideo ? (
            <Suspense
              fallback={
                <div className={styles.placeholder} data-status="loading">
                  <TileSpinner label="Loading video" />
                </div>
              }
            >
              <TileVideoMedia
                videoDesktop={videoDesktop}
                videoMobile={videoMobile}
                poster={videoPoster}
                objectFit={objectFit}
                label={videoLabel}
              />
            </Suspense>
          ) : (
            <TileImageMedia
              image={image}
              imageMobile={imageMobile}
              objectFit={objectFit}
              onStatus={onMediaStatus}
              priority={priority}
            />
          )}
        </div>
      ) : null}

      {hasContent ? (
        <div className={styles.content({ tone, overlay: hasMedia && layout === 'overlay' })}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          {heading ? (
            <HeadingTag id={headingId} className={styles.heading[headingLevel]}>
              {clickable ? stretchedLink : heading}
            </HeadingTag>
          ) : (
            stretchedLink
          )}
          {body ? <div className={styles.body}>{body}</div> : null}
          {links.length > 0 ? (
            <div className={styles.links}>
              {links.map((link, index) =>
                clickable ? (
                  // The whole tile is the link: its call to action is only a look.
                  <span
                    key={link.linkUrl}
                    className={styles.cta({ tone, primary: index === 0 })}
                    aria-hidden="true"
                  >
                    {link.linkText}
                  </span>
                ) : (
                  <Anchor
                    key={link.linkUrl}
                    href={link.linkUrl}
                    className={styles.cta({ tone, primary: index === 0 })}
                    {...newTabProps(link.openInNewTab)}
                  >
                    {link.linkText}
                    {link.openInNewTab ? <span className={visuallyHidden}> {NEW_TAB_LABEL}</span> : null}
                  </Anchor>
                ),
              )}
            </div>
          ) : null}
          {children && !clickable ? <div className={styles.extra}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      ) : null}

      {showEditor ? (
        <Suspense fallback={null}>
          <EditorControls
            editUrl={editUrl}
            onEdit={onEdit}
            label={`Edit tile${heading ? ` “${heading}”` : ''}`}
            badges={badges.map((badge) => ({
              variant: badge.variant,
              size: { width: badge.image.width, height: badge.image.height },
              error: imageProblem(badge.image, badge.status),
            }))}
          />
        </Suspense>
      ) : null}
    </article>
  );
}

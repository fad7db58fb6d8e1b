import type { ContentTile } from '@fittizia/contract';
import type { ReactNode } from 'react';
import { NEW_TAB_LABEL } from '../../components/Link/Link.tsx';
import { newTabProps, useAnchor } from '../../shared/Anchor.tsx';
import { visuallyHidden } from '../../tokens/visuallyHidden.css.ts';
import { EditorPreviewProvider } from '../Tile/editorContext.ts';
import { isOneOf, tileLayouts, tileObjectFits } from '../Tile/options.ts';
import { Tile, type TileProps } from '../Tile/Tile.tsx';
import * as styles from './TileGrid.css.ts';
import { readTileContent, type TileContent } from './tileContent.ts';

export interface TileRendererProps {
  tile: ContentTile;
  content: TileContent;
  /** The presentation options of the tile, ready to spread on `Tile`. */
  options: TileProps;
  headingLevel: 1 | 2;
}

export type TileRenderer = (props: TileRendererProps) => ReactNode;

/** Body text: blank lines separate paragraphs. */
const paragraphs = (body?: string) =>
  body
    ? body.split(/\n\s*\n/).map((paragraph) => <p key={paragraph.slice(0, 40)}>{paragraph}</p>)
    : undefined;

function DeliveryButtons({ providers }: { providers: TileContent['providers'] }) {
  const Anchor = useAnchor();
  return (
    <ul className={styles.providers} aria-label="Delivery partners">
      {providers.map((provider) => (
        <li key={provider.linkUrl}>
          <Anchor href={provider.linkUrl} className={styles.provider} {...newTabProps(true)}>
            Order with {provider.linkText}
            <span className={visuallyHidden}> {NEW_TAB_LABEL}</span>
          </Anchor>
        </li>
      ))}
    </ul>
  );
}

function FaqList({ items }: { items: TileContent['items'] }) {
  return (
    <div className={styles.faqs}>
      {items.map((item) => (
        <details key={item.question} className={styles.faq}>
          <summary className={styles.faqQuestion}>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** The tile kinds the content service sends, by `formType`. */
export const tileRenderers: Record<string, TileRenderer> = {
  heroTile: ({ content, options, headingLevel }) => (
    <Tile height="half" {...options} headingLevel={headingLevel} body={paragraphs(content.body)} />
  ),
  textTile: ({ content, options, headingLevel }) => (
    <Tile
      {...options}
      image={undefined}
      imageMobile={undefined}
      headingLevel={headingLevel}
      body={paragraphs(content.body)}
    />
  ),
  imageTile: ({ content, options, headingLevel }) => (
    <Tile layout="headstone" {...options} headingLevel={headingLevel} body={paragraphs(content.body)} />
  ),
  videoTile: ({ content, options, headingLevel }) => (
    <Tile height="half" {...options} headingLevel={headingLevel} body={paragraphs(content.body)} />
  ),
  linksTile: ({ content, options, headingLevel }) => (
    <Tile {...options} headingLevel={headingLevel} body={paragraphs(content.body)} />
  ),
  deliveryTile: ({ content, options, headingLevel }) => (
    <Tile {...options} href={undefined} headingLevel={headingLevel} body={paragraphs(content.body)}>
      <DeliveryButtons providers={content.providers} />
    </Tile>
  ),
  faqTile: ({ content, options, headingLevel }) => (
    <Tile {...options} href={undefined} headingLevel={headingLevel} body={paragraphs(content.body)}>
      <FaqList items={content.items} />
    </Tile>
  ),
};

/** The tile's presentation options from the content service's fields. */
export function tileOptions(tile: ContentTile, content: TileContent): TileProps {
  return {
    tileId: tile.tileId,
    formType: tile.formType,
    height: tile.height,
    width: tile.width,
    backgroundColour: tile.backgroundColour,
    backgroundColor: tile.backgroundColor,
    animationEffect: tile.animationEffect,
    backgroundAnimationEffect: tile.backgroundAnimationEffect,
    videoDesktop: tile.videoDesktop,
    videoMobile: tile.videoMobile,
    videoPoster: content.videoPoster,
    videoLabel: content.videoLabel,
    image: content.image,
    imageMobile: content.imageMobile,
    layout: isOneOf(tileLayouts, content.layout) ? content.layout : undefined,
    objectFit: isOneOf(tileObjectFits, content.objectFit) ? content.objectFit : undefined,
    rounded: content.rounded,
    eyebrow: content.eyebrow,
    heading: content.heading,
    links: content.links,
    footer: content.footer,
    href: content.href,
    hrefOpensInNewTab: content.openInNewTab,
    editUrl: content.editUrl,
  };
}

const isDevelopment = () => (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true;

export interface TileGridProps {
  tiles: ContentTile[];
  /** The first tile with a heading gets an h1 (the page's title); the rest h2. */
  firstHeadingLevel?: 1 | 2;
  /** Editor-only controls on every tile. */
  editorPreview?: boolean;
  /** Extra or replacement renderers by formType. */
  renderers?: Record<string, TileRenderer>;
}

/**
 * A content page's tiles in the order the content service sends them, each drawn by its `formType`. An
 * unknown formType renders nothing (and warns in development), so a new tile kind never breaks a page.
 */
export function TileGrid({ tiles, firstHeadingLevel = 1, editorPreview = false, renderers }: TileGridProps) {
  const all = { ...tileRenderers, ...renderers };
  let headingUsed = false;
  const rendered = tiles.map((tile, index) => {
    const render = all[tile.formType];
    if (!render) {
      if (isDevelopment())
        console.warn(`TileGrid: no renderer for formType "${tile.formType}"; tile skipped.`);
      return null;
    }
    const content = readTileContent(tile);
    const headingLevel = content.heading && !headingUsed ? firstHeadingLevel : 2;
    if (content.heading) headingUsed = true;
    return (
      <RenderTile
        key={tile.key ?? tile.tileId ?? index}
        render={render}
        tile={tile}
        content={content}
        options={{ ...tileOptions(tile, content), priority: index === 0 }}
        headingLevel={headingLevel}
      />
    );
  });
  return (
    <EditorPreviewProvider value={editorPreview}>
      <div className={styles.grid}>{rendered}</div>
    </EditorPreviewProvider>
  );
}

function RenderTile({ render, ...props }: TileRendererProps & { render: TileRenderer }) {
  return <>{render(props)}</>;
}

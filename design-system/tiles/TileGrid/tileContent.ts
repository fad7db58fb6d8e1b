import type { ContentTile } from '@fittizia/contract';
import type { TileLink } from '../Tile/Tile.tsx';
import type { TileImage } from '../Tile/TileMedia.tsx';

/**
 * The content fields of a tile beyond the presentation options that the contract names. The content service
 * sends them loosely, so each is read defensively: a malformed field is left out, never thrown on.
 */
export interface TileContent {
  eyebrow?: string;
  heading?: string;
  body?: string;
  footer?: string;
  links: TileLink[];
  image?: TileImage;
  imageMobile?: TileImage;
  videoPoster?: string;
  videoLabel?: string;
  layout?: string;
  objectFit?: string;
  rounded?: boolean;
  href?: string;
  openInNewTab?: boolean;
  editUrl?: string;
  providers: TileLink[];
  items: { question: string; answer: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

function readLink(value: unknown): TileLink | undefined {
  if (!isRecord(value)) return undefined;
  const linkText = text(value.linkText) ?? text(value.name);
  const linkUrl = text(value.linkUrl) ?? text(value.url);
  return linkText && linkUrl ? { linkText, linkUrl, openInNewTab: value.openInNewTab === true } : undefined;
}

function readImage(value: unknown): TileImage | undefined {
  if (!isRecord(value)) return undefined;
  const src = text(value.src) ?? text(value.url);
  if (!src) return undefined;
  const srcSet = text(value.srcSet);
  const sizes = text(value.sizes);
  const sources = list(value.sources, (source) =>
    isRecord(source) && text(source.type)?.startsWith('image/') && text(source.srcSet)
      ? { type: source.type as string, srcSet: source.srcSet as string }
      : undefined,
  );
  return {
    src,
    alt: typeof value.alt === 'string' ? value.alt : '',
    width: typeof value.width === 'number' ? value.width : 0,
    height: typeof value.height === 'number' ? value.height : 0,
    ...(srcSet ? { srcSet } : {}),
    ...(sizes ? { sizes } : {}),
    ...(sources.length > 0 ? { sources } : {}),
  };
}

const list = <T>(value: unknown, read: (item: unknown) => T | undefined): T[] =>
  Array.isArray(value) ? value.map(read).filter((item): item is T => item !== undefined) : [];

export function readTileContent(tile: ContentTile): TileContent {
  const fields = tile as Record<string, unknown>;
  return {
    eyebrow: text(fields.eyebrow),
    heading: text(fields.heading) ?? text(fields.title),
    body: text(fields.body),
    footer: text(fields.footer),
    links: list(fields.links, readLink),
    image: readImage(fields.image),
    imageMobile: readImage(fields.imageMobile),
    videoPoster: text(fields.videoPoster),
    videoLabel: text(fields.videoLabel),
    layout: text(fields.layout),
    objectFit: text(fields.objectFit),
    rounded: fields.rounded === true,
    href: text(fields.href),
    openInNewTab: fields.openInNewTab === true,
    editUrl: text(fields.editUrl),
    providers: list(fields.providers, readLink),
    items: list(fields.items, (item) =>
      isRecord(item) && text(item.question) && text(item.answer)
        ? { question: item.question as string, answer: item.answer as string }
        : undefined,
    ),
  };
}

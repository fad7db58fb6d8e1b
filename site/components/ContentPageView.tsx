import type { ContentPage, ContentTile } from '@fittizia/contract';
import { TileGrid } from '@fittizia/design-system';
import { type UseSuspenseQueryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { type ReactNode, useMemo } from 'react';
import { resolveExternalLinks } from '../lib/content-page.ts';
import { contentQuery, type PagePreview, tileEditUrl } from '../lib/preview.ts';
import { externalLinksQuery } from '../lib/queries.ts';

const root = getRouteApi('__root__');

/** In preview with the page builder's address: each tile's edit control opens that tile in the page builder. */
function withEditLinks(tiles: ContentTile[], id: string, preview: PagePreview | undefined): ContentTile[] {
  if (preview?.state !== 'on' || !preview.editorUrl) return tiles;
  const editorUrl = preview.editorUrl;
  return tiles.map((tile, index) => ({ ...tile, editUrl: tileEditUrl(editorUrl, id, index + 1) }));
}

/**
 * A page of tiles from the content service, with external links resolved from configuration; `afterFirstTile`
 * goes between the first tile (the hero) and the rest (the home page's booking strip), `afterTiles` after them
 * all (the privacy policy's retention table). In preview (lib/preview.ts) it is the page's draft, its tiles with
 * the editor's controls (the edit link and the image-details badges) when the page builder's address is configured.
 */
export function ContentPageView({
  id,
  afterFirstTile,
  afterTiles,
}: {
  id: string;
  afterFirstTile?: ReactNode;
  afterTiles?: ReactNode;
}) {
  const preview = root.useLoaderData({ select: (data) => data.preview });
  const { data: page } = useSuspenseQuery(
    contentQuery(id, preview) as UseSuspenseQueryOptions<ContentPage, Error, ContentPage, readonly unknown[]>,
  );
  const { data: links } = useSuspenseQuery(externalLinksQuery());
  const tiles = useMemo(
    () => withEditLinks(resolveExternalLinks(page.tiles, links), id, preview),
    [page.tiles, links, id, preview],
  );
  const editorPreview = preview?.state === 'on' && Boolean(preview.editorUrl);
  const [first, ...rest] = tiles;
  if (!afterFirstTile || !first) {
    return (
      <>
        <TileGrid tiles={tiles} editorPreview={editorPreview} />
        {afterTiles}
      </>
    );
  }
  const heading = (first as { heading?: unknown }).heading;
  const firstHasHeading = typeof heading === 'string' && heading.length > 0;
  return (
    <>
      <TileGrid tiles={[first]} editorPreview={editorPreview} />
      {afterFirstTile}
      {rest.length ? (
        <TileGrid tiles={rest} firstHeadingLevel={firstHasHeading ? 2 : 1} editorPreview={editorPreview} />
      ) : null}
      {afterTiles}
    </>
  );
}

import { TileGrid } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { resolveExternalLinks } from '../lib/content-page.ts';
import { externalLinksQuery, pageQuery } from '../lib/queries.ts';

/**
 * A page of tiles from the content service, with external links resolved from configuration; `afterFirstTile`
 * goes between the first tile (the hero) and the rest (the home page's booking strip), `afterTiles` after them
 * all (the privacy policy's retention table).
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
  const { data: page } = useSuspenseQuery(pageQuery(id));
  const { data: links } = useSuspenseQuery(externalLinksQuery());
  const tiles = useMemo(() => resolveExternalLinks(page.tiles, links), [page.tiles, links]);
  const [first, ...rest] = tiles;
  if (!afterFirstTile || !first) {
    return (
      <>
        <TileGrid tiles={tiles} />
        {afterTiles}
      </>
    );
  }
  const heading = (first as { heading?: unknown }).heading;
  const firstHasHeading = typeof heading === 'string' && heading.length > 0;
  return (
    <>
      <TileGrid tiles={[first]} />
      {afterFirstTile}
      {rest.length ? <TileGrid tiles={rest} firstHeadingLevel={firstHasHeading ? 2 : 1} /> : null}
      {afterTiles}
    </>
  );
}

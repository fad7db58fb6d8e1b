import { TileGrid } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { resolveExternalLinks } from '../lib/content-page.ts';
import { externalLinksQuery, pageQuery } from '../lib/queries.ts';

/** A page of tiles from the content service, with external links resolved from configuration. */
export function ContentPageView({ id }: { id: string }) {
  const { data: page } = useSuspenseQuery(pageQuery(id));
  const { data: links } = useSuspenseQuery(externalLinksQuery());
  const tiles = useMemo(() => resolveExternalLinks(page.tiles, links), [page.tiles, links]);
  return <TileGrid tiles={tiles} />;
}

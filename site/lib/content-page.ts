import type { ContentPage, ContentTile } from '@fittizia/contract';
import { BrandApiError } from '@fittizia/contract/errors';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { contentQuery, pagePreview } from './preview.ts';
import type { ExternalLinks } from './public-config.ts';
import { externalLinksQuery, retentionScheduleQuery } from './queries.ts';

/**
 * The content-service id of a generic content route. `/{id1}` is page `id1`; `/{id1}/{id2}` is page
 * `id1/id2` (the full path, so `/whats-on/quiz-night` can never collide with a top-level `/quiz-night`).
 * `home` is only served at `/`.
 */
export const contentPageId = (id1: string, id2?: string) => (id2 ? `${id1}/${id2}` : id1).toLowerCase();

/**
 * The privacy policy's content page: after its tiles, the "How long we keep your data" table rendered from the
 * brand API's retention schedule (`components/RetentionSchedule.tsx`).
 */
export const PRIVACY_POLICY_ID = 'privacy-policy';

/**
 * Loads a content page (its draft in preview: lib/preview.ts); a page the brand API does not have (404, or an id
 * it refuses) is the 404 page. The privacy policy also loads the retention schedule its table is rendered from.
 */
export async function loadContentPage(queryClient: QueryClient, id: string): Promise<ContentPage> {
  if (id === 'home') throw notFound();
  const preview = await pagePreview();
  const [page] = await Promise.all([
    queryClient.ensureQueryData(contentQuery(id, preview)).catch((error: unknown) => {
      if (error instanceof BrandApiError && (error.status === 404 || error.status === 400)) throw notFound();
      throw error;
    }),
    queryClient.ensureQueryData(externalLinksQuery()),
    id === PRIVACY_POLICY_ID ? queryClient.ensureQueryData(retentionScheduleQuery()) : undefined,
  ]);
  return page;
}

/** `head` of a content page from its title and description. */
export const contentPageHead = (page: ContentPage | undefined) => ({
  meta: [
    ...(page ? [{ title: page.title }] : []),
    ...(page?.description ? [{ name: 'description', content: page.description }] : []),
  ],
});

/** The placeholders content links use for the configured external addresses. */
export const externalTargets: Record<string, keyof ExternalLinks> = {
  'external:gift-cards': 'giftCardUrl',
  'external:feedback': 'feedbackUrl',
};

/**
 * Content links to the external gift card shop and feedback service are written `external:gift-cards` and
 * `external:feedback`; they become the configured GIFT_CARD_URL and FEEDBACK_URL here.
 */
export function resolveExternalLinks(tiles: ContentTile[], links: ExternalLinks): ContentTile[] {
  const resolve = (url: unknown) => {
    const key = typeof url === 'string' ? externalTargets[url] : undefined;
    return key ? links[key] : url;
  };
  return tiles.map((tile) => {
    const next: ContentTile = { ...tile };
    if (Array.isArray(tile.links)) {
      next.links = tile.links.map((link) =>
        typeof link === 'object' && link !== null
          ? { ...link, linkUrl: resolve((link as { linkUrl?: unknown }).linkUrl) }
          : link,
      );
    }
    if ('href' in tile) next.href = resolve(tile.href);
    return next;
  });
}

/**
 * SEO helpers for route heads: absolute canonical URLs, titles, descriptions. Small and pure: heads run in
 * every page's first load. The schema.org JSON-LD builders are in json-ld.ts, rendered by the page
 * components (see components/JsonLd.tsx). The unit tests in `server/seo.test.ts` cover both.
 */

/** `https://example.com` + `/a/b` → `https://example.com/a/b` (no trailing slash, no query). */
export function absoluteUrl(origin: string, path: string): string {
  const base = origin.replace(/\/+$/, '');
  const clean = `/${path.replace(/^\/+/, '')}`.replace(/\/+$/, '') || '/';
  return clean === '/' ? `${base}/` : `${base}${clean}`;
}

export interface SeoInput {
  title: string;
  description?: string | null;
  canonical: string;
  jsonLd?: Record<string, unknown>;
}

/** The `head` of a page: title, description, Open Graph basics, canonical link and JSON-LD. */
export function seoHead({ title, description, canonical, jsonLd }: SeoInput) {
  return {
    meta: [
      { title },
      ...(description ? [{ name: 'description', content: description }] : []),
      { property: 'og:title', content: title },
      ...(description ? [{ property: 'og:description', content: description }] : []),
      { property: 'og:url', content: canonical },
      ...(jsonLd ? [{ 'script:ld+json': jsonLd }] : []),
    ],
    links: [{ rel: 'canonical', href: canonical }],
  };
}

/** The origin of canonical URLs: the brand setting `site_url`, without a trailing slash. */
export const siteOrigin = (settings: { site_url?: string }, fallback = 'http://localhost:3000'): string =>
  (settings.site_url || fallback).replace(/\/+$/, '');

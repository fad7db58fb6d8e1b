import { createIsomorphicFn } from '@tanstack/react-start';

/**
 * "Now" for a page's loader: the opening states, today's row of the opening hours and the footer's year are
 * rendered from it on the server and hydrated with the same value. On the server it is the real clock unless
 * the test-only `SITE_FIXED_NOW` is set (server/config.ts; the page-level visual review sets it); in the
 * browser (a client-side navigation) it is the browser's clock.
 *
 * A shared page (`isSharedPage`) must be the same bytes from every worker and instance (one ETag), so its
 * clock is the start of the current freshness window (`PUBLIC_READ_FRESH_SECONDS`, as long as a cache may
 * keep the page), counted from the epoch so that every process is in the same window at the same moment
 * (`renderClock`, server/page-cache.ts): the page is never older than a kept copy of it would be anyway. A page
 * rendered to be kept uses the clock its render began with (server/shared-render.ts), which the kept copy is
 * fresh by.
 */
export const renderNow = createIsomorphicFn()
  .server(async (): Promise<Date> => {
    const [{ siteConfig }, { getRequest }, { isSharedPage }, { renderClock }, { sharedRender }] =
      await Promise.all([
        import('../server/config.ts'),
        import('@tanstack/react-start/server'),
        import('../server/page-response.ts'),
        import('../server/page-cache.ts'),
        import('../server/shared-render.ts'),
      ]);
    const config = siteConfig();
    if (config.SITE_FIXED_NOW) return config.SITE_FIXED_NOW;
    const now = Date.now();
    if (!isSharedPage(getRequest())) return new Date(now);
    return new Date(sharedRender()?.clock ?? renderClock(now, config.PUBLIC_READ_FRESH_SECONDS * 1000));
  })
  .client(async (): Promise<Date> => new Date());

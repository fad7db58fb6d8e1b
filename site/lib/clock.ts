import { createIsomorphicFn } from '@tanstack/react-start';

/**
 * "Now" for a page's loader: the opening states, today's row of the opening hours and the footer's year are
 * rendered from it on the server and hydrated with the same value. On the server it is the real clock unless
 * the test-only `SITE_FIXED_NOW` is set (server/config.ts; the page-level visual review sets it); in the
 * browser (a client-side navigation) it is the browser's clock.
 */
export const renderNow = createIsomorphicFn()
  .server(async (): Promise<Date> => {
    const { siteConfig } = await import('../server/config.ts');
    return siteConfig().SITE_FIXED_NOW ?? new Date();
  })
  .client(async (): Promise<Date> => new Date());

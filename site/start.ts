import type { Restaurant } from '@fittizia/contract';
import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start';

/**
 * Spec 4.8 before anything else: the legacy table (with the cached restaurant list), then
 * steps 1-2, answered with a single 301 to the final target. When the restaurant list
 * cannot be loaded the restaurant addresses are skipped (logged), never the page.
 */
const redirectMiddleware = createMiddleware().server(async ({ request, next }) => {
  const url = new URL(request.url);
  const [{ needsRestaurants, redirectLocation }, { permanentRedirect }, { siteConfig }, { guardMarkOf }] =
    await Promise.all([
      import('./server/legacy-redirects.ts'),
      import('./server/redirects.ts'),
      import('./server/config.ts'),
      import('./server/request-guard.ts'),
    ]);
  const mark = guardMarkOf(request);
  // A request the guard refused renders the error page (see __root.tsx) with the guard's status (and, from
  // `servePage`, `Cache-Control: private, no-store`).
  if (mark && 'refuse' in mark) {
    const result = await next();
    return {
      ...result,
      response: new Response(result.response.body, { status: mark.refuse, headers: result.response.headers }),
    };
  }
  let restaurants: Restaurant[] | undefined;
  if (needsRestaurants(url)) {
    try {
      const { cachedRestaurants } = await import('./server/request-client.server.ts');
      restaurants = await cachedRestaurants();
    } catch (error) {
      const { log } = await import('./server/logger.ts');
      log('warn', 'restaurant list unavailable; legacy restaurant redirects skipped', {
        path: url.pathname,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  const config = siteConfig();
  const location = redirectLocation(
    url,
    { restaurants, giftCardUrl: config.GIFT_CARD_URL, feedbackUrl: config.FEEDBACK_URL },
    // The path began with a run of slashes (removed by the request guard): one 301 to the final target.
    { leadingSlashes: !!mark && 'redirect' in mark },
  );
  if (location) return permanentRedirect(location);
  return next();
});

/** Server-rendered pages go out gzip-compressed when the browser accepts it (static assets are pre-compressed). */
const compressionMiddleware = createMiddleware().server(async ({ request, next }) => {
  const result = await next();
  const { compressHtml } = await import('./server/compression.ts');
  return { ...result, response: compressHtml(request, result.response) };
});

/**
 * Every page's `Cache-Control`, nonce or script hashes (`server/http-cache.server.ts`, `server/page-response.ts`):
 * shared pages are kept rendered and answered with a validator (304), personal ones go out `private, no-store`.
 * Inside the compression step: a kept page carries its own gzip copy.
 */
const pageCacheMiddleware = createMiddleware().server(async ({ request, next }) => {
  const { servePage } = await import('./server/http-cache.server.ts');
  return servePage(request, next);
});

/**
 * A form sent to a page before the page's code had loaded (the design system's `Form` posts): a page that
 * says nothing was sent, not the page again as if nothing had happened (`server/no-script-post.ts`).
 */
const noScriptPostMiddleware = createMiddleware().server(async ({ request, next, handlerType }) => {
  if (handlerType !== 'router' || request.method !== 'POST') return next();
  const { isNoScriptPost, noScriptPostPage } = await import('./server/no-script-post.ts');
  return isNoScriptPost(request) ? noScriptPostPage(request) : next();
});

/** Server functions are same-origin RPC: refuse cross-site calls. */
const csrfMiddleware = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' });

/** A malformed server-function call (a bad body, an unknown function) is a 400, not Start's 500. */
const serverFnCallMiddleware = createMiddleware().server(async ({ next, handlerType }) => {
  if (handlerType !== 'serverFn') return next();
  // The body and method were checked before Start (server/server-fn-plugin.ts); an unknown id throws here.
  const { isUnknownServerFn, unknownServerFn } = await import('./server/server-fn-guard.ts');
  try {
    return await next();
  } catch (error) {
    if (isUnknownServerFn(error)) return unknownServerFn();
    throw error;
  }
});

export const startInstance = createStart(() => ({
  requestMiddleware: [
    compressionMiddleware,
    pageCacheMiddleware,
    noScriptPostMiddleware,
    redirectMiddleware,
    csrfMiddleware,
    serverFnCallMiddleware,
  ],
}));

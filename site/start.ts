import { createCsrfMiddleware, createMiddleware, createStart } from '@tanstack/react-start';

/** Steps 1-2 of spec 4.8, before anything else: one 301 to the clean same-site path. */
const redirectMiddleware = createMiddleware().server(async ({ request, next }) => {
  const { normalisedLocation, permanentRedirect } = await import('./server/redirects.ts');
  const location = normalisedLocation(new URL(request.url));
  if (location) return permanentRedirect(location);
  return next();
});

/** Every browser gets its random session id cookie on first visit (spec section 6). */
const sessionMiddleware = createMiddleware().server(async ({ request, next }) => {
  const { sessionFrom, sessionCookie } = await import('./server/session.ts');
  const session = sessionFrom(request);
  const result = await next();
  if (session.isNew && !new URL(request.url).pathname.startsWith('/api/')) {
    result.response.headers.append('set-cookie', sessionCookie(session.id, request.url.startsWith('https:')));
  }
  return result;
});

/** Server functions are same-origin RPC: refuse cross-site calls. */
const csrfMiddleware = createCsrfMiddleware({ filter: (ctx) => ctx.handlerType === 'serverFn' });

export const startInstance = createStart(() => ({
  requestMiddleware: [redirectMiddleware, sessionMiddleware, csrfMiddleware],
}));

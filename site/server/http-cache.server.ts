import { siteConfig } from './config.ts';
import { log } from './logger.ts';
import {
  answerFromCache,
  type CachedPage,
  isPersonalPath,
  isPublicPage,
  PageCache,
  publicPageCacheControl,
} from './page-cache.ts';
import { publicReads } from './request-client.server.ts';
import { guardMarkOf } from './request-guard.ts';
import { type NonceCarrier, requestNonce } from './security-headers.ts';

const freshSeconds = siteConfig().PUBLIC_READ_FRESH_SECONDS;

/** The instance's rendered public pages (`server/page-cache.ts`): 600 s fresh, then stale while revalidating. */
export const pages = new PageCache({ freshMs: freshSeconds * 1000, staleMs: freshSeconds * 1000 });

/** Forgets every kept page and public read of this process (content changed). */
export function purgeCaches(reason: string): void {
  pages.clear();
  publicReads.clear();
  log('info', 'caches purged', { reason });
}

// `kill -USR2 <pid>` purges (under `pnpm start`, the primary passes it on to every worker: scripts/cluster.mjs).
process.on('SIGUSR2', () => purgeCaches('SIGUSR2'));

function withHeader(response: Response, name: string, value: string): Response {
  try {
    response.headers.set(name, value);
    return response;
  } catch {
    const headers = new Headers(response.headers);
    headers.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}

/** The page answers the same nonce its body was rendered with (see docs/security.md, "Cached pages"). */
function stampNonce(request: Request, page: CachedPage): void {
  const carrier = request as Request & NonceCarrier;
  carrier.context ??= {};
  carrier.context.cspNonce = page.nonce;
}

/**
 * A page request: a public page (`isPublicPage`) is answered from the kept copy when there is one (304 to a
 * matching validator), else rendered once for every concurrent request and kept; a personal page goes out
 * `no-store`, and so does every `/api` answer; any other page `no-cache` (a browser may keep it but must ask again; no shared cache keeps it).
 */
export async function servePage<R extends { response: Response }>(
  request: Request,
  next: () => Promise<R> | R,
): Promise<Response | R> {
  const url = new URL(request.url);
  // A request the guard refused or marked for a redirect is rewritten to `/`: never the kept home page.
  if (!isPublicPage(request) || guardMarkOf(request)) {
    const result = await next();
    // Every /api answer: a call may carry the session cookie, a booking or a diner's details.
    if (url.pathname.startsWith('/api/')) {
      return { ...result, response: withHeader(result.response, 'cache-control', 'no-store') };
    }
    if (result.response.headers.has('cache-control')) return result;
    const policy = isPersonalPath(url.pathname) ? 'no-store' : 'private, no-cache';
    return { ...result, response: withHeader(result.response, 'cache-control', policy) };
  }
  const key = url.pathname;
  const cacheControl = publicPageCacheControl(freshSeconds);
  const hit = pages.lookup(key);
  if (hit) {
    stampNonce(request, hit.page);
    return answerFromCache(request, hit.page, cacheControl, { 'x-cache': hit.stale ? 'STALE' : 'HIT' });
  }
  if (request.method === 'HEAD') return next();
  const out = await pages.single(key, async () => {
    const staleBefore = publicReads.staleServed;
    const result = await next();
    const nonce = requestNonce(request);
    // A page made from a last good copy (the brand API failing) is answered but not kept as fresh.
    const keep = nonce && publicReads.staleServed === staleBefore;
    const page = keep ? await pages.store(key, result.response, nonce) : undefined;
    return { page, response: result.response };
  });
  if (out.page) {
    stampNonce(request, out.page);
    return answerFromCache(request, out.page, cacheControl, { 'x-cache': out.response ? 'MISS' : 'HIT' });
  }
  // Not kept (an error page, a cookie, a render that failed): this request's own answer, or a render of its own.
  const response = out.response ?? (await next()).response;
  return withHeader(response, 'cache-control', response.status >= 500 ? 'no-store' : 'private, no-cache');
}

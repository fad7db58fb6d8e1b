import { followChangesOnce } from './cache-changes.server.ts';
import { siteConfig } from './config.ts';
import { log } from './logger.ts';
import { answerFromCache, type CachedPage, PageCache, publicPageCacheControl } from './page-cache.ts';
import {
  hashedPage,
  isSharedPage,
  pageCacheControl,
  scriptHashes,
  setScriptHashes,
} from './page-response.ts';
import { hasPreviewCookie, PREVIEW_HEADERS } from './preview.ts';
import { publicReads } from './request-client.server.ts';
import { renderShared, type SharedRender } from './shared-render.ts';

const freshSeconds = siteConfig().PUBLIC_READ_FRESH_SECONDS;

/**
 * The instance's rendered public pages (`server/page-cache.ts`): fresh until the end of the 600 s window they were
 * rendered in (the same windows on every process), then stale while revalidating.
 */
export const pages = new PageCache({ freshMs: freshSeconds * 1000, staleMs: freshSeconds * 1000 });

// Each process follows the brand API's change events and drops the pages and reads they name.
followChangesOnce({ pages, publicReads });

/** Forgets every kept page and public read of this process (`kill -USR2`: the big hammer). */
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

/**
 * An answer to a request in preview: `private, no-store` and `noindex`, and nothing a shared cache could key or
 * purge it by (no ETag, no tag headers).
 */
export function previewAnswer(response: Response): Response {
  let out = response;
  for (const [name, value] of Object.entries(PREVIEW_HEADERS)) out = withHeader(out, name, value);
  for (const name of ['etag', 'surrogate-key', 'cache-tag']) {
    if (!out.headers.has(name)) continue;
    const headers = new Headers(out.headers);
    headers.delete(name);
    out = new Response(out.body, { status: out.status, statusText: out.statusText, headers });
  }
  return out;
}

/** The script hashes of a kept page, worked out once per kept copy. */
const keptHashes = new WeakMap<CachedPage, readonly string[]>();
function hashesOf(page: CachedPage): readonly string[] {
  let hashes = keptHashes.get(page);
  if (!hashes) {
    hashes = scriptHashes(page.body.toString('utf8'));
    keptHashes.set(page, hashes);
  }
  return hashes;
}

/**
 * The tags a kept page was made from, for a CDN in front to purge by: `Surrogate-Key` (space separated) and
 * `Cache-Tag` (comma separated); none when its render used no tagged read.
 */
export function tagHeaders(tags: readonly string[]): Record<string, string> {
  if (tags.length === 0) return {};
  return { 'surrogate-key': tags.join(' '), 'cache-tag': tags.join(',') };
}

/** A kept page's answer, its policy naming its scripts' hashes (the same body, the same policy). */
function answerKept(request: Request, page: CachedPage, xCache: string): Response {
  setScriptHashes(request, hashesOf(page));
  return answerFromCache(request, page, publicPageCacheControl(freshSeconds), {
    'x-cache': xCache,
    ...tagHeaders(page.tags),
  });
}

/**
 * Every page request, and the one place a page's `Cache-Control` is set. A shared page (`isSharedPage`: a
 * public page, no nonce, its scripts allowed by their hashes) is answered from the kept copy when there is
 * one (304 to a matching If-None-Match: the ETag is a hash of the body, which is the same for every visitor),
 * else rendered once for every concurrent request and kept. Any other page is `private`: `no-store` for a
 * personal page, a refused request or a server error, `no-cache` otherwise (`pageCacheControl`); every `/api`
 * answer is `no-store`.
 */
export async function servePage<R extends { response: Response }>(
  request: Request,
  next: () => Promise<R> | R,
): Promise<Response | R> {
  const url = new URL(request.url);
  // A browser in preview (any preview cookie, even a forged one): no cache is read or written, and the answer
  // says so to every cache after this one.
  if (hasPreviewCookie(request) && !url.pathname.startsWith('/api/')) {
    const result = await next();
    return { ...result, response: previewAnswer(result.response) };
  }
  if (!isSharedPage(request)) {
    const result = await next();
    // Every /api answer: a call may carry the session cookie, a booking or a diner's details.
    if (url.pathname.startsWith('/api/')) {
      return { ...result, response: withHeader(result.response, 'cache-control', 'no-store') };
    }
    const policy = pageCacheControl(request, result.response);
    if (!policy) return result;
    return { ...result, response: withHeader(result.response, 'cache-control', policy) };
  }
  const key = url.pathname;
  const hit = pages.lookup(key);
  if (hit) return answerKept(request, hit.page, hit.stale ? 'STALE' : 'HIT');
  /** This request's own render of the shared page, with its scripts' hashes (not kept). */
  const ownRender = async () => {
    const response = await hashedPage(request, (await next()).response);
    return withHeader(response, 'cache-control', pageCacheControl(request, response) ?? 'private, no-cache');
  };
  if (request.method === 'HEAD') return ownRender();
  const out = await pages.single(key, async () => {
    const staleBefore = publicReads.staleServed;
    // Rendered at the current window's clock, collecting the tags of the reads it uses (server/shared-render.ts);
    // its body is read to the end inside, so every read of the render counts.
    const render: SharedRender = { clock: pages.clock(), tags: new Set() };
    const since = pages.mark();
    const response = await renderShared(render, async () => hashedPage(request, (await next()).response));
    // A page made from a last good copy (the brand API failing) is answered but not kept as fresh. A kept
    // page carries no nonce (the store's `nonce` is unused: the policy names the body's script hashes).
    const keep = publicReads.staleServed === staleBefore;
    const page = keep
      ? await pages.store(key, response.clone(), '', { clock: render.clock, tags: render.tags, since })
      : undefined;
    return { page, response };
  });
  if (out.page) return answerKept(request, out.page, out.response ? 'MISS' : 'HIT');
  // Not kept (an error page, a cookie, a render that failed): this request's own answer, or a render of its own.
  if (!out.response) return ownRender();
  return withHeader(
    out.response,
    'cache-control',
    pageCacheControl(request, out.response) ?? 'private, no-cache',
  );
}

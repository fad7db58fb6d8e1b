import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { tagsMeet } from '@fittizia/contract';
import { LRUCache } from 'lru-cache';
import { DropLog } from './tag-drops.ts';

/**
 * Which pages are public: the same for every visitor, so a rendered copy may be kept here and by any shared
 * cache (a CDN, a reverse proxy). An allow-list: a page not listed (a new route, a booking, a diner's
 * preferences or choices, a form behind a captcha) is never kept. A query string makes a page unkept too (it
 * may carry a postcode or a campaign's tracking).
 */
const PUBLIC_PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/find-us$/,
  /^\/restaurants(\/[\w-]+){0,2}$/,
  /^\/restaurants\/[\w-]+\/[\w-]+\/menu(\/[\w-]+)?$/,
  /^\/restaurants\/[\w-]+\/menu\/[\w-]+$/,
  /^\/(menu|our-menu)(\/[\w-]+)?$/,
  /^\/careers\/job-search(\/[\w-]+)?$/,
  /^\/careers\/job\/[\w-]+$/,
  /^\/offer\/[\w-]+$/,
  // Content pages (`/{id1}`, `/{id1}/{id2}`), less the personal and form pages that share the shape.
  /^\/[\w-]+(\/[\w-]+)?$/,
];

/**
 * Never kept and sent `no-store`, whatever the patterns above say: anything about a booking or a diner
 * (spec 2.7: preferences, choices, occasion dates by the customer's guid), the unsubscribe link, and the form pages.
 */
const PERSONAL_PAGE_PATTERNS: readonly RegExp[] = [
  /(^|\/)book-now(\/|$)/i,
  /(^|\/)booking(s)?(\/|$)/i,
  /^\/(preferences|choices|occasion-date|occasion-dates|customer|account)(\/|$)/i,
  /^\/(sign-up|contact|group-bookings\/thanks)(\/|$)/i,
  // A marketing e-mail's unsubscribe link: its address carries the person's token (docs/privacy.md).
  /^\/unsubscribe(\/|$)/i,
  // A pre-order's pages: their addresses carry the pre-order's link, the page a guest's names and choices.
  /^\/pre-order(\/|$)/i,
  /^\/api(\/|$)/i,
  // Find a table: availability changes by the minute; identical searches share an answer in-process only.
  /^\/find-a-table(\/|$)/i,
  // Preview on the site: turning it on and off (server/preview.ts).
  /^\/preview(\/|$)/i,
];

export function isPersonalPath(pathname: string): boolean {
  return PERSONAL_PAGE_PATTERNS.some((p) => p.test(pathname));
}

/** A page a shared cache may keep: a GET or HEAD of a public page without a query string. */
export function isPublicPage(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const url = new URL(request.url);
  if (url.search !== '' || isPersonalPath(url.pathname)) return false;
  return PUBLIC_PAGE_PATTERNS.some((p) => p.test(url.pathname));
}

/** What a public page says to shared caches: 600 s fresh (spec 9), then stale while one revalidates. */
export function publicPageCacheControl(freshSeconds: number): string {
  return `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${freshSeconds}, stale-if-error=86400`;
}

/**
 * The clock a shared page is rendered at: the start of the window of `windowMs` that `now` falls in, counted
 * from the epoch, so every process (and machine) in the same window renders the same clock.
 */
export function renderClock(now: number, windowMs: number): number {
  return now - (now % windowMs);
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzip: Buffer;
  etag: string;
  /** The CSP nonce the page's scripts carry: the same body always goes out with the same nonce. */
  nonce: string;
  /** The clock it was rendered at (`renderClock`): fresh until its window ends. */
  clock: number;
  /** The tags of every public read its render used (sorted; empty when none): a change naming one drops it. */
  tags: readonly string[];
  storedAt: number;
}

/** How a page was rendered: its clock, the tags of its reads, and the drop mark taken when it began. */
export interface PageRender {
  clock?: number;
  tags?: Iterable<string>;
  /** `mark()` when the render began: a page a drop since then meets is answered but not kept. */
  since?: number;
}

export interface PageCacheOptions {
  /**
   * The window a page is fresh in (spec 9: 600 s): a page rendered at `renderClock` is fresh until its window
   * ends, and then rendered again, at the new window's clock, on every process alike.
   */
  freshMs: number;
  /** After that, served while one request renders a new copy, up to this long. */
  staleMs: number;
  /** Bytes kept at most (bodies, plain and gzip); the least recently used goes first. */
  maxBytes?: number;
  now?: () => number;
}

/** Headers a kept page never repeats: per response, or set again on the way out. */
const PER_RESPONSE = new Set(['set-cookie', 'date', 'content-length', 'content-encoding', 'vary', 'etag']);

/**
 * Rendered public pages, per instance: a fresh copy (rendered in the current window) is answered as is (304 to
 * a matching If-None-Match); a stale one is answered while the request that found it stale renders a new copy;
 * concurrent misses of one page wait for one render. Only a 200 HTML answer without a cookie is kept. Each page
 * keeps the tags of the reads it was made from, and `dropTags` forgets exactly the pages a change names.
 */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;
  readonly #rendering = new Map<string, Promise<CachedPage | undefined>>();
  readonly #options: Required<PageCacheOptions>;
  readonly #drops = new DropLog();

  constructor(options: PageCacheOptions) {
    this.#options = { maxBytes: 64 * 1024 * 1024, now: () => Date.now(), ...options };
    this.#pages = new LRUCache({
      maxSize: this.#options.maxBytes,
      sizeCalculation: (page) => page.body.byteLength + page.gzip.byteLength + 1024,
    });
  }

  /** The clock a page rendered now is rendered at: the same on every process at the same moment. */
  clock(): number {
    return renderClock(this.#options.now(), this.#options.freshMs);
  }

  /** The drop mark to give `store` when a render begins. */
  mark(): number {
    return this.#drops.mark();
  }

  /**
   * Keeps a rendered answer when it may be kept; returns the kept page, or undefined. `render`: its clock (by
   * default the current one), its tags and the mark taken when it began.
   */
  async store(
    key: string,
    response: Response,
    nonce: string,
    render: PageRender = {},
  ): Promise<CachedPage | undefined> {
    const type = response.headers.get('content-type') ?? '';
    if (response.status !== 200 || !type.startsWith('text/html') || response.headers.has('set-cookie')) {
      return undefined;
    }
    if (response.headers.has('content-encoding')) return undefined;
    const body = Buffer.from(await response.arrayBuffer());
    const tags = [...new Set(render.tags)].sort();
    if (render.since !== undefined && this.#drops.metSince(render.since, tags)) return undefined;
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) if (!PER_RESPONSE.has(name)) headers.push([name, value]);
    const page: CachedPage = {
      status: response.status,
      headers,
      body,
      gzip: gzipSync(body),
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      nonce,
      clock: render.clock ?? this.clock(),
      tags,
      storedAt: this.#options.now(),
    };
    this.#pages.set(key, page);
    return page;
  }

  /**
   * The kept copy to answer with now, or undefined when the caller must render (and then `store`). A stale
   * copy is returned while another request is already rendering; the first to find it stale renders.
   */
  lookup(key: string): { page: CachedPage; stale: boolean } | undefined {
    const page = this.#pages.get(key);
    if (!page) return undefined;
    const age = this.#options.now() - page.clock;
    if (age < this.#options.freshMs) return { page, stale: false };
    if (age < this.#options.freshMs + this.#options.staleMs && this.#rendering.has(key)) {
      return { page, stale: true };
    }
    return undefined;
  }

  /**
   * One render for many concurrent misses: the first caller's `render` runs, the others wait for its kept
   * page (undefined when it could not be kept: then each renders its own).
   */
  async single(
    key: string,
    render: () => Promise<{ page?: CachedPage; response: Response }>,
  ): Promise<{ page?: CachedPage; response?: Response }> {
    const running = this.#rendering.get(key);
    if (running) return { page: await running };
    let settle: (page: CachedPage | undefined) => void = () => {};
    this.#rendering.set(
      key,
      new Promise((resolve) => {
        settle = resolve;
      }),
    );
    try {
      const result = await render();
      settle(result.page);
      return result;
    } catch (error) {
      settle(undefined);
      throw error;
    } finally {
      this.#rendering.delete(key);
    }
  }

  /** Forgets exactly the pages whose tags meet `tags`, and keeps no render now running that they meet. */
  dropTags(tags: Iterable<string>): number {
    const changed = new Set(tags);
    this.#drops.record(changed);
    const meeting = [...this.#pages.entries()].filter(([, page]) => tagsMeet(page.tags, changed));
    for (const [key] of meeting) this.#pages.delete(key);
    return meeting.length;
  }

  get size(): number {
    return this.#pages.size;
  }

  clear(): void {
    this.#drops.record('all');
    this.#pages.clear();
  }
}

/** The answer for a kept page: 304 when the browser or CDN already holds this version, else the body. */
export function answerFromCache(
  request: Request,
  page: CachedPage,
  cacheControl: string,
  extra: Record<string, string> = {},
): Response {
  const headers = new Headers(page.headers);
  headers.set('etag', page.etag);
  headers.set('cache-control', cacheControl);
  headers.set('vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const tags = request.headers.get('if-none-match');
  if (tags?.split(',').some((t) => t.trim().replace(/^W\//, '') === page.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const gzip = /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '');
  const body = gzip ? page.gzip : page.body;
  if (gzip) headers.set('content-encoding', 'gzip');
  headers.set('content-length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), {
    status: page.status,
    headers,
  });
}

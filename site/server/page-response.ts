import { createHash } from 'node:crypto';
import { isPersonalPath, isPublicPage } from './page-cache.ts';
import { hasPreviewCookie } from './preview.ts';
import { guardMarkOf } from './request-guard.ts';
import { generateNonce, type NonceCarrier } from './security-headers.ts';

/**
 * How a page is answered (docs/security.md, "The Content-Security-Policy of a page" and "Caching of
 * responses"): whether a shared cache may keep it, its `Cache-Control`, and what lets its scripts run.
 *
 * - A **shared** page (a public page, `isPublicPage`, that the request guard left alone) is the same for every
 *   visitor and may be kept by this server and by any cache in front. It carries no secret: no nonce, neither
 *   in the policy nor in the HTML. Its inline scripts are allowed by their SHA-256 (`scriptHashes`), with
 *   `'strict-dynamic'`, so two renders of the same content are the same bytes and the same ETag.
 * - Every other page is never shared (`private`) and gets a fresh nonce, made here (`pageNonce`) and nowhere
 *   else.
 */

/**
 * A request with a preview cookie (valid, expired or forged: server/preview.ts) is never shared: it may show
 * drafts, and a copy made for it must never serve anyone else, nor one made for others serve it.
 */
export function isSharedPage(request: Request): boolean {
  return isPublicPage(request) && !guardMarkOf(request) && !hasPreviewCookie(request);
}

function carrier(request: Request): NonNullable<NonceCarrier['context']> {
  const c = request as Request & NonceCarrier;
  c.context ??= {};
  return c.context;
}

/**
 * The request's CSP nonce, made on first use (the router asks for it when it renders): undefined for a shared
 * page, which must be the same for every visitor. The one place a nonce is made.
 */
export function pageNonce(request: Request): string | undefined {
  if (isSharedPage(request)) return undefined;
  const context = carrier(request);
  context.cspNonce ??= generateNonce();
  return context.cspNonce;
}

/** The script hashes the policy of this response lists (a shared page's). */
export function setScriptHashes(request: Request, hashes: readonly string[]): void {
  carrier(request).cspHashes = hashes;
}

/** `<script ...>text</script>`: the attributes and the text, as the browser's parser reads them. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i;

/**
 * The base64 SHA-256 of every inline script of the HTML that a browser would run (no `src`; no type, a
 * JavaScript type or `module`). Data blocks (`application/json`, `application/ld+json`) never run, so need none.
 * The hash is over the element's text exactly as sent, UTF-8, as CSP defines it.
 */
export function scriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attrs}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attrs)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type.trim())) continue;
    hashes.add(createHash('sha256').update(text, 'utf8').digest('base64'));
  }
  return [...hashes];
}

/**
 * The app's entry is a parser-inserted `<script type="module" src>`: under a hash-based policy with
 * `'strict-dynamic'` such a script would need a nonce (or an `integrity` hash, not supported everywhere), and an
 * inline `import()` would not do either (a hash, unlike a nonce, does not pass to what a parser-inserted
 * script imports). On a shared page it becomes an inline script, allowed by its hash, that adds the same
 * module script to the document: a script added by a trusted script is trusted (`'strict-dynamic'`), and so is
 * everything it imports. Only the site's own `/assets/` scripts are rewritten.
 */
export function inlineEntryScripts(html: string): string {
  return html.replace(
    /<script type="module" async="" src="(\/assets\/[\w.-]+\.js)"><\/script>/g,
    (_all, src: string) =>
      `<script>(s=>{s.type="module";s.src=${JSON.stringify(src)};document.head.append(s)})(document.createElement("script"))</script>`,
  );
}

/**
 * A shared page's HTML as it goes out: the entry rewritten (`inlineEntryScripts`) and the hashes of its
 * scripts put on the request, for the policy header (`security-headers.ts`). Any other response is returned
 * as it is.
 */
export async function hashedPage(request: Request, response: Response): Promise<Response> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.startsWith('text/html') || response.headers.has('content-encoding')) return response;
  const html = inlineEntryScripts(await response.text());
  setScriptHashes(request, scriptHashes(html));
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(request.method === 'HEAD' ? null : html, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * Every page's `Cache-Control` but a kept shared page's (`publicPageCacheControl`): the one place. `no-store`
 * for anything personal: a diner's page, a form's answer (any method but GET), a refused request, an error.
 */
export function pageCacheControl(request: Request, response: Response): string | undefined {
  // Anything answered to a browser in preview: never kept by anyone (server/preview.ts).
  if (hasPreviewCookie(request)) return 'private, no-store';
  const type = response.headers.get('content-type') ?? '';
  const existing = response.headers.get('cache-control');
  // Server routes (sitemap, robots.txt, security.txt, the public configuration) and redirects say their own.
  if (!type.startsWith('text/html') && existing) return existing;
  const { pathname } = new URL(request.url);
  const mark = guardMarkOf(request);
  const read = request.method === 'GET' || request.method === 'HEAD';
  if (!read || (mark && 'refuse' in mark) || response.status >= 500 || isPersonalPath(pathname)) {
    return 'private, no-store';
  }
  return 'private, no-cache';
}

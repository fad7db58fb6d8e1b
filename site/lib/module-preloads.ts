/**
 * The id of the JSON list of the current route's module chunks: rendered by `components/SiteHead.tsx` in place
 * of modulepreload links, read by the browser entry (client.tsx) once the largest paint is on screen. No
 * imports: the browser entry stays a few hundred bytes.
 */
export const MODULE_PRELOADS_ID = 'module-preloads';

/**
 * Adds a `<link rel="modulepreload">` for each chunk the server listed, with the page's nonce (which the entry puts
 * where Radix's get-nonce reads it, client.tsx): the route's (`MODULE_PRELOADS_ID`), or its parts'
 * (`PART_FILES_ID`, lib/part-files.ts, read by lib/prefetch.ts). Each list is read once.
 */
export function preloadModules(list = MODULE_PRELOADS_ID): void {
  try {
    // Only the site's own paths (`/assets/…`); anything unreadable (not a list) ends it.
    for (const href of JSON.parse(document.getElementById(list)?.textContent || '[]')) {
      if (!/^\/[^/]/.test(href)) continue;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.nonce = (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ ?? '';
      document.head.append(link);
    }
  } catch {}
}

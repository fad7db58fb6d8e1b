/**
 * The id of the JSON list of the current route's module chunks: rendered by `components/SiteHead.tsx` in place
 * of modulepreload links, read by the browser entry (client.tsx) once the largest paint is on screen. No
 * imports: the browser entry stays a few hundred bytes.
 */
export const MODULE_PRELOADS_ID = 'module-preloads';

/** Adds a `<link rel="modulepreload">` for each chunk the server listed (once), with the page's nonce. */
export function preloadRouteModules(doc: Document, nonce: string | undefined): number {
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(doc.getElementById(MODULE_PRELOADS_ID)?.textContent || '[]');
  } catch {
    return 0;
  }
  if (!Array.isArray(hrefs)) return 0;
  let added = 0;
  for (const href of hrefs) {
    if (typeof href !== 'string' || !href.startsWith('/') || href.startsWith('//')) continue;
    if (doc.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) continue;
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    if (nonce) link.nonce = nonce;
    doc.head.append(link);
    added++;
  }
  return added;
}

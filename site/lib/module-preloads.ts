/**
 * The id of the JSON list of the current route's module chunks: rendered by `components/SiteHead.tsx` in place
 * of modulepreload links, read by the browser entry (client.tsx) once the largest paint is on screen. No
 * imports: the browser entry stays a few hundred bytes.
 */
export const MODULE_PRELOADS_ID = 'module-preloads';

/** The site's own paths (`/assets/…`) in the server's list `list`; none when it is missing or unreadable. */
function listed(list: string): string[] {
  try {
    const hrefs: unknown = JSON.parse(document.getElementById(list)?.textContent || '[]');
    return Array.isArray(hrefs)
      ? hrefs.filter((h): h is string => typeof h === 'string' && /^\/[^/]/.test(h))
      : [];
  } catch {
    return [];
  }
}

function addPreload(href: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  link.nonce = (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ ?? '';
  document.head.append(link);
}

/**
 * Adds a `<link rel="modulepreload">` for each chunk the server listed, with the page's nonce (which the entry puts
 * where Radix's get-nonce reads it, client.tsx): the route's (`MODULE_PRELOADS_ID`), at once, on the way to
 * hydration. Each list is read once.
 */
export function preloadModules(list = MODULE_PRELOADS_ID): void {
  for (const href of listed(list)) addPreload(href);
}

/**
 * The same for a list fetched ahead of use (the page's parts', `PART_FILES_ID`, lib/part-files.ts, read by
 * lib/prefetch.ts): each link starts a fetch and, once it arrives, a compile, so the links are added a few at a
 * time with the main thread given back between (`pause`), and no task at load grows long. Resolves when all are
 * added.
 */
export async function preloadModulesInSlices(list: string, pause: () => Promise<void>): Promise<void> {
  for (const href of listed(list)) {
    addPreload(href);
    await pause();
  }
}

import { expect, test } from '@playwright/test';

/**
 * What a page loads before its app starts carries no schema code: zod and the contract's schemas are fetched
 * with the parts and calls that validate (docs/performance.md). The list is the page's own: its entry and the route's
 * files its HTML lists for the entry to preload, and every file they import statically, from the production build. A
 * barrel import of `@fittizia/contract` in a route's options or a module the router loads brings zod's core with
 * the contract's side effect (its messages): about 15 KB gzip on every page.
 */
const PAGES = [
  '/',
  '/restaurants/london/covent-garden',
  '/menu/m-main',
  '/contact',
  '/careers',
  '/offer/30-off-students',
];
/** A string in zod's core (its base type's trait), in every chunk that carries zod. */
const ZOD_CORE = '$ZodType';

/** The page's first-load files: its entry, the route's files its HTML lists, and their static imports. */
async function firstLoadFiles(
  request: import('@playwright/test').APIRequestContext,
  baseURL: string,
  path: string,
): Promise<Map<string, string>> {
  const html = await (await request.get(path)).text();
  // The route's files, which the entry preloads as it starts the app (site/lib/module-preloads.ts), and the entry.
  const listed = html.match(/<script type="application\/json" id="module-preloads"[^>]*>(.*?)<\/script>/s);
  const queue = [
    ...JSON.parse(listed?.[1] ?? '[]'),
    ...[...html.matchAll(/\.src="([^"]+\.js)"/g)].map((m) => m[1]),
  ].map((file: string) => new URL(file, baseURL).href);
  const files = new Map<string, string>();
  while (queue.length) {
    const url = queue.shift() as string;
    if (files.has(url)) continue;
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const code = await response.text();
    files.set(url, code);
    // Static imports only (`import"./x.js"`, `from"./x.js"`): a dynamic import() is fetched when wanted.
    for (const m of code.matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g))
      queue.push(new URL(m[1], url).href);
  }
  return files;
}

test('no page loads zod before its app starts', async ({ request, baseURL }, testInfo) => {
  test.skip(testInfo.project.name !== 'md', 'measured once, at md');
  for (const path of PAGES) {
    const files = await firstLoadFiles(request, baseURL as string, path);
    // The framework chunk was among them (a list of nothing cannot pass).
    expect(
      [...files.keys()].some((url) => /\/framework-[\w-]+\.js$/.test(url)),
      path,
    ).toBe(true);
    const withZod = [...files].filter(([, code]) => code.includes(ZOD_CORE)).map(([url]) => url);
    expect(withZod, `${path} loads zod with its app`).toEqual([]);
  }
});

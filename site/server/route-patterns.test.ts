import { readFileSync } from 'node:fs';
import { linkProblem, SITE_ROUTE_PATTERNS } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';

/*
 * The contract's SITE_ROUTE_PATTERNS (the tiles' links check, contract/src/content-editor.ts) against the route
 * tree: every page route is a content route or one of the patterns, and every pattern is a page route. A server
 * route (sitemap, robots.txt, /api, /preview) is no page a tile links to.
 */
const tree = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8');

const readRoute = (file: string) => {
  for (const ext of ['.tsx', '.ts']) {
    try {
      return readFileSync(new URL(`../routes/${file}${ext}`, import.meta.url), 'utf8');
    } catch {}
  }
  throw new Error(`route file ${file} not found`);
};

const isServerRoute = (source: string) => /server:\s*\{\s*handlers/.test(source) && !/component/.test(source);

const CONTENT_ROUTES = new Set(['/$id1', '/$id1/$id2']);
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
/** A concrete address of a route (each parameter a sample value), as a tile's link would be. */
const sample = (path: string) => path.replace(/\$\w+/g, 'sample-1');
const shape = (path: string) => path.replace(/[$:]\w+/g, ':');

describe("the contract's SITE_ROUTE_PATTERNS and the route tree", () => {
  const files = new Map(
    [...tree.matchAll(/import \{ Route as (\w+)RouteImport \} from '\.\/routes\/([^']+)'/g)].map((m) => [
      m[1] as string,
      m[2] as string,
    ]),
  );
  const block = /export interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(tree)?.[1] ?? '';
  const entries = [...block.matchAll(/'([^']+)': typeof (\w+?)Route(WithChildren)?\s*$/gm)].map((m) => ({
    path: normalise(m[1] as string),
    file: files.get(m[2] as string),
  }));
  const pages = [
    ...new Set(entries.filter(({ file }) => file && !isServerRoute(readRoute(file))).map(({ path }) => path)),
  ];

  it('reads the route tree', () => {
    expect(entries.length).toBeGreaterThan(30);
    expect(entries.every((e) => e.file)).toBe(true);
    expect(pages).toContain('/restaurants/$city/$slug');
    expect(pages).not.toContain('/sitemap.xml');
    expect(pages).not.toContain('/preview');
    expect(pages).not.toContain('/api/$');
  });

  it('every page route is a content route or a pattern a link may lead to', () => {
    const unlisted = pages.filter(
      (path) => !CONTENT_ROUTES.has(path) && linkProblem(sample(path), []) !== undefined,
    );
    expect(unlisted).toEqual([]);
  });

  it('every pattern is a page route of the tree', () => {
    const shapes = new Set(pages.map(shape));
    expect(SITE_ROUTE_PATTERNS.filter((pattern) => !shapes.has(shape(pattern)))).toEqual([]);
  });
});

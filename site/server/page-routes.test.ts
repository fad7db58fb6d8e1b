import { readFileSync } from 'node:fs';
import { PAGE_ROUTES } from '@fittizia/api-mocks/bad-input';
import { describe, expect, it } from 'vitest';

/** The bad-input sweep (site/e2e/bad-input.spec.ts) must cover every route type of site/routes. */
describe('the bad-input sweep covers the route tree', () => {
  it('PAGE_ROUTES lists every route of routeTree.gen.ts but the /api proxy', () => {
    const tree = readFileSync(new URL('../routeTree.gen.ts', import.meta.url), 'utf8');
    const block = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(tree)?.[1] ?? '';
    const routes = [...block.matchAll(/'([^']*)'/g)]
      .map((m) => m[1] as string)
      .filter((path) => path !== '/api/$')
      .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path).replace(/\$(\w+)/g, '{$1}'));
    expect(routes.length).toBeGreaterThan(10);
    // A pathless layout (the restaurant page's `_restaurant`) has its index child's address: one route to sweep.
    expect([...PAGE_ROUTES].sort()).toEqual([...new Set(routes)].sort());
  });
});

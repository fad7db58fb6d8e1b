import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DESIGN_SYSTEM_LAYERS,
  type ImportEdge,
  importCycles,
  importGraph,
  layerOf,
  layerViolations,
  moduleSpecifiers,
} from './import-graph.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to });

describe('the workspace import graph', () => {
  const edges = importGraph(root);

  it('is read from the real tree, across packages', () => {
    const files = new Set(edges.flatMap((e) => [e.from, e.to]));
    expect(files.size).toBeGreaterThan(300);
    // The site reaches the design system through its package root, and features reach components.
    expect(edges).toContainEqual(expect.objectContaining({ to: 'design-system/index.ts' }));
    expect(
      edges.some((e) => layerOf(e.from) === 'features' && e.to.startsWith('design-system/components/')),
    ).toBe(true);
  });

  it('runs one way: site -> features -> components and tiles -> shared -> tokens', () => {
    expect(layerViolations(edges)).toEqual([]);
  });

  it('has no import cycle except through the generated route trees', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('knows every top-level folder of the design system', () => {
    const layers = new Set(
      edges
        .flatMap((e) => [e.from, e.to])
        .filter((f) => f.startsWith('design-system/'))
        .map(layerOf),
    );
    for (const layer of layers) expect(['root', ...Object.keys(DESIGN_SYSTEM_LAYERS)]).toContain(layer);
  });
});

describe('the rules catch what they forbid', () => {
  it('a component or a tile importing a feature, and a component importing a tile', () => {
    expect(
      layerViolations([
        edge(
          'design-system/components/Header/Header.tsx',
          'design-system/features/menus/MenuView/MenuView.tsx',
        ),
        edge(
          'design-system/tiles/Tile/Tile.tsx',
          'design-system/features/restaurants/RestaurantMap/types.ts',
        ),
        edge('design-system/components/Footer/Footer.tsx', 'design-system/tiles/Tile/Tile.tsx'),
        edge('design-system/shared/Anchor.tsx', 'design-system/components/Link/Link.tsx'),
        edge('design-system/tokens/vars.css.ts', 'design-system/shared/Anchor.tsx'),
      ]),
    ).toEqual([
      expect.stringContaining('components may not import features'),
      expect.stringContaining('tiles may not import features'),
      expect.stringContaining('components may not import tiles'),
      expect.stringContaining('shared may not import components'),
      expect.stringContaining('tokens may not import shared'),
    ]);
  });

  it('allows the downward imports', () => {
    expect(
      layerViolations([
        edge(
          'design-system/features/menus/MenuView/MenuView.tsx',
          'design-system/components/Button/Button.tsx',
        ),
        edge(
          'design-system/features/restaurants/RestaurantDetails/RestaurantDetails.tsx',
          'design-system/tiles/TileGrid/TileGrid.tsx',
        ),
        edge('design-system/tiles/Tile/Tile.tsx', 'design-system/shared/useReducedMotion.ts'),
        edge('design-system/index.ts', 'design-system/features/menus/index.ts'),
        edge('site/routes/find-us.tsx', 'design-system/index.ts'),
        edge('design-system/components/Header/Header.stories.tsx', 'api-mocks/src/index.ts'),
        edge('site/e2e/bad-input.spec.ts', 'api-mocks/src/bad-input.ts'),
        edge('brand-api/test/bad-input.test.ts', 'api-mocks/src/bad-input.ts'),
      ]),
    ).toEqual([]);
  });

  it('the package root imported from inside, a wrong package direction, an unknown layer', () => {
    expect(
      layerViolations([
        edge('design-system/components/Modal/Modal.tsx', 'design-system/index.ts'),
        edge('design-system/components/Modal/Modal.tsx', 'site/lib/seo.ts'),
        edge('contract/src/index.ts', 'design-system/index.ts'),
        edge('design-system/components/Modal/Modal.tsx', 'api-mocks/src/index.ts'),
        edge('site/server/proxy.ts', 'api-mocks/src/bad-input.ts'),
        edge('site/server/proxy.ts', 'brand-api/src/index.ts'),
        edge('site/lib/booking.contract.test.ts', 'brand-api/src/index.ts'),
        edge('design-system/widgets/Thing/Thing.tsx', 'design-system/tokens/vars.css.ts'),
      ]),
    ).toEqual([
      expect.stringContaining('only apps import the package root'),
      expect.stringContaining('package design-system may not import site'),
      expect.stringContaining('package contract may not import design-system'),
      expect.stringContaining('package design-system may not import api-mocks'),
      expect.stringContaining('package site may not import api-mocks'),
      expect.stringContaining(
        'site/server/proxy.ts -> brand-api/src/index.ts: package site may not import brand-api',
      ),
      expect.stringContaining('widgets/ is not a known layer'),
    ]);
  });

  it('finds cycles, long and short, but not through a generated route tree', () => {
    const cycles = importCycles([
      edge('site/lib/public-config.ts', 'site/server/config.ts'),
      edge('site/server/config.ts', 'site/lib/public-config.ts'),
      edge('a.ts', 'b.ts'),
      edge('b.ts', 'c.ts'),
      edge('c.ts', 'a.ts'),
      edge('c.ts', 'd.ts'),
      edge('self.ts', 'self.ts'),
      edge('site/router.tsx', 'site/routeTree.gen.ts'),
      edge('site/routeTree.gen.ts', 'site/routes/__root.tsx'),
      edge('site/routes/__root.tsx', 'site/router.tsx'),
    ]);
    expect(cycles).toHaveLength(3);
    expect(cycles).toContainEqual(['site/lib/public-config.ts', 'site/server/config.ts']);
    expect(cycles).toContainEqual(['a.ts', 'b.ts', 'c.ts']);
    expect(cycles).toContainEqual(['self.ts']);
  });

  it('reads static, dynamic, re-exported and type-position imports', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from './b.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      "const e = await import('./e.ts');",
      "type F = import('./f.ts').F;",
      "const url = new URL('./not-an-import/', import.meta.url);",
    ].join('\n');
    expect(moduleSpecifiers('x.ts', text)).toEqual([
      './a.ts',
      './b.ts',
      './c.ts',
      './d.ts',
      './e.ts',
      './f.ts',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { PART_SOURCE_GLOBAL } from '../lib/part-files.ts';
import { splitEndpointTable } from './endpoint-sections.ts';
import { callFiles, moduleKey, partFiles, tagLazyParts } from './part-files.ts';

const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  moduleIds,
  imports,
});

describe('the files of each lazy part (build)', () => {
  it('keys a module by its path from the site’s root, without a query', () => {
    expect(moduleKey('/repo/site', '/repo/site/routes/contact.tsx?tsr-split=component')).toBe(
      'routes/contact.tsx',
    );
    expect(moduleKey('/repo/site', '/repo/design-system/components/Footer/index.ts')).toBe(
      '../design-system/components/Footer/index.ts',
    );
  });

  it('maps each wanted module to its chunk and every chunk that loads with it, breadth first, once each', () => {
    const bundle = {
      'assets/entry.js': {
        ...chunk('assets/entry.js', ['/s/client.tsx'], ['assets/shared.js']),
        isEntry: true,
      },
      'assets/shared.js': chunk('assets/shared.js', ['/s/lib/consent.ts']),
      'assets/menu.js': chunk(
        'assets/menu.js',
        ['/s/routes/-menu.tsx', '/s/routes/-views.tsx'],
        ['assets/Checkbox.js', 'assets/shared.js'],
      ),
      'assets/Checkbox.js': chunk(
        'assets/Checkbox.js',
        ['/s/Checkbox.tsx'],
        ['assets/Field.js', 'assets/Icon.js'],
      ),
      'assets/Field.js': chunk('assets/Field.js', ['/s/Field.tsx'], ['assets/Icon.js']),
      'assets/Icon.js': chunk('assets/Icon.js', ['/s/Icon.tsx']),
      'assets/Footer.js': chunk('assets/Footer.js', ['/s/Footer.tsx'], ['assets/Icon.js']),
      'style.css': { type: 'asset' as const, fileName: 'style.css' },
    };
    const keyOf = (id: string) => moduleKey('/s', id);
    const map = partFiles(
      bundle,
      new Set(['routes/-menu.tsx', 'Footer.tsx']),
      keyOf,
      new Set(['assets/shared.js']),
      '/',
    );
    expect(map).toEqual({
      'routes/-menu.tsx': ['/assets/menu.js', '/assets/Checkbox.js', '/assets/Field.js', '/assets/Icon.js'],
      'Footer.tsx': ['/assets/Footer.js', '/assets/Icon.js'],
    });
    // Only the modules lazy parts load are keyed.
    expect(Object.keys(map)).not.toContain('routes/-views.tsx');
  });

  it('hands each lazy part’s key to lazyPart, leaving the rest of the call and the module as written', async () => {
    const code = [
      "import { lazyPart } from '../lib/lazy-part.tsx';",
      "export const Contact = lazyPart(() => import('./ContactPage.tsx').then((m) => m.ContactPage));",
      'export const Footer = lazyPart(',
      '  () => import("@fittizia/design-system/components/Footer").then((m) => m.Footer),',
      '  PRIORITY.furniture,',
      ');',
      "const Other = lazyPart(() => import('./Missing.tsx'));",
      "const plain = () => import('./NotAPart.tsx');",
    ].join('\n');
    const keys: Record<string, string> = {
      './ContactPage.tsx': 'components/ContactPage.tsx',
      '@fittizia/design-system/components/Footer': '../design-system/components/Footer/index.ts',
    };
    const tagged = await tagLazyParts(code, async (spec) => keys[spec]);
    expect(tagged).toBe(
      [
        "import { lazyPart } from '../lib/lazy-part.tsx';",
        `export const Contact = (globalThis.${PART_SOURCE_GLOBAL} = "components/ContactPage.tsx", lazyPart)(() => import('./ContactPage.tsx').then((m) => m.ContactPage));`,
        `export const Footer = (globalThis.${PART_SOURCE_GLOBAL} = "../design-system/components/Footer/index.ts", lazyPart)(`,
        '  () => import("@fittizia/design-system/components/Footer").then((m) => m.Footer),',
        '  PRIORITY.furniture,',
        ');',
        "const Other = lazyPart(() => import('./Missing.tsx'));",
        "const plain = () => import('./NotAPart.tsx');",
      ].join('\n'),
    );
  });

  it('maps each call to the brand client’s files, then its section’s, once each', () => {
    const split = splitEndpointTable(`import { endpoint } from './endpoint.ts';
export const endpoints = {
  one: endpoint({ method: 'GET', path: '/api/a', section: '7.1' }),
  two: endpoint({ method: 'GET', path: '/api/b/1', section: '7.2' }),
  three: endpoint({ method: 'POST', path: '/api/b/2', section: '7.2' }),
  four: endpoint({ method: 'GET', path: '/api/d', section: '7.9' }),
};`);
    const map = {
      client: ['/assets/client.js', '/assets/common.js'],
      'section 7.1 a': ['/assets/section-7.1.js', '/assets/common.js'],
      'section 7.2 b': ['/assets/section-7.2.js', '/assets/params.js'],
    };
    const sectionKey = (section: string) => `section ${section}`;
    const seven2 = ['/assets/client.js', '/assets/common.js', '/assets/section-7.2.js', '/assets/params.js'];
    // A module the build did not map (7.9) is left out, as is every call when the client is not mapped.
    expect(callFiles(map, split, 'client', sectionKey)).toEqual({
      'call:one': ['/assets/client.js', '/assets/common.js', '/assets/section-7.1.js'],
      'call:two': seven2,
      'call:three': seven2,
    });
    expect(callFiles({ 'section 7.1 a': ['/assets/section-7.1.js'] }, split, 'client', sectionKey)).toEqual(
      {},
    );
  });
});

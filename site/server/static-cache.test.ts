import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PUBLIC_FILE_CACHE_CONTROL, PUBLIC_FILE_PATTERNS, publicFileRouteRules } from './static-cache.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

describe('the cache policy of site/public', () => {
  it('covers every file and folder at the top of site/public, and nothing else', () => {
    const expected = readdirSync(publicDir)
      .map((name) => (statSync(`${publicDir}${name}`).isDirectory() ? `/${name}/**` : `/${name}`))
      .sort();
    expect([...PUBLIC_FILE_PATTERNS].sort()).toEqual(expected);
  });

  it('gives each a route rule with the one policy', () => {
    const rules = publicFileRouteRules();
    expect(Object.keys(rules).sort()).toEqual([...PUBLIC_FILE_PATTERNS].sort());
    for (const rule of Object.values(rules))
      expect(rule.headers['cache-control']).toBe(PUBLIC_FILE_CACHE_CONTROL);
  });
});

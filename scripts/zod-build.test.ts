import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * Code that can reach the browser validates with the contract's `z` (`contract/src/zod.ts`: zod's functional
 * build, `zod/mini`), never with zod's method-chaining build (`zod`): that build is one class with every method, so
 * a single schema written with it brings all of it (28 KB gzip) into the page, beside the 14 KB the contract's
 * schemas need. Servers, tests, stories and build scripts may use either.
 */

const root = fileURLToPath(new URL('../', import.meta.url));

/** Folders whose code a page can load, and what under them never reaches the browser. */
const BROWSER_CODE = ['contract/src', 'design-system', 'site'];
const NOT_BROWSER =
  /(^|\/)(node_modules|\.output|dist|storybook-static|server|e2e|build|public)(\/|$)|\.(test|stories|spec)\.[cm]?tsx?$/;

/** A value import of zod's method-chaining build (a type-only import is erased). */
const CLASSIC_IMPORT = /^\s*import\s+(?!type\b)[^;]*?from\s+['"]zod(\/v4|\/v4\/classic|\/v3)?['"]/m;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (NOT_BROWSER.test(path) || entry.name.startsWith('.')) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.[cm]?tsx?$/.test(entry.name) ? [path] : [];
  });
}

function classicZodImporters(files: { path: string; text: string }[]): string[] {
  return files.filter((f) => CLASSIC_IMPORT.test(f.text)).map((f) => f.path);
}

describe("the browser's zod", () => {
  const files = BROWSER_CODE.flatMap(sourceFiles).map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }));

  it('is read from the real tree', () => {
    expect(files.length).toBeGreaterThan(300);
    const paths = files.map((f) => f.path);
    expect(paths).toContain('contract/src/zod.ts');
    expect(paths).toContain('design-system/forms/useZodForm.ts');
    expect(paths).toContain('site/lib/brand-client.ts');
    expect(paths.some((p) => p.startsWith('site/server/'))).toBe(false);
  });

  it('is the functional build, through the contract, in every file a page can load', () => {
    expect(classicZodImporters(files)).toEqual([]);
  });

  it('the rule catches a value import of the method-chaining build, and lets the others pass', () => {
    const file = (text: string) => ({ path: 'x.ts', text });
    expect(classicZodImporters([file("import { z } from 'zod';")])).toEqual(['x.ts']);
    expect(classicZodImporters([file('import * as z from "zod/v4";')])).toEqual(['x.ts']);
    expect(classicZodImporters([file("import {\n  z,\n} from 'zod';")])).toEqual(['x.ts']);
    expect(classicZodImporters([file("import type { z } from 'zod';")])).toEqual([]);
    expect(classicZodImporters([file("import { z } from 'zod/mini';")])).toEqual([]);
    expect(classicZodImporters([file("import { z } from '@fittizia/contract/zod';")])).toEqual([]);
    expect(classicZodImporters([file(" * through `import { config } from 'zod'`, which")])).toEqual([]);
  });
});

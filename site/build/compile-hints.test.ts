import { describe, expect, it } from 'vitest';
import {
  addHint,
  COMPILE_HINT,
  HINT_MAX_BYTES,
  HINT_MIN_BYTES,
  HINT_TINY_BYTES,
  isPageFile,
  loadedWithEntries,
  wantsHint,
} from './compile-hints.ts';

const PART = ['/repo/design-system/components/TimeSelect/TimeSelect.tsx'];
const ROUTE = ['/repo/site/routes/contact.tsx?tsr-split=component'];

const chunk = (
  code: string,
  isEntry = false,
  moduleIds = PART,
  fileName = 'assets/part-abc.js',
  imports: string[] = [],
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  code,
  moduleIds,
  imports,
});

describe('compile hints', () => {
  it('go on lazily loaded files of any size, not on entries, what loads with them or heavy third parties', () => {
    const big = 'x'.repeat(HINT_MIN_BYTES);
    expect(wantsHint(chunk(big))).toBe(true);
    expect(wantsHint(chunk('x'.repeat(HINT_TINY_BYTES)))).toBe(true);
    expect(wantsHint(chunk(big, true))).toBe(false);
    expect(wantsHint(chunk('x'.repeat(HINT_TINY_BYTES), false), true)).toBe(false);
    expect(wantsHint(chunk(big, false), true)).toBe(false);
    expect(wantsHint(chunk('x'.repeat(HINT_MAX_BYTES)))).toBe(true);
    expect(wantsHint(chunk('x'.repeat(HINT_MAX_BYTES + 1)))).toBe(false);
  });

  it('leave tiny files of any kind without: compiling them at first call costs nothing worth its bytes', () => {
    expect(wantsHint(chunk('x'.repeat(HINT_TINY_BYTES - 1)))).toBe(false);
    expect(wantsHint(chunk('x'.repeat(HINT_TINY_BYTES - 1), false, []))).toBe(false);
  });

  it("leave a page's own small files (a route's, the bundler's runtime) without, as they count in its first load", () => {
    expect(isPageFile(chunk('x', false, ROUTE))).toBe(true);
    expect(isPageFile(chunk('x', false, ['\0rolldown/runtime.js']))).toBe(true);
    expect(isPageFile(chunk('x', false, [...ROUTE, ...PART]))).toBe(false);
    expect(isPageFile(chunk('x', false, []))).toBe(false);
    expect(wantsHint(chunk('x'.repeat(HINT_MIN_BYTES - 1), false, ROUTE))).toBe(false);
    expect(wantsHint(chunk('x'.repeat(HINT_MIN_BYTES), false, ROUTE))).toBe(true);
    expect(wantsHint(chunk('x'.repeat(HINT_MIN_BYTES - 1), false, [...ROUTE, ...PART]))).toBe(true);
  });

  it('find what loads with the entries: what they import statically, and what that imports', () => {
    const files = [
      chunk('entry', true, PART, 'index.js', ['shared.js']),
      chunk('shared', false, PART, 'shared.js', ['deeper.js']),
      chunk('deeper', false, PART, 'deeper.js'),
      chunk('part', false, PART, 'part.js', ['deeper.js']),
    ];
    const found = loadedWithEntries(Object.fromEntries(files.map((f) => [f.fileName, f])));
    expect([...found].sort()).toEqual(['deeper.js', 'index.js', 'shared.js']);
  });

  it('put the hint on the first line and move the source map down by that line', () => {
    const file = chunk('export const a = 1;\n//# sourceMappingURL=part-abc.js.map');
    const map = {
      type: 'asset' as const,
      fileName: 'assets/part-abc.js.map',
      source: JSON.stringify({ version: 3, mappings: 'AAAA' }),
    };
    addHint({ [file.fileName]: file, [map.fileName]: map }, file);
    expect(file.code.startsWith(COMPILE_HINT)).toBe(true);
    expect(file.code.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(JSON.parse(map.source as string).mappings).toBe(';AAAA');
  });

  it('leave a file without a source map as it is apart from the hint', () => {
    const file = chunk('export const a = 1;');
    addHint({ [file.fileName]: file }, file);
    expect(file.code).toBe(`${COMPILE_HINT}export const a = 1;`);
  });
});

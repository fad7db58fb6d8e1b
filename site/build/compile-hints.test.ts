import { describe, expect, it } from 'vitest';
import { addHint, COMPILE_HINT, HINT_MAX_BYTES, HINT_MIN_BYTES, wantsHint } from './compile-hints.ts';

const chunk = (code: string, isEntry = false) => ({
  type: 'chunk' as const,
  fileName: 'assets/part-abc.js',
  isEntry,
  code,
});

describe('compile hints (issue 26)', () => {
  it('go on lazily loaded files large enough to matter, not on entries, small files or heavy third parties', () => {
    const big = 'x'.repeat(HINT_MIN_BYTES);
    expect(wantsHint(chunk(big))).toBe(true);
    expect(wantsHint(chunk(big, true))).toBe(false);
    expect(wantsHint(chunk('x'.repeat(HINT_MIN_BYTES - 1)))).toBe(false);
    expect(wantsHint(chunk('x'.repeat(HINT_MAX_BYTES)))).toBe(true);
    expect(wantsHint(chunk('x'.repeat(HINT_MAX_BYTES + 1)))).toBe(false);
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

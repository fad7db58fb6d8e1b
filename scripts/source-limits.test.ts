import { describe, expect, it } from 'vitest';
import { checkedFiles, DATA_TABLES, fileProblems, MAX_LINES } from './source-limits.mjs';

const lines = (n: number) => `${Array.from({ length: n }, (_, i) => `const a${i} = ${i};`).join('\n')}\n`;

describe('source limits (pnpm lint)', () => {
  it('passes a file of exactly the limit and fails one line more, naming the file and its length', () => {
    expect(fileProblems('site/lib/x.ts', lines(MAX_LINES))).toEqual([]);
    expect(fileProblems('site/lib/x.ts', lines(MAX_LINES + 1))).toEqual([
      `site/lib/x.ts: ${MAX_LINES + 1} lines (at most ${MAX_LINES}; split it by concern)`,
    ]);
  });

  it('lets a listed data table be long, and only a listed one', () => {
    const table = [...DATA_TABLES.keys()][0] as string;
    expect(fileProblems(table, lines(MAX_LINES * 3))).toEqual([]);
    expect(fileProblems(table.replace('.ts', '-copy.ts'), lines(MAX_LINES * 3))).toHaveLength(1);
  });

  it('fails a comment or a test title that names an issue, with its line', () => {
    // Written in pieces, so that this file does not name an issue itself.
    const entry = 'issue';
    expect(fileProblems('a.ts', `// the booking (${entry} 25) is moved\n`)).toEqual([
      `a.ts:1: names an issue ("// the booking (${entry} 25) is moved"); say what the code does`,
    ]);
    expect(fileProblems('a.ts', `it('${entry.replace('i', 'I')}s 3 and 4: x', () => {});\n`)).toHaveLength(1);
    expect(fileProblems('a.ts', `it('${entry} #11', () => {});\n`)).toHaveLength(1);
    expect(fileProblems('a.ts', "const issues = ['tissue 4', 'an issue'];\n")).toEqual([]);
  });

  it('limits the length only under the roots', () => {
    expect(fileProblems('brand-api/test/a.test.ts', lines(MAX_LINES + 1))).toEqual([]);
    expect(fileProblems('brand-api/src/a.ts', lines(MAX_LINES + 1))).toHaveLength(1);
  });

  it('checks source files, tests and stories and the migrations, not docs or generated routes', () => {
    expect(
      checkedFiles([
        'site/lib/a.ts',
        'design-system/x/X.stories.tsx',
        'site/e2e/a.spec.ts',
        'scripts/a.mjs',
        'brand-api/migrations/0001_x.sql',
        'docs/ARCHITECTURE.md',
        'site/routeTree.gen.ts',
        'brand-api/test/a.test.ts',
      ]),
    ).toEqual([
      'site/lib/a.ts',
      'design-system/x/X.stories.tsx',
      'site/e2e/a.spec.ts',
      'scripts/a.mjs',
      'brand-api/migrations/0001_x.sql',
      'brand-api/test/a.test.ts',
    ]);
  });
});

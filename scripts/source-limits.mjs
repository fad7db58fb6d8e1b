// `pnpm lint`'s check of the source files themselves: each fits a screen (at most MAX_LINES lines, data tables
// excepted by name) and no comment or test title carries an issue number (history lives in git and docs/adr/).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const MAX_LINES = 300;

/** The folders whose files must fit a screen. */
export const ROOTS = [
  'design-system/',
  'site/',
  'contract/src/',
  'brand-api/src/',
  'api-mocks/src/',
  'scripts/',
];

/** Source files: code of every kind, tests and stories included. */
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs|jsx)$/;

/**
 * The data tables, by name: long because they are lists, not logic. A new entry needs a reason here.
 */
export const DATA_TABLES = new Map([
  ['contract/src/endpoints.ts', 'the endpoint table: every call of the brand API and its rules'],
  ['contract/src/examples.ts', "the contract's example of every request and answer"],
  ['site/server/legacy-redirects.ts', 'the redirect table of the old addresses'],
  ['brand-api/src/domains/content/seed.ts', "the demo brand's pages"],
  ['brand-api/src/domains/booking/seed.ts', "the demo brand's booking settings, tables and bookings"],
  ['brand-api/src/domains/restaurants/seed/menus.ts', "the demo brand's menus"],
  ['brand-api/src/domains/restaurants/seed/restaurants.ts', "the demo brand's restaurants"],
  ['brand-api/src/domains/booking/tables.ts', "booking's table definitions"],
]);

/** Files made by a build or a tool, not written by hand. */
const GENERATED = [/(?:^|\/)routeTree\.gen\.ts$/];

/** A reference to the tracker: the word for one of its entries (or several), then a number. */
export const ISSUE_REFERENCE = /\bissues? #?\d+/i;

/** The problems of one file: its path from the repository root and its text. */
export function fileProblems(path, text) {
  const problems = [];
  const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
  if (lines > MAX_LINES && ROOTS.some((root) => path.startsWith(root)) && !DATA_TABLES.has(path))
    problems.push(`${path}: ${lines} lines (at most ${MAX_LINES}; split it by concern)`);
  text.split('\n').forEach((line, index) => {
    if (ISSUE_REFERENCE.test(line))
      problems.push(
        `${path}:${index + 1}: names an issue ("${line.trim().slice(0, 80)}"); say what the code does`,
      );
  });
  return problems;
}

/**
 * The files the check reads: every tracked source file (the line limit applies under ROOTS only) and the brand
 * API's migrations (their comments only).
 */
export function checkedFiles(paths) {
  return paths.filter(
    (path) =>
      (SOURCE.test(path) && !GENERATED.some((g) => g.test(path))) ||
      /^brand-api\/migrations\/.*\.sql$/.test(path),
  );
}

function main() {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  const problems = checkedFiles(tracked).flatMap((path) => {
    const text = readFileSync(`${root}${path}`, 'utf8');
    return path.endsWith('.sql')
      ? fileProblems(path, text).filter((p) => !p.includes(' lines ('))
      : fileProblems(path, text);
  });
  for (const path of DATA_TABLES.keys())
    if (!tracked.includes(path)) problems.push(`${path}: listed as a data table but not in the repository`);
  if (problems.length) {
    console.error(`source-limits: ${problems.length} problem(s)\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log(
    `source-limits: ${checkedFiles(tracked).length} files, each at most ${MAX_LINES} lines or a data table, none naming an issue`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();

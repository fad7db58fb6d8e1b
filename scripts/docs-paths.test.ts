import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The docs name only what exists: every repository path written in `code` in docs/ARCHITECTURE.md,
 * the focused pages and the ADRs, and every relative link between them, must exist; ARCHITECTURE.md stays short.
 *
 * A `code` span counts as a path when it has a slash and either starts with a top-level entry of the repository
 * (`site/...`, `brand-api/...`, `.storybook/...`) or ends like a file or folder (`x/y.ts`, `x/y/`). Paths are
 * written from the repository root; a page about one folder may name that folder once in a comment,
 * `<!-- paths: design-system/features/booking/ -->`, and then write paths below it. A placeholder segment
 * (`<domain>`, `{city}`, `*`) checks the folder above it. Site addresses (`/api/...`), package names (`@x/y`),
 * URLs and the folders git ignores (`.data/`, `test-results/`: made by a run) are not repository paths.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const ARCHITECTURE_MAX_LINES = 300;
const PLACEHOLDER = /[<>{}*]/;
/** Folders git ignores (`.data/`, `storybook-static/`, `test-results/`...): made by a run, not in the repository. */
const ignoredFolders = readFileSync(join(root, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.endsWith('/') && !line.startsWith('#'))
  .map((line) => line.slice(0, -1));
const topLevel = new Set(readdirSync(root).filter((name) => !ignoredFolders.includes(name)));

interface PathProblem {
  doc: string;
  path: string;
}

function isCandidate(token: string): boolean {
  if (!token.includes('/') || /\s/.test(token)) return false;
  if (token.startsWith('/') || token.startsWith('@') || token.includes('://')) return false;
  if (token.split('/').some((segment) => ignoredFolders.includes(segment))) return false;
  const first = token.split('/')[0] ?? '';
  return topLevel.has(first) || /\.[a-z0-9]+$/i.test(token) || token.endsWith('/');
}

/** The part of a path up to its first placeholder segment (`a/<domain>/b.ts` checks `a/`). */
function concretePart(path: string): string {
  const segments = path.split('/');
  const index = segments.findIndex((segment) => PLACEHOLDER.test(segment));
  return index === -1 ? path : segments.slice(0, index).join('/');
}

function exists(path: string, bases: string[]): boolean {
  const concrete = concretePart(path.replace(/#.*$/, ''));
  return bases.some((base) => existsSync(join(root, base, concrete)));
}

/** Every path a doc names that does not exist. `doc` is the doc's path from the repository root. */
function missingPaths(doc: string, text: string): PathProblem[] {
  const problems: PathProblem[] = [];
  const declared = [...text.matchAll(/<!--\s*paths:\s*([^>]*?)\s*-->/g)].flatMap((m) =>
    (m[1] ?? '').split(/\s+/),
  );
  const bases = ['', ...declared.filter(Boolean)];
  const withoutFences = text.replace(/^```[\s\S]*?^```/gm, '');
  for (const match of withoutFences.matchAll(/`([^`\n]+)`/g)) {
    const token = (match[1] ?? '').replace(/[:,.;]$/, '');
    if (isCandidate(token) && !exists(token, bases)) problems.push({ doc, path: token });
  }
  for (const match of withoutFences.matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = (match[1] ?? '').replace(/#.*$/, '');
    if (!target || /^[a-z]+:/i.test(target)) continue;
    const fromRoot = relative(root, join(root, dirname(doc), target));
    if (!existsSync(join(root, fromRoot))) problems.push({ doc, path: target });
  }
  return problems;
}

function docsToCheck(): string[] {
  const pages = readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  const adrs = readdirSync(join(root, 'docs/adr'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/adr/${name}`);
  return ['README.md', ...pages, ...adrs];
}

describe('docs name only what exists', () => {
  it(`docs/ARCHITECTURE.md is at most ${ARCHITECTURE_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(root, 'docs/ARCHITECTURE.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(ARCHITECTURE_MAX_LINES);
  });

  it('checks ARCHITECTURE.md, the focused pages and the ADRs', () => {
    const docs = docsToCheck();
    const focused = ['booking', 'caching', 'performance', 'security'].map((name) => `docs/${name}.md`);
    for (const page of ['docs/ARCHITECTURE.md', ...focused]) expect(docs).toContain(page);
    expect(docs.filter((doc) => doc.startsWith('docs/adr/')).length).toBeGreaterThanOrEqual(6);
  });

  it.each(docsToCheck())('every path %s names exists', (doc) => {
    expect(missingPaths(doc, readFileSync(join(root, doc), 'utf8'))).toEqual([]);
  });

  it('fails on a made-up path, a made-up link and a made-up path below a declared folder', () => {
    const text = [
      '<!-- paths: design-system/features/booking/ -->',
      'The proxy is `site/server/proxy.ts`; the booking model is `journey/steps.ts`.',
      'Made up: `site/server/teleporter.ts`, `journey/warp-drive.ts`, `brand-api/src/<domain>/x.ts` is fine,',
      'but `brand-api/nowhere/<domain>/x.ts` is not. See [the ADRs](adr/README.md) and [nothing](nothing.md).',
      'Not paths: `/api/token`, `@fittizia/contract`, `text/calendar`, `.data/outbox/`.',
    ].join('\n');
    expect(missingPaths('docs/example.md', text)).toEqual([
      { doc: 'docs/example.md', path: 'site/server/teleporter.ts' },
      { doc: 'docs/example.md', path: 'journey/warp-drive.ts' },
      { doc: 'docs/example.md', path: 'brand-api/nowhere/<domain>/x.ts' },
      { doc: 'docs/example.md', path: 'nothing.md' },
    ]);
  });
});

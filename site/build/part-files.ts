import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { callPartKey, PART_SOURCE_GLOBAL } from '../lib/part-files.ts';
import { loadedWithEntries } from './compile-hints.ts';
import { type EndpointSections, sectionFile, splitEndpointTable } from './endpoint-sections.ts';

/**
 * The files of each lazy part (lib/lazy-part.tsx), for the server to list in the page: the idle prefetch then
 * fetches all of them at once instead of one level of imports after another (docs/performance.md).
 *
 * A part's code is a chunk and the chunks it imports, and theirs: the browser finds each level only once the one
 * above has arrived, and at 150 ms RTT the menu page's body part took five round trips. The client build knows
 * each part's chunks; the server knows which parts a page renders. This plugin:
 * - in every build, finds each `lazyPart(() => import('…'))` and the module it loads (its key: the module's path
 *   from the site's root);
 * - in the server build, hands that key to `lazyPart` as it is called (`globalThis.__lazyPartSource`), so the
 *   server can say which parts it rendered;
 * - from the client build's output, makes the map from each part's key to its files (the part's chunk and every
 *   chunk it imports, in the order the browser would find them), which the server build imports as
 *   `virtual:part-files`. The client build comes first (the Start plugin builds the client, then the server).
 *   Nothing of this reaches the browser's bundle; the dev server's map is empty.
 */

/** `lazyPart(() => import('…')`: the loader a lazy part is made with, up to the module it names. */
const LAZY_PART_LOAD = /\blazyPart\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;

export const PART_FILES_MODULE = 'virtual:part-files';
const RESOLVED = `\0${PART_FILES_MODULE}`;

interface Chunk {
  type: 'chunk';
  fileName: string;
  imports?: string[];
  moduleIds?: string[];
}
type BundleFile = Chunk | { type: 'asset'; fileName: string };

/** A module's key: its path from the site's root, with `/` (the same in both builds and on every system). */
export const moduleKey = (root: string, id: string): string =>
  relative(root, id.split('?')[0] as string).replaceAll('\\', '/');

/**
 * For each wanted module, the chunk that holds it and every chunk that one imports statically, and theirs: the
 * chunk first, then its imports in the order the browser finds them (breadth first). Files that load with the
 * entries (`skip`) are left out: the page has them before any part is fetched. Addresses are absolute (`base`).
 */
export function partFiles(
  bundle: Record<string, BundleFile>,
  wanted: ReadonlySet<string>,
  keyOf: (id: string) => string,
  skip: ReadonlySet<string> = new Set(),
  base = '/',
): Record<string, string[]> {
  const map: Record<string, string[]> = {};
  for (const file of Object.values(bundle)) {
    if (file.type !== 'chunk') continue;
    for (const id of file.moduleIds ?? []) {
      const key = keyOf(id);
      if (!wanted.has(key) || map[key]) continue;
      const found: string[] = [];
      const seen = new Set<string>();
      const queue = [file.fileName];
      while (queue.length) {
        const name = queue.shift() as string;
        if (seen.has(name) || skip.has(name)) continue;
        seen.add(name);
        found.push(`${base}${name}`);
        const next = bundle[name];
        if (next?.type === 'chunk') queue.push(...(next.imports ?? []));
      }
      map[key] = found;
    }
  }
  return map;
}

/**
 * Each `lazyPart(() => import('…')` of a module, with its key handed to `lazyPart` as it is called:
 * `(globalThis.__lazyPartSource = '<key>', lazyPart)(() => import('…')…`. The call's head alone changes (the rest of
 * the loader, `.then(…)`, and the priority stay as written). `keyOf` gives a module's key from its specifier
 * (undefined: left as it is).
 */
export async function tagLazyParts(
  code: string,
  keyOf: (spec: string) => Promise<string | undefined>,
): Promise<string> {
  let out = '';
  let at = 0;
  for (const match of code.matchAll(LAZY_PART_LOAD)) {
    const key = await keyOf(match[2] as string);
    if (key === undefined) continue;
    const start = match.index;
    const end = start + match[0].length;
    const rest = code.slice(start + 'lazyPart('.length, end);
    out += `${code.slice(at, start)}(globalThis.${PART_SOURCE_GLOBAL} = ${JSON.stringify(key)}, lazyPart)(${rest}`;
    at = end;
  }
  return out + code.slice(at);
}

/**
 * Each call's files (`callPartKey(name)`): the brand client's, then its call's section's (the endpoint table's
 * module of that section, build/endpoint-sections.ts, with its schemas), once each. `sectionKey` gives a section's
 * module key. A call whose client or section the map lacks is left out.
 */
export function callFiles(
  map: Readonly<Record<string, readonly string[]>>,
  split: EndpointSections,
  client: string,
  sectionKey: (section: string) => string,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  const clientFiles = map[client];
  if (!clientFiles) return out;
  for (const [section, entries] of split.sections) {
    const sectionFiles = map[sectionKey(section)];
    if (!sectionFiles) continue;
    const files = [...new Set([...clientFiles, ...sectionFiles])];
    for (const { name } of entries) out[callPartKey(name)] = files;
  }
  return out;
}

/**
 * `modules`: keys of more modules to map, loaded when idle like a part but not through `lazyPart`. `calls`: the
 * browser's brand client (its key) and the endpoint table (its path from the site's root): each call is mapped
 * too (`callFiles`).
 */
export function partFilesPlugin({
  modules = [],
  calls,
}: {
  modules?: string[];
  calls?: { client: string; table: string };
} = {}): Plugin {
  let root = process.cwd();
  let base = '/';
  /** The keys of the modules lazy parts load (found as the builds transform their importers), and `modules`. */
  const parts = new Set<string>(modules);
  let map: Record<string, string[]> = {};
  let table: { split: EndpointSections; sectionKey: (section: string) => string } | undefined;
  return {
    name: 'fittizia:part-files',
    configResolved(config) {
      root = config.root;
      base = config.base;
      if (!calls) return;
      const tablePath = resolve(root, calls.table);
      const sectionKey = (section: string) => moduleKey(root, join(dirname(tablePath), sectionFile(section)));
      table = { split: splitEndpointTable(readFileSync(tablePath, 'utf8')), sectionKey };
      parts.add(calls.client);
      for (const section of table.split.sections.keys()) parts.add(sectionKey(section));
    },
    resolveId: (source) => (source === PART_FILES_MODULE ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      // The client build and the dev server: nothing (the browser never asks; the dev server lists nothing).
      const files = this.environment.name === 'client' ? {} : map;
      return `export default ${JSON.stringify(files)};`;
    },
    async transform(code, id) {
      if (!code.includes('lazyPart(') || id.includes('node_modules') || id.startsWith('\0')) return null;
      const server = this.environment.name !== 'client';
      const tagged = await tagLazyParts(code, async (spec) => {
        const resolved = await this.resolve(spec, id);
        if (!resolved) return undefined;
        const key = moduleKey(root, resolved.id);
        parts.add(key);
        return key;
      });
      return server && tagged !== code ? { code: tagged, map: null } : null;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        const files = bundle as unknown as Parameters<typeof loadedWithEntries>[0];
        map = partFiles(files, parts, (id) => moduleKey(root, id), loadedWithEntries(files), base);
        if (calls && table) Object.assign(map, callFiles(map, table.split, calls.client, table.sectionKey));
      },
    },
  };
}

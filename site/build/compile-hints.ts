import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as the file loads, not at its first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Below this size a page's own file (a route's split component or loader, the bundler's runtime) goes without the
 * hint: it is in the page's first load, where every byte counts against its 1.15x limit (docs/performance.md), and it runs as
 * the page starts, not at a tap. Other code gets the hint at any size: a tap that opens the booking dialog runs
 * code from dozens of small files, and compiling them at the tap was ~11 ms of it on a slow phone (4x CPU).
 */
export const HINT_MIN_BYTES = 8 * 1024;

/**
 * Below this size no file gets the hint. Compiling a few hundred bytes of code at its first call takes
 * microseconds, while the hint's line costs the same ~27 B of gzip in any file: in a tiny shared module on a
 * page's first load (a route's id check, its query), that is a tenth of the file.
 */
export const HINT_TINY_BYTES = 1024;

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  code: string;
  /** The files it imports statically (loaded with it). */
  imports?: string[];
  /** The modules bundled in it (a route's split component: `.../site/routes/...tsx?tsr-split=component`). */
  moduleIds?: string[];
  sourcemapFileName?: string | null;
}
interface OutputAsset {
  type: 'asset';
  fileName: string;
  source: string | Uint8Array;
}

/**
 * Above this size a file is a heavy third party loaded when it is wanted (the map engines, the card form: 0.5-2 MB
 * each), not code on the way to a tap: compiling all its functions up front would only delay what it draws.
 */
export const HINT_MAX_BYTES = 480 * 1024;

/** A page's own module: a route's (its split component or loader, a helper beside it), or the bundler's runtime. */
const PAGE_MODULE = /[\\/]site[\\/]routes[\\/]|rolldown[\\/]runtime/;

/** Is the chunk a page's own file: nothing in it but a page's own modules. */
export const isPageFile = (chunk: Pick<OutputChunk, 'moduleIds'>): boolean =>
  (chunk.moduleIds ?? []).length > 0 && (chunk.moduleIds ?? []).every((id) => PAGE_MODULE.test(id));

/**
 * Should this chunk carry the hint: not an entry nor loaded with one (the first paint waits on those), not tiny, not
 * a heavy third party, and, if it is a page's own file, large enough to matter.
 */
export const wantsHint = (
  chunk: Pick<OutputChunk, 'isEntry' | 'code' | 'moduleIds'>,
  withEntry = false,
): boolean =>
  !chunk.isEntry &&
  !withEntry &&
  chunk.code.length >= HINT_TINY_BYTES &&
  chunk.code.length <= HINT_MAX_BYTES &&
  (chunk.code.length >= HINT_MIN_BYTES || !isPageFile(chunk));

/** The entries and every file they import statically, and so on: what the first paint waits on. */
export function loadedWithEntries(bundle: Record<string, OutputChunk | OutputAsset>): Set<string> {
  const found = new Set<string>();
  const visit = (fileName: string) => {
    const file = bundle[fileName];
    if (found.has(fileName) || file?.type !== 'chunk') return;
    found.add(fileName);
    for (const imported of file.imports ?? []) visit(imported);
  };
  for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
  return found;
}

/** The hint on top of a chunk, and its source map moved down the one line the hint takes. */
export function addHint(bundle: Record<string, OutputChunk | OutputAsset>, chunk: OutputChunk): void {
  chunk.code = `${COMPILE_HINT}${chunk.code}`;
  const map = bundle[chunk.sourcemapFileName ?? `${chunk.fileName}.map`];
  if (map?.type !== 'asset') return;
  const json = JSON.parse(typeof map.source === 'string' ? map.source : new TextDecoder().decode(map.source));
  json.mappings = `;${json.mappings}`;
  map.source = JSON.stringify(json);
}

/**
 * The first tap: the browser's code is compiled ahead of its first use. V8 compiles a function the
 * first time it is called, so the first press of Book now spent ~100 ms (4x CPU) compiling the modal's, Radix's
 * and React's client-rendering code that the second press finds compiled. With V8's compile hint on top of a
 * file, V8 compiles all of its functions as the file loads, off the main thread where it streams: the framework
 * as the page loads, and each part's code when it is fetched at idle (lib/prefetch.ts), before the tap. Chromium
 * reads the hint; other engines see a comment. Client build only; the entries, what loads with them and a page's
 * own small files are left as they are.
 */
export function compileHints(): Plugin {
  return {
    name: 'fittizia:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const files = bundle as unknown as Record<string, OutputChunk | OutputAsset>;
        const withEntries = loadedWithEntries(files);
        for (const file of Object.values(files))
          if (file.type === 'chunk' && wantsHint(file, withEntries.has(file.fileName))) addHint(files, file);
      },
    },
  };
}

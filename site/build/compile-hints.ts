import type { Plugin } from 'vite';

/** V8's explicit compile hint: every function of the file is compiled as the file loads, not at its first call. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Below this size a file's functions compile in well under a frame: the hint's bytes would buy nothing. */
export const HINT_MIN_BYTES = 8 * 1024;

interface OutputChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  code: string;
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

/** Should this chunk carry the hint: not an entry (the first paint waits on it), and large enough to matter. */
export const wantsHint = (chunk: Pick<OutputChunk, 'isEntry' | 'code'>): boolean =>
  !chunk.isEntry && chunk.code.length >= HINT_MIN_BYTES && chunk.code.length <= HINT_MAX_BYTES;

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
 * Issue 26 (the first tap): the browser's code is compiled ahead of its first use. V8 compiles a function the
 * first time it is called, so the first press of Book now spent ~100 ms (4x CPU) compiling the modal's, Radix's
 * and React's client-rendering code that the second press finds compiled. With V8's compile hint on top of a
 * file, V8 compiles all of its functions as the file loads, off the main thread where it streams: the framework
 * as the page loads, and each part's code when it is fetched at idle (lib/prefetch.ts), before the tap. Chromium
 * reads the hint; other engines see a comment. Client build only; entries and small files are left as they are.
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
        for (const file of Object.values(files))
          if (file.type === 'chunk' && wantsHint(file)) addHint(files, file);
      },
    },
  };
}

/**
 * zod compiles fast object parsers with `new Function` when it may, and probes for that with a caught
 * `new Function('')`. Under the site's Content-Security-Policy (no `'unsafe-eval'`) the probe is blocked and
 * reported as a violation even though zod recovers. In the browser, zod runs without compiled parsers.
 * Imported first by `hydrate.tsx`: object schemas read this setting when they are created.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (what `z.config()` writes), so the setting is
 * made there rather than through `import { config } from 'zod'`, which would bring zod's core (about 3 KB
 * gzip) into every page's first load although no schema is created there. `zod-jitless.test.ts` checks that
 * zod still reads it from there.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};

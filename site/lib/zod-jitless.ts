import { config } from 'zod';

/**
 * zod compiles fast object parsers with `new Function` when it may, and probes for that with a caught
 * `new Function('')`. Under the site's Content-Security-Policy (no `'unsafe-eval'`) the probe is blocked and
 * reported as a violation even though zod recovers. In the browser, zod runs without compiled parsers.
 * Imported first by `hydrate.tsx`: object schemas read this setting when they are created.
 */
config({ jitless: true });

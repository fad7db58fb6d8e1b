import type { EndpointName, Endpoints } from './endpoints.ts';

/**
 * Loads one call's definition (its rules and zod schemas) for the browser's API client, so that a browser part
 * loads the schemas of the calls it makes and not the whole table's. As written here it loads the whole table
 * (tests, Storybook, the dev server); the site's production build replaces this module with one that imports the
 * call's section of the table only (`site/vite/endpoint-sections.ts`, built from `endpoints.ts` as it is).
 */
let table: Promise<Endpoints> | undefined;

export function loadEndpoint<N extends EndpointName>(name: N): Promise<Endpoints[N]> {
  // Kept once loaded, as the build's loader keeps each call's definition (see there: an `import()` of a module
  // already here still settles a task later).
  if (!table) {
    table = import('./endpoints.ts').then((m) => m.endpoints);
    table.catch(() => {
      table = undefined;
    });
  }
  return table.then((endpoints) => endpoints[name]);
}

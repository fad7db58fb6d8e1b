import { createIsomorphicFn } from '@tanstack/react-start';
import type { PublicConfig } from './public-config-shape.ts';

export type { ExternalLinks, PublicConfig } from './public-config-shape.ts';

/** Path of the server route that answers the browser with the public configuration. */
export const PUBLIC_CONFIG_PATH = '/site-config.json';

/**
 * During SSR it reads the validated configuration directly; in the browser (only if the
 * query was never filled by SSR) it asks the `/site-config.json` route. No server
 * function, so the server-function client runtime stays out of the first load.
 */
export const getPublicConfig = createIsomorphicFn()
  .server(async (): Promise<PublicConfig> => {
    const { publicConfig } = await import('../server/config.ts');
    return publicConfig();
  })
  .client(async (): Promise<PublicConfig> => {
    const response = await fetch(PUBLIC_CONFIG_PATH, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`Site configuration unavailable (${response.status})`);
    return (await response.json()) as PublicConfig;
  });

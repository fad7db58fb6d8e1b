import { createIsomorphicFn } from '@tanstack/react-start';

/** The external services of spec 1 (gift card shop, feedback), from the site's configuration. */
export interface ExternalLinks {
  giftCardUrl: string;
  feedbackUrl: string;
}

/**
 * The configuration the browser may see: the external links and the public Mapbox
 * token (`MAPBOX_ACCESS_TOKEN`; null means the offline map). Secrets never go here.
 */
export interface PublicConfig extends ExternalLinks {
  mapboxAccessToken: string | null;
}

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

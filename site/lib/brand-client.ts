import { type BrandClient, createBrandClient } from '@fittizia/contract';
import { createIsomorphicFn } from '@tanstack/react-start';

/** In the browser every call goes same-origin to the site's `/api` proxy. */
const browserClient = createBrandClient({ baseUrl: '' });

/**
 * The brand-API client for query functions: during SSR it calls the brand API
 * directly with the server's token; in the browser it goes through the proxy.
 */
export const getBrandClient = createIsomorphicFn()
  .server(async (): Promise<BrandClient> => {
    const { requestBrandClient } = await import('../server/request-client.server.ts');
    return requestBrandClient();
  })
  .client(async (): Promise<BrandClient> => browserClient);

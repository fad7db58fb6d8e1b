import type { BrandClient } from '@fittizia/contract';
import { createIsomorphicFn } from '@tanstack/react-start';

let browserClient: Promise<BrandClient> | undefined;

/**
 * The brand-API client for query functions: during SSR it calls the brand API
 * directly with the server's token; in the browser it goes same-origin through the
 * `/api` proxy. The browser client (and the zod schemas it validates with) is loaded
 * on the first client-side fetch, not in the first load: SSR already sent the data.
 */
export const getBrandClient = createIsomorphicFn()
  .server(async (): Promise<BrandClient> => {
    const { requestBrandClient } = await import('../server/request-client.server.ts');
    return requestBrandClient();
  })
  .client((): Promise<BrandClient> => {
    browserClient ??= import('@fittizia/contract/client').then(({ createBrandClient }) =>
      createBrandClient({ baseUrl: '' }),
    );
    return browserClient;
  });

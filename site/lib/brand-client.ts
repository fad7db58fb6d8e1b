import type { BrandClient, EndpointName } from '@fittizia/contract';
import { createIsomorphicFn } from '@tanstack/react-start';
import { PRIORITY, prefetchWhenIdle } from './prefetch.ts';

let browserClient: Promise<BrandClient> | undefined;

/**
 * The brand-API client for query functions: during SSR it calls the brand API
 * directly with the server's token; in the browser it goes same-origin through the
 * `/api` proxy. The browser client (lib/browser-brand-client.ts) is loaded on the first client-side fetch, not in
 * the first load: SSR already sent the data; each call's rules and zod schemas are loaded with its section of the
 * endpoint table (`@fittizia/contract/endpoint-loader`), so a part loads the schemas of the calls it makes only.
 *
 * In the browser, a call whose contract rules say `formCheck` (booking create, contact, group booking)
 * carries the bot check's form-started token and honeypot value (lib/form-started.ts). The booking create's
 * form "starts" when the details step is shown, and that step's honeypot reports to it: the modal and the wizard
 * are given `formBotTrap('bookingCreate')`. With the captcha keys set,
 * the booking create (whose body has no `recaptchaToken`) carries its token in the `x-recaptcha-token` header.
 */
export const getBrandClient = createIsomorphicFn()
  .server(async (): Promise<BrandClient> => {
    const { requestBrandClient } = await import('../server/request-client.server.ts');
    return requestBrandClient();
  })
  .client((): Promise<BrandClient> => {
    if (!browserClient) {
      browserClient = import('./browser-brand-client.ts').then((m) => m.createBrowserBrandClient());
      // A failed fetch of its code (offline for a moment) is tried again by the next call.
      browserClient.catch(() => {
        browserClient = undefined;
      });
    }
    return browserClient;
  });

/**
 * Fetches, when the browser is idle, the code a part's first calls will need (the browser client, and each named
 * call's section of the endpoint table with its schemas), so that the diner's first search or send does not wait
 * for a chain of imports first (lib/prefetch.ts). Nothing is called. In the browser only.
 */
export function prefetchCalls(names: EndpointName[], priority: number = PRIORITY.body): void {
  if (typeof window === 'undefined') return;
  prefetchWhenIdle(
    () =>
      Promise.all([
        getBrandClient(),
        import('@fittizia/contract/endpoint-loader').then(({ loadEndpoint }) =>
          Promise.all(names.map((name) => loadEndpoint(name))),
        ),
      ]),
    priority,
  );
}

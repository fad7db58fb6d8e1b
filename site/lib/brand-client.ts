import type { BrandClient, EndpointName } from '@fittizia/contract';
import { createIsomorphicFn } from '@tanstack/react-start';
import { useEffect } from 'react';
import { callPartKey, useNoteRenderedPart } from './part-files.ts';
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
 * Fetches, when the browser is idle, what a part's first calls will need before their request can leave (the
 * browser client, each named call's section of the endpoint table with its schemas, and the captcha's settings for
 * a call that is checked), so that the diner's first search or send does not wait for a chain of imports first
 * (lib/prefetch.ts). Nothing is called. In the browser only.
 */
export function prefetchCalls(names: readonly EndpointName[], priority: number = PRIORITY.body): void {
  if (typeof window === 'undefined' || names.length === 0) return;
  prefetchWhenIdle(
    () =>
      Promise.all([
        getBrandClient(),
        import('./browser-brand-client.ts').then(({ prepareCalls }) => prepareCalls(names)),
      ]),
    priority,
  );
}

/**
 * A part that will make these calls: the server lists their code with the page's parts' files (`callPartKey`,
 * lib/part-files.ts), so the idle prefetch asks for all of it at once, and the browser prepares them when idle
 * (`prefetchCalls`). `names`: the same calls on every render.
 */
export function usePrefetchCalls(names: readonly EndpointName[], priority: number = PRIORITY.body): void {
  if (import.meta.env.SSR)
    // biome-ignore lint/correctness/useHookAtTopLevel: `import.meta.env.SSR` is a constant of the build.
    useNoteRenderedPart(names.map(callPartKey), priority);
  const key = names.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `names`.
  useEffect(() => prefetchCalls(names, priority), [key, priority]);
}

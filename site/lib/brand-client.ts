import type { BrandClient, Endpoint } from '@fittizia/contract';
import { createIsomorphicFn } from '@tanstack/react-start';
import { formCheckHeaders } from './form-started.ts';
import { getPublicConfig } from './public-config.ts';

let browserClient: Promise<BrandClient> | undefined;

/**
 * A call whose rules name a captcha action but whose body carries no `recaptchaToken` (the booking create, whose
 * body has no such field) sends the token in the `x-recaptcha-token` header, when the check is on.
 */
async function captchaHeader(action: string, body: unknown): Promise<Record<string, string>> {
  if (body && typeof body === 'object' && 'recaptchaToken' in body && body.recaptchaToken) return {};
  const { recaptchaSiteKey } = await getPublicConfig().catch(() => ({ recaptchaSiteKey: null }));
  if (!recaptchaSiteKey) return {};
  const { getCaptchaToken } = await import('./recaptcha.ts');
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
  const token = await getCaptchaToken(action, { siteKey: recaptchaSiteKey, nonce });
  return token ? { 'x-recaptcha-token': token } : {};
}

/**
 * The brand-API client for query functions: during SSR it calls the brand API
 * directly with the server's token; in the browser it goes same-origin through the
 * `/api` proxy. The browser client is loaded on the first client-side fetch, not in the first load: SSR already
 * sent the data; each call's rules and zod schemas are loaded with its section of the endpoint table
 * (`@fittizia/contract/endpoint-loader`), so a part loads the schemas of the calls it makes only.
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
    browserClient ??= Promise.all([
      import('@fittizia/contract/call-client'),
      import('@fittizia/contract/endpoint-loader'),
    ]).then(([{ createCallClient }, { loadEndpoint }]) => {
      const client = createCallClient({ baseUrl: '', definition: loadEndpoint });
      return {
        async call(name, input) {
          const rules = (await loadEndpoint(name)) as Endpoint;
          if (!rules.formCheck && !rules.captchaAction) return client.call(name, input);
          const headers = {
            ...(rules.formCheck ? await formCheckHeaders(name) : {}),
            ...(rules.captchaAction ? await captchaHeader(rules.captchaAction, input?.body) : {}),
            ...input?.headers,
          };
          return client.call(name, { ...input, headers } as typeof input);
        },
      } satisfies BrandClient;
    });
    return browserClient;
  });

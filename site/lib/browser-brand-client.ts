import type { BrandClient, Endpoint } from '@fittizia/contract';
import { createCallClient } from '@fittizia/contract/call-client';
import { loadEndpoint } from '@fittizia/contract/endpoint-loader';
import { formCheckHeaders } from './form-started.ts';
import { getPublicConfig } from './public-config.ts';

/**
 * The browser's brand-API client (lib/brand-client.ts): same-origin through the `/api` proxy. Its own chunk,
 * loaded on the first client-side fetch, never in a first load (SSR already sent the data).
 */

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

export function createBrowserBrandClient(): BrandClient {
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
}

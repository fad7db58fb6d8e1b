import type { BrandClient, Endpoint, EndpointName } from '@fittizia/contract';
import { createCallClient } from '@fittizia/contract/call-client';
import { loadEndpoint } from '@fittizia/contract/endpoint-loader';
import { getPublicConfig } from './public-config.ts';
import { yieldToMain } from './yield-to-main.ts';

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
  const { recaptchaSiteKey } = await captchaSettings();
  if (!recaptchaSiteKey) return {};
  const { getCaptchaToken } = await import('./recaptcha.ts');
  const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content || undefined;
  const token = await getCaptchaToken(action, { siteKey: recaptchaSiteKey, nonce });
  return token ? { 'x-recaptcha-token': token } : {};
}

let settings: Promise<{ recaptchaSiteKey: string | null }> | undefined;

/**
 * The captcha's site key (none: the check is off), asked of the site once per page. A failed ask is not kept: that
 * call goes without a token, as before, and the next asks again.
 */
function captchaSettings(): Promise<{ recaptchaSiteKey: string | null }> {
  settings ??= getPublicConfig().then(
    ({ recaptchaSiteKey }) => ({ recaptchaSiteKey }),
    () => {
      settings = undefined;
      return { recaptchaSiteKey: null };
    },
  );
  return settings;
}

/**
 * Readies these calls (lib/brand-client.ts, `prefetchCalls`): each one's rules and schemas are loaded; for a call the
 * captcha checks, its settings are asked for, and for a form the site checks, the check's code is loaded. Nothing is
 * called.
 */
export async function prepareCalls(names: readonly EndpointName[]): Promise<void> {
  const rules = (await Promise.all(names.map((name) => loadEndpoint(name)))) as Endpoint[];
  await Promise.all([
    rules.some((rule) => rule.captchaAction) ? captchaSettings() : undefined,
    rules.some((rule) => rule.formCheck) ? formStarted() : undefined,
  ]);
}

/**
 * The form check's token and trap (lib/form-started.ts): only the forms that have it need it, and their pages load
 * it with the form (the booking modal, contact), so a page that only reads (the finder) does not.
 */
const formStarted = () => import('./form-started.ts');

export function createBrowserBrandClient(): BrandClient {
  // An answer's long lists (every restaurant) are checked in slices, the main thread given back between them.
  const client = createCallClient({ baseUrl: '', definition: loadEndpoint, pause: yieldToMain });
  return {
    async call(name, input) {
      const rules = (await loadEndpoint(name)) as Endpoint;
      if (!rules.formCheck && !rules.captchaAction) return client.call(name, input);
      const headers = {
        ...(rules.formCheck ? await (await formStarted()).formCheckHeaders(name) : {}),
        ...(rules.captchaAction ? await captchaHeader(rules.captchaAction, input?.body) : {}),
        ...input?.headers,
      };
      return client.call(name, { ...input, headers } as typeof input);
    },
  } satisfies BrandClient;
}

import { definePlugin } from 'nitro';
import { siteConfig } from './config.ts';
import { log } from './logger.ts';
import { generateNonce, type NonceCarrier, securityHeaders } from './security-headers.ts';

declare global {
  interface ImportMeta {
    /** Set by Nitro at build time: true only in the dev server. */
    readonly dev?: boolean;
  }
}

/**
 * Security headers on every response the site sends (`server/security-headers.ts`): Nitro calls `request`
 * before anything else handles the request and `response` with the final response of every path, including
 * the static assets it serves itself, redirects and its own error answers. The request's fresh nonce is
 * kept on the request's context, where the router reads it (`router.tsx`) to stamp every script it renders.
 */
export default definePlugin((nitroApp) => {
  const dev = import.meta.dev === true;
  nitroApp.hooks?.hook('request', (event) => {
    const carrier = event.req as Request & NonceCarrier;
    carrier.context ??= {};
    carrier.context.cspNonce = generateNonce();
  });
  nitroApp.hooks?.hook('response', (response, event) => {
    const request = event.req as Request & NonceCarrier;
    const nonce = request.context?.cspNonce ?? generateNonce();
    const headers = securityHeaders(
      { config: siteConfig(), request, nonce, dev },
      response.headers.get('content-type'),
    );
    try {
      for (const [name, value] of headers) response.headers.set(name, value);
    } catch (error) {
      log('error', 'security headers could not be set on a response with immutable headers', {
        path: new URL(request.url).pathname,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
});

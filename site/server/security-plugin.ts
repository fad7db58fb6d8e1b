import { definePlugin } from 'nitro';
import { siteConfig } from './config.ts';
import { log } from './logger.ts';
import { securityHeaders } from './security-headers.ts';

declare global {
  interface ImportMeta {
    /** Set by Nitro at build time: true only in the dev server. */
    readonly dev?: boolean;
  }
}

/**
 * Security headers on every response the site sends (`server/security-headers.ts`): Nitro calls `request`
 * before anything else handles the request and `response` with the final response of every path, including
 * the static assets it serves itself, redirects and its own error answers. A page's policy names the nonce
 * the router rendered it with (`pageNonce`, server/page-response.ts) or, for a shared page, its scripts' hashes
 * (`servePage`, server/http-cache.server.ts), both kept on the request's context.
 */
export default definePlugin((nitroApp) => {
  const dev = import.meta.dev === true;
  nitroApp.hooks?.hook('response', (response, event) => {
    const request = event.req as Request;
    const headers = securityHeaders(
      { config: siteConfig(), request, dev },
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

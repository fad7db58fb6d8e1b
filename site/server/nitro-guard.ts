import { siteConfig } from './config.ts';
import { guardFetch } from './request-guard.ts';
import { withSecurityHeaders } from './security-headers.ts';

/**
 * Nitro plugin (see `vite.config.ts`): puts the request guard in front of the whole server, before h3's own
 * URL checks (which would answer a bare JSON 400) and before TanStack Start (which would answer 308 to a path
 * that still needs cleaning).
 */
export default function requestGuardPlugin(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): void {
  // The guard's own answers (a refused /api call, the one-hop redirect of an /api path) never reach the
  // response hook of server/security-plugin.ts, so they get the same headers here.
  app.fetch = guardFetch(app.fetch.bind(app), (response, request) =>
    withSecurityHeaders(response, {
      config: siteConfig(),
      request,
      dev: import.meta.dev === true,
    }),
  );
}

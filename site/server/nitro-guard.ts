import { guardBodies } from './body-guard.ts';
import { siteConfig } from './config.ts';
import { guardFetch } from './request-guard.ts';
import { withSecurityHeaders } from './security-headers.ts';

/**
 * Nitro plugin (see `vite.config.ts`): puts the request guard in front of the whole server, before h3's own
 * URL checks (which would answer a bare JSON 400) and before TanStack Start (which would answer 308 to a path
 * that still needs cleaning). Inside it, the body guard (`body-guard.ts`): a method a page does not take, a
 * post from another site and a body over its route's cap are refused before any handler reads the body.
 */
export default function requestGuardPlugin(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): void {
  // The guards' own answers (a refused /api call, the one-hop redirect of an /api path, a refused method or body)
  // never reach the response hook of server/security-plugin.ts, so they get the same headers here.
  const finish = (response: Response, request: Request) =>
    withSecurityHeaders(response, {
      config: siteConfig(),
      request,
      dev: import.meta.dev === true,
    });
  const siteOrigin = () => new URL(siteConfig().SITE_URL).origin;
  app.fetch = guardFetch(guardBodies(app.fetch.bind(app), siteOrigin, finish), finish);
}

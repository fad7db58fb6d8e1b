import { siteConfig } from './config.ts';
import { withSecurityHeaders } from './security-headers.ts';
import { isServerFnPath, malformedServerFnCall } from './server-fn-guard.ts';

/**
 * Nitro plugin (see `vite.config.ts`, registered before the request guard, which therefore still runs first, and
 * with it the body guard: a call from another site or over its cap never gets here, and the body of one that does
 * has been read within its cap): a malformed server-function call gets its 400 here, before TanStack Start, which
 * answers 500 to a call without a function id or with a body it cannot read. An unknown function id is answered
 * 400 by the `serverFnCallMiddleware` of `start.ts`. These answers never reach the security plugin's response
 * hook, so they get the same headers here.
 */
export default function serverFnGuardPlugin(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): void {
  const fetch = app.fetch.bind(app);
  app.fetch = async (request) => {
    if (!isServerFnPath(new URL(request.url).pathname)) return fetch(request);
    const refused = await malformedServerFnCall(request);
    if (!refused) return fetch(request);
    return withSecurityHeaders(refused, { config: siteConfig(), request, dev: import.meta.dev === true });
  };
}

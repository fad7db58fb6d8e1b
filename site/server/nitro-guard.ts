import { guardFetch } from './request-guard.ts';

/**
 * Nitro plugin (see `vite.config.ts`): puts the request guard in front of the whole server, before h3's own
 * URL checks (which would answer a bare JSON 400) and before TanStack Start (which would answer 308 to a path
 * that still needs cleaning).
 */
export default function requestGuardPlugin(app: {
  fetch: (request: Request) => Response | Promise<Response>;
}): void {
  app.fetch = guardFetch(app.fetch.bind(app));
}

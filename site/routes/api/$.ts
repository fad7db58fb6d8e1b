import { createFileRoute } from '@tanstack/react-router';

async function handle({ request }: { request: Request }): Promise<Response> {
  const [
    { proxyRequest },
    { brandFetch },
    { siteConfig },
    { configuredRateLimiter },
    { configuredBotCheck },
    { configuredFormCheck },
  ] = await Promise.all([
    import('../../server/proxy.ts'),
    import('../../server/brand-api.server.ts'),
    import('../../server/config.ts'),
    import('../../server/rate-limit.ts'),
    import('../../server/botcheck.server.ts'),
    import('../../server/form-check.ts'),
  ]);
  const config = siteConfig();
  return proxyRequest(request, {
    brandFetch,
    siteOrigin: config.SITE_URL ? new URL(config.SITE_URL).origin : undefined,
    rateLimiter: configuredRateLimiter(),
    trustProxy: config.TRUST_PROXY,
    botCheck: configuredBotCheck(),
    formCheck: await configuredFormCheck(),
  });
}

/**
 * The browser's only way to the brand API: `/api/*`, same origin, token added here. Every method comes to the
 * pipeline (`ANY`), so that PUT, DELETE or PATCH get its 405 with `Allow`, never the HTML shell.
 */
export const Route = createFileRoute('/api/$')({
  server: { handlers: { ANY: handle } },
});

import { createFileRoute } from '@tanstack/react-router';

async function handle({ request }: { request: Request }): Promise<Response> {
  const [
    { proxyRequest },
    { brandFetch },
    { siteConfig },
    { configuredRateLimiter },
    { configuredBotCheck },
  ] = await Promise.all([
    import('../../server/proxy.ts'),
    import('../../server/brand-api.server.ts'),
    import('../../server/config.ts'),
    import('../../server/rate-limit.ts'),
    import('../../server/botcheck.server.ts'),
  ]);
  const config = siteConfig();
  return proxyRequest(request, {
    brandFetch,
    siteOrigin: config.SITE_URL ? new URL(config.SITE_URL).origin : undefined,
    rateLimiter: configuredRateLimiter(),
    trustProxy: config.TRUST_PROXY,
    botCheck: configuredBotCheck(),
  });
}

/** The browser's only way to the brand API: `/api/*`, same origin, token added here. */
export const Route = createFileRoute('/api/$')({
  server: { handlers: { GET: handle, POST: handle } },
});

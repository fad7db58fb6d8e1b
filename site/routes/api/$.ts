import { createFileRoute } from '@tanstack/react-router';

async function handle({ request }: { request: Request }): Promise<Response> {
  const [{ proxyRequest }, { brandFetch }, { siteConfig }] = await Promise.all([
    import('../../server/proxy.ts'),
    import('../../server/brand-api.server.ts'),
    import('../../server/config.ts'),
  ]);
  const siteUrl = siteConfig().SITE_URL;
  return proxyRequest(request, { brandFetch, siteOrigin: siteUrl ? new URL(siteUrl).origin : undefined });
}

/** The browser's only way to the brand API: `/api/*`, same origin, token added here. */
export const Route = createFileRoute('/api/$')({
  server: { handlers: { GET: handle, POST: handle } },
});

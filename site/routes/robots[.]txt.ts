import { createFileRoute } from '@tanstack/react-router';

async function handle(): Promise<Response> {
  const [{ robotsTxt, publicOrigin }, { siteConfig }] = await Promise.all([
    import('../server/sitemap.ts'),
    import('../server/config.ts'),
  ]);
  return new Response(robotsTxt(publicOrigin(siteConfig().SITE_URL)), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}

/** `/robots.txt`: allow everything but `/api/`, and point at the sitemap. */
export const Route = createFileRoute('/robots.txt')({
  server: { handlers: { GET: handle } },
});

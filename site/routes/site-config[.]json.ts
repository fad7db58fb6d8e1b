import { createFileRoute } from '@tanstack/react-router';

async function handle(): Promise<Response> {
  const { publicConfig } = await import('../server/config.ts');
  return Response.json(publicConfig(), { headers: { 'cache-control': 'public, max-age=300' } });
}

/** `/site-config.json`: the public configuration (external links, public map token) for the browser. */
export const Route = createFileRoute('/site-config.json')({
  server: { handlers: { GET: handle } },
});

import { createFileRoute } from '@tanstack/react-router';

async function handle({ request }: { request: Request }): Promise<Response> {
  const [{ handlePreview }, { previewCookieSecure }, { serverBrandClient }] = await Promise.all([
    import('../server/preview.ts'),
    import('../server/preview.server.ts'),
    import('../server/brand-api.server.ts'),
  ]);
  return handlePreview(request, { client: serverBrandClient(undefined), secure: previewCookieSecure() });
}

/** `/preview?token=&to=`: an editor's preview link turns preview on in this browser (server/preview.ts). */
export const Route = createFileRoute('/preview')({
  server: { handlers: { GET: handle } },
});

import { createFileRoute } from '@tanstack/react-router';

async function handle({ request }: { request: Request }): Promise<Response> {
  const [{ handlePreviewExit }, { previewCookieSecure }] = await Promise.all([
    import('../server/preview.ts'),
    import('../server/preview.server.ts'),
  ]);
  return handlePreviewExit(request, { secure: previewCookieSecure() });
}

/** `/preview/exit?to=`: turns preview off in this browser and goes back (server/preview.ts). */
export const Route = createFileRoute('/preview_/exit')({
  server: { handlers: { GET: handle } },
});

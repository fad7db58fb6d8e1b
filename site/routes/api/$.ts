import { createFileRoute } from '@tanstack/react-router';

async function handle({ request }: { request: Request }): Promise<Response> {
  const { runApiPipeline } = await import('../../server/api-pipeline.server.ts');
  return runApiPipeline(request);
}

/**
 * The browser's only way to the brand API: `/api/*`, same origin, token added here. Every method comes to the
 * pipeline (`ANY`), so that PUT, DELETE or PATCH get its 405 with `Allow`, never the HTML shell.
 */
export const Route = createFileRoute('/api/$')({
  server: { handlers: { ANY: handle } },
});

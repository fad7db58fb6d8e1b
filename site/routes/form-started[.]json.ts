import { createFileRoute } from '@tanstack/react-router';

async function handle(): Promise<Response> {
  const { configuredFormCheck } = await import('../server/form-check.ts');
  const token = (await configuredFormCheck()).issue();
  return Response.json({ token }, { headers: { 'cache-control': 'no-store' } });
}

/**
 * `/form-started.json`: a signed "form started" token for a form shown now (server/form-check.ts). The form
 * sends it back with its call; the `/api` pipeline refuses a call sent sooner than the minimum fill time after it.
 */
export const Route = createFileRoute('/form-started.json')({
  server: { handlers: { GET: handle } },
});

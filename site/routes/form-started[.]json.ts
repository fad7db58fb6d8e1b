import { createFileRoute } from '@tanstack/react-router';

async function handle({ request }: { request: Request }): Promise<Response> {
  const { configuredFormCheck } = await import('../server/form-check.ts');
  const { sessionCookie, sessionFrom } = await import('../server/session.ts');
  const session = sessionFrom(request);
  const token = (await configuredFormCheck()).issue(session.id);
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
  // A browser without the session cookie gets it here: the token is bound to that session.
  if (session.isNew) headers['set-cookie'] = sessionCookie(session.id);
  return Response.json({ token }, { headers });
}

/**
 * `/form-started.json`: a signed "form started" token for a form shown now, bound to the browser's session
 * (server/form-check.ts). The form sends it back with its call; the `/api` pipeline refuses a call sent sooner
 * than the minimum fill time after it, from another session, or with a token a call has already used.
 */
export const Route = createFileRoute('/form-started.json')({
  server: { handlers: { GET: handle } },
});

import { createFileRoute } from '@tanstack/react-router';

async function handle({ request }: { request: Request }): Promise<Response> {
  const { configuredFormCheck, NO_SESSION } = await import('../server/form-check.ts');
  const { sessionCookie, sessionFrom } = await import('../server/session.ts');
  const session = sessionFrom(request);
  // A browser that came with its session cookie gets a token bound to that session. One without gets the cookie
  // here and a token bound to no session: it may not keep the cookie (blocked, or refused on a plain-HTTP address).
  const token = (await configuredFormCheck()).issue(session.isNew ? NO_SESSION : session.id);
  const headers: Record<string, string> = { 'cache-control': 'no-store' };
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

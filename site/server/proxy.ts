import { type Endpoint, endpoints, matchEndpoint, SERVER_ERROR_MESSAGE } from '@fittizia/contract';
import { sessionCookie, sessionFrom } from './session.ts';
import { type UpstreamInit, UpstreamTimeoutError } from './upstream.ts';

export type BrandFetch = (
  path: string,
  init: UpstreamInit,
  sessionId: string | undefined,
) => Promise<Response>;

const forwardedRequestHeaders = ['accept', 'accept-language', 'content-type', 'x-request-id'];
const forwardedResponseHeaders = ['content-type', 'cache-control', 'x-request-id'];
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

function json(status: number, body: unknown, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...extra },
  });
}

/** A state-changing call must come from the site's own pages. */
export function isSameOrigin(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === siteOrigin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/**
 * `/api/$`: forwards a browser call of the endpoint table to the brand API with the
 * server-side headers. Only calls the table names pass (and never the token call); a
 * state-changing call needs a same-origin Origin. The job-location search (the spec's "separate
 * client") goes the same way: its `sessionKey` is optional and the proxied `sessionId` stands for it.
 */
export async function proxyRequest(
  request: Request,
  deps: { brandFetch: BrandFetch; siteOrigin?: string | undefined },
): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const match = matchEndpoint(method, url.pathname);
  const def = match ? (endpoints[match.name] as Endpoint) : undefined;
  if (!def || match?.name === 'token') {
    return json(404, { message: `No API route for ${method} ${url.pathname}` });
  }
  if (!safeMethods.has(method) && !isSameOrigin(request, deps.siteOrigin ?? url.origin)) {
    return json(403, { message: 'Cross-site request refused' });
  }
  const session = sessionFrom(request);
  const setCookie: Record<string, string> = session.isNew
    ? { 'set-cookie': sessionCookie(session.id, url.protocol === 'https:') }
    : {};
  const headers: Record<string, string> = {};
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  const body = safeMethods.has(method) ? undefined : new Uint8Array(await request.arrayBuffer());
  let upstream: Response;
  try {
    upstream = await deps.brandFetch(`${url.pathname}${url.search}`, { method, headers, body }, session.id);
  } catch (error) {
    const timedOut = error instanceof UpstreamTimeoutError;
    return json(timedOut ? 504 : 502, { message: SERVER_ERROR_MESSAGE }, setCookie);
  }
  const responseHeaders = new Headers(setCookie);
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

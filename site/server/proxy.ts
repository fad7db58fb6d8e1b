import {
  apiErrorBody,
  bodyLimitFor,
  type Endpoint,
  endpoints,
  isJsonContentType,
  matchEndpoint,
  parseJsonBody,
  REQUEST_REFUSED_MESSAGES,
  SERVER_ERROR_MESSAGE,
  validationErrorBody,
} from '@fittizia/contract';
import { type BotCheck, botCheckRefusal } from './botcheck.server.ts';
import type { BrandFetch } from './brand-api.server.ts';
import { clientAddress, type RateLimiter } from './rate-limit.ts';
import { sessionCookie, sessionFrom } from './session.ts';
import { UpstreamTimeoutError } from './upstream.ts';

export type { BrandFetch };

// Idempotency-Key lets a repeated booking create return the first answer instead of booking twice (spec 7.2).
const forwardedRequestHeaders = [
  'accept',
  'accept-language',
  'content-type',
  'idempotency-key',
  'x-request-id',
];
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

class BodyTooLarge extends Error {}

/** Reads at most `limit` bytes of the body; more throws BodyTooLarge (the rest is never buffered). */
async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/**
 * The body of a state-changing call, checked before anything is forwarded: within the call's size limit
 * (413), JSON by its Content-Type (415), well-formed, not nested too deeply and free of prototype keys (400).
 * Returns the bytes to forward, or the refusal.
 */
async function checkedBody(request: Request, pathname: string): Promise<Uint8Array | Response> {
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(request, bodyLimitFor(pathname));
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { message: REQUEST_REFUSED_MESSAGES.bodyTooLarge });
    return json(400, { message: REQUEST_REFUSED_MESSAGES.badJson });
  }
  if (bytes.byteLength === 0) return bytes;
  if (!isJsonContentType(request.headers.get('content-type'))) {
    return json(415, { message: REQUEST_REFUSED_MESSAGES.unsupportedMediaType });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return json(400, { message: REQUEST_REFUSED_MESSAGES.badJson });
  }
  const parsed = parseJsonBody(text);
  return parsed.ok ? bytes : json(400, { message: parsed.message, field: 'body' });
}

/**
 * `/api/$`: forwards a browser call of the endpoint table to the brand API with the
 * server-side headers. Only calls the table names pass (and never the token call); a
 * state-changing call needs a same-origin Origin. The job-location search (the spec's "separate
 * client") goes the same way: its `sessionKey` is optional and the proxied `sessionId` stands for it.
 */
export async function proxyRequest(
  request: Request,
  deps: {
    brandFetch: BrandFetch;
    siteOrigin?: string | undefined;
    /** Limits on the state-changing calls (server/rate-limit.ts); none when absent. */
    rateLimiter?: RateLimiter | undefined;
    /** Read the client's address from X-Forwarded-For (TRUST_PROXY). */
    trustProxy?: boolean;
    /** The bot check of the calls a form posts (server/botcheck.server.ts); off when absent. */
    botCheck?: BotCheck | undefined;
  },
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
  // Path parameters are checked with the contract's schemas before anything leaves (NUL, dot segments...).
  const params = def.params.safeParse(Object.keys(match?.params ?? {}).length ? match?.params : undefined);
  if (!params.success) return json(400, validationErrorBody(params.error));
  const body = safeMethods.has(method) ? undefined : await checkedBody(request, url.pathname);
  if (body instanceof Response) return body;
  const session = sessionFrom(request);
  const setCookie: Record<string, string> = session.isNew ? { 'set-cookie': sessionCookie(session.id) } : {};
  const address = clientAddress(request, deps.trustProxy ?? false);
  if (deps.rateLimiter && match) {
    const limited = await deps.rateLimiter.check(match.name, { sessionId: session.id, address });
    if (limited) {
      for (const [name, value] of Object.entries(setCookie)) limited.headers.set(name, value);
      return limited;
    }
  }
  // After the rate limit (a refused caller cannot make us ask the verifier), before anything is forwarded.
  if (match && !safeMethods.has(method)) {
    const refused = await botCheckRefusal(deps.botCheck, match.name, body, {
      address,
      hostname: new URL(deps.siteOrigin ?? url.origin).hostname,
    });
    if (refused) return json(refused.status, { message: refused.message }, setCookie);
  }
  const headers: Record<string, string> = {};
  for (const name of forwardedRequestHeaders) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  let upstream: Response;
  try {
    upstream = await deps.brandFetch(`${url.pathname}${url.search}`, { method, headers, body }, session.id);
  } catch (error) {
    const timedOut = error instanceof UpstreamTimeoutError;
    return json(timedOut ? 504 : 502, { message: SERVER_ERROR_MESSAGE }, setCookie);
  }
  if (upstream.status >= 500 || upstream.status === 401) {
    // The brand API failed (or refused the token even after a refresh): the browser gets the spec's message,
    // unless the answer carries a booking error code of spec 8.1, whose message the page shows.
    const text = await upstream.text().catch(() => '');
    let coded: unknown;
    try {
      const parsed = apiErrorBody.safeParse(JSON.parse(text));
      if (parsed.success && parsed.data.code !== undefined) coded = parsed.data;
    } catch {}
    if (coded) return json(upstream.status === 401 ? 502 : upstream.status, coded, setCookie);
    const status = upstream.status === 503 || upstream.status === 504 ? upstream.status : 502;
    return json(status, { message: SERVER_ERROR_MESSAGE }, setCookie);
  }
  const responseHeaders = new Headers(setCookie);
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
}

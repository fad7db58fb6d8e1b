import {
  API_CACHE_CONTROL,
  allowedMethods,
  apiErrorBody,
  DINER_ADDRESS_HEADER,
  type Endpoint,
  type EndpointName,
  endpoints,
  isJsonContentType,
  matchEndpoint,
  methodNotAllowedMessage,
  parseJsonBody,
  REQUEST_REFUSED_MESSAGES,
  SERVER_ERROR_MESSAGE,
  validationErrorBody,
} from '@fittizia/contract';
import type { z } from 'zod';
import { type BotCheck, botCheckRefusal } from './botcheck.server.ts';
import type { BrandFetch } from './brand-api.server.ts';
import { compressesAnswer, compressRead } from './compression.ts';
import type { FormCheck } from './form-check.ts';
import { log } from './logger.ts';
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
const forwardedResponseHeaders = ['content-type', 'x-request-id'];
/** The header that tells the brand API the diner's address (set here only: a browser's copy is never forwarded). */
const dinerAddressHeader = DINER_ADDRESS_HEADER.toLowerCase();
const safeMethods = new Set(['GET', 'HEAD']);

export interface PipelineDeps {
  brandFetch: BrandFetch;
  siteOrigin?: string | undefined;
  /** Limits per the rules' rate-limit classes (server/rate-limit.ts); none when absent. */
  rateLimiter?: RateLimiter | undefined;
  /** Read the client's address from X-Forwarded-For (TRUST_PROXY). */
  trustProxy?: boolean;
  /** The captcha of the calls whose rules name an action (server/botcheck.server.ts); off when absent. */
  botCheck?: BotCheck | undefined;
  /** The honeypot and fill-time check of the calls whose rules say `formCheck` (server/form-check.ts). */
  formCheck?: FormCheck | undefined;
}

/** A state-changing call must come from the site's own pages. */
export function isSameOrigin(request: Request, siteOrigin: string): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === siteOrigin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

function logVoucherError(status: number, detail: string): void {
  log('warn', 'voucher code not issued', { status, detail });
}

class BodyTooLarge extends Error {}

/**
 * Reads at most `limit` bytes of the body, as it streams: a declared Content-Length over the limit is refused
 * before a byte is read, and an undeclared body is cut off (and the stream cancelled) at the first chunk past it.
 */
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

/** The query as the brand API reads it: undefined when empty, a list for a repeated key. */
function queryOf(url: URL): Record<string, string | string[]> | undefined {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key);
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return Object.keys(out).length ? out : undefined;
}

type Refusal = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

const refuse = (status: number, message: string, extra: Record<string, unknown> = {}): Refusal => ({
  status,
  body: { message, ...extra },
});

/** A 400 naming the field (`body.firstName`), from the contract's schema. */
function invalid(where: 'params' | 'query' | 'body', error: z.core.$ZodError): Refusal {
  const { message, field } = validationErrorBody(error);
  const named = field ? `${where}.${field}` : where;
  return refuse(400, `Invalid request: ${named}: ${message}`, { field: named });
}

/**
 * The body, read once within the call's size cap (413) and checked once: JSON by its Content-Type (415),
 * well-formed, not nested too deeply, free of prototype keys, and valid for the call's contract schema (400
 * naming the field). Returns the bytes to forward and the parsed value the later steps read.
 */
async function checkedBody(
  request: Request,
  def: Endpoint,
): Promise<{ bytes: Uint8Array; value: unknown } | Refusal> {
  let bytes: Uint8Array;
  try {
    bytes = await readLimited(request, def.bodyLimit);
  } catch (error) {
    if (error instanceof BodyTooLarge)
      return refuse(413, REQUEST_REFUSED_MESSAGES.bodyTooLarge, { field: 'body' });
    return refuse(400, REQUEST_REFUSED_MESSAGES.badJson, { field: 'body' });
  }
  let value: unknown;
  if (bytes.byteLength > 0) {
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return refuse(415, REQUEST_REFUSED_MESSAGES.unsupportedMediaType, { field: 'body' });
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return refuse(400, REQUEST_REFUSED_MESSAGES.badJson, { field: 'body' });
    }
    const parsed = parseJsonBody(text);
    if (!parsed.ok) return refuse(400, parsed.message, { field: 'body' });
    value = parsed.value;
  }
  const checked = def.body.safeParse(value);
  if (!checked.success) return invalid('body', checked.error);
  return { bytes, value };
}

/**
 * `/api/$`: the one pipeline every browser call of the brand API goes through, each step reading the call's
 * rules from the contract's endpoint table (docs/endpoints.md), in this order:
 *
 * 1. method: a path of the table asked with another method answers 405 with `Allow` (never the HTML shell);
 *    anything else not in the table (and the token call) 404;
 * 2. origin: a state-changing call needs a same-origin Origin (403);
 * 3. rate limit, per the rules' class, before a byte of the body is read (429);
 * 4. the path parameters and query against the contract's schemas (400 naming the field);
 * 5. the body, streamed within the rules' size cap (413 before it is read when its length says so), then
 *    checked once: JSON, and the contract's body schema (400 naming the field);
 * 6. the bot checks the rules name: the honeypot and fill-time check (no keys needed), then the captcha when
 *    its keys are set;
 * 7. forwarded with the server-side headers under one deadline that aborts the socket; a booking create that
 *    timed out is settled by asking again with its Idempotency-Key, so the diner gets the reference made.
 *
 * Every answer's Cache-Control is set here, in `finish`, from the rules.
 */
export async function proxyRequest(request: Request, deps: PipelineDeps): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const match = matchEndpoint(method === 'HEAD' ? 'GET' : method, url.pathname);
  const def = match && match.name !== 'token' ? (endpoints[match.name] as Endpoint) : undefined;
  const setCookie: Record<string, string> = {};
  const finish = (response: Response | Refusal): Response => {
    const out =
      response instanceof Response
        ? response
        : new Response(JSON.stringify(response.body), {
            status: response.status,
            headers: { 'content-type': 'application/json', ...response.headers },
          });
    out.headers.set('cache-control', API_CACHE_CONTROL);
    for (const [name, value] of Object.entries(setCookie)) out.headers.set(name, value);
    return out;
  };

  // 1. Method.
  if (!def || !match) {
    const allow = url.pathname === endpoints.token.path ? [] : allowedMethods(url.pathname);
    if (allow.length > 0) {
      return finish({
        ...refuse(405, methodNotAllowedMessage(method, allow)),
        headers: { allow: allow.join(', ') },
      });
    }
    return finish(refuse(404, `No API route for ${method} ${url.pathname}`));
  }
  const name: EndpointName = match.name;
  const changes = !safeMethods.has(method);

  // 2. Origin.
  if (changes && !isSameOrigin(request, deps.siteOrigin ?? url.origin)) {
    return finish(refuse(403, 'Cross-site request refused'));
  }

  // 3. Rate limit: before a byte of the body is read.
  const session = sessionFrom(request);
  if (session.isNew) setCookie['set-cookie'] = sessionCookie(session.id);
  const address = clientAddress(request, deps.trustProxy ?? false);
  if (deps.rateLimiter) {
    const limited = await deps.rateLimiter.check(name, { sessionId: session.id, address });
    if (limited) return finish(limited);
  }

  // 4. Path parameters and query (NUL, dot segments, unknown keys...), before the body is read.
  const params = def.params.safeParse(Object.keys(match.params).length ? match.params : undefined);
  if (!params.success) return finish(invalid('params', params.error));
  const query = def.query.safeParse(queryOf(url));
  if (!query.success) return finish(invalid('query', query.error));

  // 5. The body: streamed within its cap, then one schema check.
  let body: { bytes: Uint8Array; value: unknown } | undefined;
  if (changes) {
    const checked = await checkedBody(request, def);
    if (!('bytes' in checked)) return finish(checked);
    body = checked;
  }

  // 6. Bot checks: after the rate limit (a refused caller cannot make us ask the verifier), before forwarding.
  if (def.formCheck && deps.formCheck) {
    const refused = deps.formCheck.check(request.headers);
    if (refused) {
      log('warn', 'form check refused a form', { call: name, reason: refused.reason });
      return finish(refuse(refused.status, refused.message));
    }
  }
  if (def.captchaAction) {
    const refused = await botCheckRefusal(
      deps.botCheck,
      name,
      def.captchaAction,
      body?.value,
      request.headers,
      {
        address,
        hostname: new URL(deps.siteOrigin ?? url.origin).hostname,
      },
    );
    if (refused) return finish(refuse(refused.status, refused.message));
  }

  // 7. Forward.
  const headers: Record<string, string> = {};
  for (const header of forwardedRequestHeaders) {
    const value = request.headers.get(header);
    if (value) headers[header] = value;
  }
  // The diner's address for the brand API's own limits: set here only (a browser's copy was not copied above).
  headers[dinerAddressHeader] = address;
  // A booking create always carries a key, so a create that times out can be settled by asking again.
  if (name === 'bookingCreate' && !headers['idempotency-key']) {
    headers['idempotency-key'] = `site-${crypto.randomUUID()}`;
  }
  const send = () =>
    deps.brandFetch(`${url.pathname}${url.search}`, { method, headers, body: body?.bytes }, session.id);
  let upstream: Response;
  try {
    upstream = await send();
  } catch (error) {
    const timedOut = error instanceof UpstreamTimeoutError;
    const settled = timedOut && name === 'bookingCreate' ? await settleBooking(send) : undefined;
    if (settled) {
      upstream = settled;
    } else {
      if (name === 'offerCode') logVoucherError(timedOut ? 504 : 502, String(error));
      return finish(refuse(timedOut ? 504 : 502, SERVER_ERROR_MESSAGE));
    }
  }
  // Spec 8.4: voucher errors are swallowed for the person (the offer page asks them to try again); here they
  // are logged, so a voucher that cannot be issued is seen.
  if (name === 'offerCode' && upstream.status >= 400) {
    const text = await upstream
      .clone()
      .text()
      .catch(() => '');
    logVoucherError(upstream.status, text.slice(0, 300));
  }
  if (upstream.status >= 500 || upstream.status === 401) {
    // The brand API failed (or refused the token even after a refresh): the browser gets the spec's message,
    // unless the answer carries a booking error code of spec 8.1, whose message the page shows.
    const text = await upstream.text().catch(() => '');
    let coded: Record<string, unknown> | undefined;
    try {
      const parsed = apiErrorBody.safeParse(JSON.parse(text));
      if (parsed.success && parsed.data.code !== undefined) coded = parsed.data;
    } catch {}
    if (coded) return finish({ status: upstream.status === 401 ? 502 : upstream.status, body: coded });
    const status = upstream.status === 503 || upstream.status === 504 ? upstream.status : 502;
    return finish(refuse(status, SERVER_ERROR_MESSAGE));
  }
  const responseHeaders = new Headers();
  for (const header of forwardedResponseHeaders) {
    const value = upstream.headers.get(header);
    if (value) responseHeaders.set(header, value);
  }
  const answer = new Response(upstream.body, { status: upstream.status, headers: responseHeaders });
  // A read of nothing personal is gzipped (the restaurant list is about 330 KB of JSON); personal answers are not.
  return finish(compressesAnswer(def) ? compressRead(request, answer) : answer);
}

/**
 * A booking create that got no answer in time may still have been made. Asked again with the same
 * Idempotency-Key, the brand API answers the stored booking (or waits for the first call to finish and then
 * answers it), so the diner is shown the reference that was made instead of a 504 that invites a second booking.
 */
async function settleBooking(send: () => Promise<Response>): Promise<Response | undefined> {
  try {
    const answer = await send();
    log('warn', 'booking create timed out; settled by its Idempotency-Key', { status: answer.status });
    return answer;
  } catch (error) {
    log('error', 'booking create timed out twice; the diner is told it failed', {
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}

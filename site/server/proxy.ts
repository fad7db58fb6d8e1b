import {
  API_CACHE_CONTROL,
  allowedMethods,
  apiErrorBody,
  checkAddress,
  checkRequest,
  DINER_ADDRESS_HEADER,
  type Endpoint,
  type EndpointName,
  endpoints,
  isJsonContentType,
  matchEndpoint,
  methodNotAllowedMessage,
  queryValues,
  REQUEST_REFUSED_MESSAGES,
  type RequestRefusal,
  SERVER_ERROR_MESSAGE,
} from '@fittizia/contract';
import { type BotCheck, botCheckRefusal } from './botcheck.server.ts';
import type { BrandFetch } from './brand-api.server.ts';
import { compressesAnswer, compressRead } from './compression.ts';
import type { FormCheck } from './form-check.ts';
import { log } from './logger.ts';
import { clientAddress, type RateLimiter } from './rate-limit.ts';
import { BROKEN, readCapped, TOO_LARGE } from './read-capped.ts';
import { sessionCookie, sessionFrom } from './session.ts';
import { sharedForward } from './table-search-share.ts';
import { UpstreamTimeoutError } from './upstream.ts';

export type { BrandFetch };

// Idempotency-Key lets a repeated call whose rules say `idempotencyKey` return the first answer instead of doing
// it twice (spec 7.2's booking create).
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

type Refusal = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

const refuse = (status: number, message: string, extra: Record<string, unknown> = {}): Refusal => ({
  status,
  body: { message, ...extra },
});

/** A refusal of the contract's request check, with its message, field and code as the brand API answers it. */
const contractRefusal = ({ status, message, field, code }: RequestRefusal): Refusal =>
  refuse(status, message, { ...(code === undefined ? {} : { code }), ...(field ? { field } : {}) });

/**
 * The body, read once within the call's size cap (413), as text: bytes that are not UTF-8 are no JSON (400, or
 * 415 when the Content-Type does not say JSON either, as the contract's check words it). Returns the bytes to
 * forward and their text for the contract's check.
 */
async function readBody(
  request: Request,
  def: Endpoint,
): Promise<{ bytes: Uint8Array; text: string } | Refusal> {
  const bytes = await readCapped(request, def.bodyLimit);
  if (bytes === TOO_LARGE) return refuse(413, REQUEST_REFUSED_MESSAGES.bodyTooLarge, { field: 'body' });
  if (bytes === BROKEN) return refuse(400, REQUEST_REFUSED_MESSAGES.badJson, { field: 'body' });
  try {
    return { bytes, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return isJsonContentType(request.headers.get('content-type'))
      ? refuse(400, REQUEST_REFUSED_MESSAGES.badJson, { field: 'body' })
      : refuse(415, REQUEST_REFUSED_MESSAGES.unsupportedMediaType, { field: 'body' });
  }
}

/** The calls a browser may make through `/api` (every one but those whose rules say `fromBrowser: false`). */
function browserCall(
  method: string,
  pathname: string,
): { name: EndpointName; def: Endpoint; params: Record<string, string> | undefined } | undefined {
  const match = matchEndpoint(method, pathname);
  const def = match ? (endpoints[match.name] as Endpoint) : undefined;
  if (!match || !def?.fromBrowser) return undefined;
  return { name: match.name, def, params: Object.keys(match.params).length ? match.params : undefined };
}

/**
 * `/api/$`: the one pipeline every browser call of the brand API goes through, each step reading the call's
 * rules from the contract's endpoint table (docs/endpoints.md), in this order:
 *
 * 1. method: a path of the table asked with another method answers 405 with `Allow` (never the HTML shell);
 *    anything else not in the table (and a call whose rules say `fromBrowser: false`, the token call) 404;
 * 2. origin: a state-changing call needs a same-origin Origin (403);
 * 3. rate limit, per the rules' class, before a byte of the body is read (429);
 * 4. the path parameters and query, by the contract's `checkAddress` (400 naming the field);
 * 5. the body, streamed within the rules' size cap (413 before it is read when its length says so), then the
 *    whole request checked once by the contract's `checkRequest`, as the brand API checks it: JSON, the body
 *    schema and the entry's cross-field rule (415/400 naming the field);
 * 6. the bot checks the rules name: the honeypot and fill-time check (no keys needed), then the captcha when
 *    its keys are set;
 * 7. forwarded with the server-side headers under one deadline that aborts the socket; a call whose rules say
 *    `idempotencyKey` (the booking create) that timed out is settled by asking again with its Idempotency-Key,
 *    so the diner gets the reference made; a call whose rules name a `failureLog` has its failures logged.
 *
 * Every answer gets the one Cache-Control, `API_CACHE_CONTROL` (no-store), here in `finish`.
 */
export async function proxyRequest(request: Request, deps: PipelineDeps): Promise<Response> {
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const call = browserCall(method === 'HEAD' ? 'GET' : method, url.pathname);
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
  if (!call) {
    const allow = allowedMethods(url.pathname).filter((m) => browserCall(m, url.pathname));
    if (allow.length > 0) {
      return finish({
        ...refuse(405, methodNotAllowedMessage(method, allow)),
        headers: { allow: allow.join(', ') },
      });
    }
    return finish(refuse(404, `No API route for ${method} ${url.pathname}`));
  }
  const { name, def, params } = call;
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
  const query = queryValues(url.searchParams);
  const checkedAddress = checkAddress(def, { params, query });
  if (!checkedAddress.ok) return finish(contractRefusal(checkedAddress.refusal));

  // 5. The body: streamed within its cap, then the whole request checked once, as the brand API checks it.
  let bytes: Uint8Array | undefined;
  let text = '';
  if (changes) {
    const read = await readBody(request, def);
    if (!('bytes' in read)) return finish(read);
    ({ bytes, text } = read);
  }
  const checked = checkRequest(def, {
    params,
    query,
    bodyText: text,
    contentType: request.headers.get('content-type'),
  });
  if (!checked.ok) return finish(contractRefusal(checked.refusal));

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
      checked.body,
      request.headers,
      {
        address,
        hostname: new URL(deps.siteOrigin ?? url.origin).hostname,
      },
    );
    if (refused) return finish(refuse(refused.status, refused.message));
  }

  // 7. Forward (identical table searches within a few seconds share one answer, server/table-search-share.ts).
  const headers: Record<string, string> = {};
  for (const header of forwardedRequestHeaders) {
    const value = request.headers.get(header);
    if (value) headers[header] = value;
  }
  // The diner's address for the brand API's own limits: set here only (a browser's copy was not copied above).
  headers[dinerAddressHeader] = address;
  // A call whose rules say `idempotencyKey` always carries a key: one that timed out is settled by asking again.
  if (def.idempotencyKey && !headers['idempotency-key']) {
    headers['idempotency-key'] = `site-${crypto.randomUUID()}`;
  }
  const send = sharedForward(name, query ?? {}, () =>
    deps.brandFetch(`${url.pathname}${url.search}`, { method, headers, body: bytes }, session.id),
  );
  let upstream: Response;
  try {
    upstream = await send();
  } catch (error) {
    const timedOut = error instanceof UpstreamTimeoutError;
    const settled = timedOut && def.idempotencyKey ? await settleByIdempotencyKey(name, send) : undefined;
    if (settled) {
      upstream = settled;
    } else {
      if (def.failureLog)
        log('warn', def.failureLog, { status: timedOut ? 504 : 502, detail: String(error) });
      return finish(refuse(timedOut ? 504 : 502, SERVER_ERROR_MESSAGE));
    }
  }
  // A call whose failures the page does not show (its rules name a `failureLog`) has them logged, so they are seen.
  if (def.failureLog && upstream.status >= 400) {
    const detail = await upstream
      .clone()
      .text()
      .catch(() => '');
    log('warn', def.failureLog, { status: upstream.status, detail: detail.slice(0, 300) });
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
 * A call whose rules say `idempotencyKey` (the booking create) that got no answer in time may still have been
 * made. Asked again with the same Idempotency-Key, the brand API answers what was stored (or waits for the first
 * call to finish and then answers it), so the diner is shown the reference that was made instead of a 504 that
 * invites a second booking.
 */
async function settleByIdempotencyKey(
  call: EndpointName,
  send: () => Promise<Response>,
): Promise<Response | undefined> {
  try {
    const answer = await send();
    log('warn', 'call timed out; settled by its Idempotency-Key', { call, status: answer.status });
    return answer;
  } catch (error) {
    log('error', 'call timed out twice; the diner is told it failed', {
      call,
      error: error instanceof Error ? error.message : String(error),
    });
    return undefined;
  }
}

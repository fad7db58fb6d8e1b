import {
  allowedMethods,
  BOOKING_MESSAGES,
  type CallOutput,
  checkRequest,
  type Endpoint,
  type EndpointName,
  type Endpoints,
  endpoints,
  methodNotAllowedMessage,
  pathParamNames,
  queryValues,
  routePattern,
} from '@fittizia/contract';
import { delay, HttpResponse, type HttpResponseResolver, http, type RequestHandler } from 'msw';

/* How a mock answers one call of the endpoint table: the contract's request check first, as the brand API. */

/** Matches the spec's path on any origin (same-origin in the browser, the brand API in Node). */
export function urlPattern(name: EndpointName): string {
  return `*${routePattern((endpoints[name] as Endpoint).path)}`;
}

/** The brand API's error body (contract `apiErrorBody`, which allows more fields). */
export interface MockErrorBody {
  message: string;
  code?: number;
  bookingStatus?: number;
  reason?: string;
  detail?: string;
  success?: boolean;
  field?: string;
}

/**
 * The answer of a card submit that does not succeed, as the brand API gives it: 422 for a declined card and for
 * a nonce that is unknown (`invalid`), 502 for a gateway failure; each with the card form's message.
 */
export function cardSubmitFailure(reason: 'declined' | 'invalid' | 'failed', detail: string) {
  return HttpResponse.json<MockErrorBody>(
    { message: BOOKING_MESSAGES.cardSubmitFailed, reason, detail },
    { status: reason === 'failed' ? 502 : 422 },
  );
}

/**
 * An MSW handler for one call of the endpoint table. The resolver's JSON answer is
 * typed by the contract's response schema.
 */
export function mockEndpoint<N extends EndpointName>(
  name: N,
  resolver: HttpResponseResolver<Record<string, string>, never, CallOutput<Endpoints[N]> | MockErrorBody>,
): RequestHandler {
  const def = endpoints[name] as Endpoint;
  const method = def.method === 'GET' ? http.get : http.post;
  const answer = resolver as unknown as HttpResponseResolver;
  return method(urlPattern(name), async (info) => {
    const refusal = await refusalOf(def, info.request, info.params as Record<string, string>);
    return refusal ?? answer(info);
  }) as RequestHandler;
}

/**
 * The brand API's answer to a request it refuses, or undefined when it accepts it: the contract's
 * `checkRequest`, the very check the brand API runs before any handler, so a mock never accepts what the
 * brand API refuses.
 */
export async function refusalOf(
  def: Endpoint,
  request: Request,
  params: Record<string, string>,
): Promise<Response | undefined> {
  // MSW also names the leading `*` of the pattern (`0`): only the path's own parameters are the call's.
  const names = pathParamNames(def.path);
  const checked = checkRequest(def, {
    params: names.length ? Object.fromEntries(names.map((n) => [n, params[n] ?? ''])) : undefined,
    query: queryValues(new URL(request.url).searchParams),
    bodyText: def.method === 'POST' ? await request.clone().text() : '',
    contentType: request.headers.get('content-type'),
  });
  if (checked.ok) return undefined;
  const { status, message, field, code } = checked.refusal;
  return HttpResponse.json<MockErrorBody>(
    { message, ...(code === undefined ? {} : { code }), ...(field ? { field } : {}) },
    { status },
  );
}

/**
 * 405 with `Allow` for a path of the endpoint table asked with a method the contract does not define for it
 * (PUT, DELETE, PATCH...), as the brand API and the site's `/api` pipeline answer; anything else passes on.
 */
export function methodNotAllowed(): RequestHandler {
  return http.all('*/api/*', ({ request }) => {
    const { pathname } = new URL(request.url);
    const allow = allowedMethods(pathname);
    const method = request.method.toUpperCase();
    if (allow.length === 0 || allow.includes(method as 'GET' | 'POST') || method === 'HEAD') return undefined;
    return HttpResponse.json(
      { message: methodNotAllowedMessage(method, allow) },
      { status: 405, headers: { allow: allow.join(', ') } },
    );
  });
}

/** A handler that never answers: the caller stays in its loading state. */
export const loadingForever = <N extends EndpointName>(name: N) =>
  mockEndpoint(name, (async () => {
    await delay('infinite');
    // never reached: the request stays pending
    return HttpResponse.json({ message: 'unreachable' }, { status: 500 });
  }) as Parameters<typeof mockEndpoint<N>>[1]);

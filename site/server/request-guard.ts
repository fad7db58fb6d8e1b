import {
  hasControlCharacter,
  MAX_HEADER_VALUE_LENGTH,
  MAX_PATH_LENGTH,
  MAX_QUERY_LENGTH,
  REQUEST_REFUSED_MESSAGES,
} from '@fittizia/contract';

/**
 * The first thing every request meets (installed as a Nitro plugin by `nitro-guard.ts`, before h3's own URL
 * checks and before TanStack Start): bad input is refused with a clear 4xx here, and a path with a leading
 * run of slashes is handed on to the redirect step, so that it gets the site's single 301 to its final
 * target instead of Start's 308 to a half-cleaned path.
 */
export type GuardVerdict =
  | { action: 'pass' }
  | { action: 'refuse'; status: 400 | 414 | 431; message: string }
  /** The path began with `//`: carry on with `path` (one leading slash) and redirect to its final target. */
  | { action: 'redirect'; path: string };

/** Marks a request the guard rewrote (a Symbol on the Request object: a client cannot send it). */
export const GUARD_MARK = Symbol.for('fittizia.request-guard');
export type GuardMark = { refuse: 400 | 414 | 431 } | { redirect: true };

export function guardMarkOf(request: Request): GuardMark | undefined {
  return (request as unknown as Record<symbol, GuardMark | undefined>)[GUARD_MARK];
}

export function markRequest(request: Request, mark: GuardMark): Request {
  (request as unknown as Record<symbol, GuardMark>)[GUARD_MARK] = mark;
  return request;
}

const refuse = (status: 400 | 414 | 431, message: string): GuardVerdict => ({
  action: 'refuse',
  status,
  message,
});

/** Does every percent-escape decode (UTF-8 included) to something without control characters? */
function decodesCleanly(text: string, plusIsSpace: boolean): 'ok' | 'malformed' | 'control' {
  let decoded: string;
  try {
    decoded = decodeURIComponent(plusIsSpace ? text.replace(/\+/g, ' ') : text);
  } catch {
    return 'malformed';
  }
  return hasControlCharacter(decoded) ? 'control' : 'ok';
}

/** The raw path and query as the client sent them (no normalisation by a URL parser). */
function rawTarget(url: string): { path: string; query: string } {
  const afterOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '');
  const hash = afterOrigin.indexOf('#');
  const target = hash >= 0 ? afterOrigin.slice(0, hash) : afterOrigin;
  const q = target.indexOf('?');
  return q >= 0
    ? { path: target.slice(0, q) || '/', query: target.slice(q + 1) }
    : { path: target || '/', query: '' };
}

export function checkRequest(request: Request): GuardVerdict {
  const { path, query } = rawTarget(request.url);
  if (path.length > MAX_PATH_LENGTH) return refuse(414, REQUEST_REFUSED_MESSAGES.pathTooLong);
  if (query.length > MAX_QUERY_LENGTH) return refuse(414, REQUEST_REFUSED_MESSAGES.queryTooLong);
  for (const [, value] of request.headers) {
    if (value.length > MAX_HEADER_VALUE_LENGTH) return refuse(431, REQUEST_REFUSED_MESSAGES.headerTooLarge);
  }
  if (hasControlCharacter(path)) return refuse(400, REQUEST_REFUSED_MESSAGES.badPath);
  const pathState = decodesCleanly(path, false);
  if (pathState === 'malformed') return refuse(400, REQUEST_REFUSED_MESSAGES.badPath);
  if (pathState === 'control') return refuse(400, REQUEST_REFUSED_MESSAGES.controlCharacter);
  if (query) {
    for (const part of query.split('&')) {
      const state = decodesCleanly(part, true);
      if (state === 'malformed') return refuse(400, REQUEST_REFUSED_MESSAGES.badPath);
      if (state === 'control') return refuse(400, REQUEST_REFUSED_MESSAGES.controlCharacter);
    }
  }
  // `//x` and `/\x` (which browsers read as `//x`): a leading run of slashes.
  if (/^\/[\\/]/.test(path)) return { action: 'redirect', path: path.replace(/^[\\/]+/, '/') };
  return { action: 'pass' };
}

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** The JSON answer of a refused API call. */
export function refusedJson(status: number, message: string): Response {
  return new Response(JSON.stringify({ message }), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * Wraps the server's fetch: refused API calls get their JSON 4xx at once; a refused page is rendered by the
 * site as its error page (the request is replaced by a plain GET of `/` marked with the status, see
 * `__root.tsx` and `start.ts`); a leading run of slashes carries on, marked, to the redirect step.
 */
export function guardFetch(
  inner: Fetch,
  /** Finishes the answers the guard makes itself (which never reach the server's response hooks). */
  finish: (response: Response, request: Request) => Response = (response) => response,
): Fetch {
  return (request) => {
    const verdict = checkRequest(request);
    if (verdict.action === 'pass') return inner(request);
    const { path } = rawTarget(request.url);
    const origin = new URL(request.url).origin;
    if (verdict.action === 'refuse') {
      if (isApiPath(path.replace(/^\/+/, '/')))
        return finish(refusedJson(verdict.status, verdict.message), request);
      const headers = new Headers();
      for (const name of ['accept', 'accept-encoding', 'accept-language', 'cookie', 'user-agent', 'host']) {
        const value = request.headers.get(name);
        if (value && value.length <= MAX_HEADER_VALUE_LENGTH) headers.set(name, value);
      }
      const page = new Request(`${origin}/`, { method: request.method === 'HEAD' ? 'HEAD' : 'GET', headers });
      return inner(markRequest(page, { refuse: verdict.status }));
    }
    const { query } = rawTarget(request.url);
    if (isApiPath(verdict.path)) {
      // API paths are never normalised further: one hop to the single-slash form.
      return finish(
        new Response(null, {
          status: 301,
          headers: { location: `${verdict.path}${query ? `?${query}` : ''}`, 'cache-control': 'no-store' },
        }),
        request,
      );
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const next = new Request(`${origin}${verdict.path}${query ? `?${query}` : ''}`, {
      method: request.method,
      headers: request.headers,
      ...(hasBody ? { body: request.body, duplex: 'half' } : {}),
    } as RequestInit);
    return inner(markRequest(next, { redirect: true }));
  };
}

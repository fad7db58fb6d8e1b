import { MAX_CONTACT_BODY_BYTES, MAX_JSON_BODY_BYTES, REQUEST_REFUSED_MESSAGES } from '@fittizia/contract';
import { BROKEN, readCapped, TOO_LARGE } from './read-capped.ts';
import { GUARD_MARK, isApiPath, refusedJson } from './request-guard.ts';
import { CSP_REPORT_PATH } from './security-headers.ts';
import { isServerFnPath } from './server-fn-guard.ts';
import { shortPage } from './short-page.ts';

/**
 * Methods and bodies, before anything reads a body (installed by `nitro-guard.ts`, inside the request guard):
 * every request that is not GET or HEAD is refused or let through here, in the order the `/api` pipeline uses
 * (`proxy.ts`): the method (405 with `Allow`), the Origin (403), then the body within its route's cap (413).
 * A declared `Content-Length` over the cap is refused before a byte is read; a body without one is counted as
 * it streams and cut off at the first chunk past the cap. A body within its cap is read here once and handed on
 * as bytes, so no handler behind reads more than the cap.
 *
 * `/api/*` and `/csp-report` keep their own order and caps: the pipeline's (the endpoint table's `bodyLimit`,
 * `bodyLimitFor`) and the report handler's (`CSP_REPORT_MAX_BYTES`, `csp-reports.ts`); reports come from any
 * page, so they have no Origin check.
 */
export const BODY_CAPS = {
  /** A server-function call (`/_serverFn/...`): a JSON payload, as small as an ordinary `/api` call's. */
  serverFn: MAX_JSON_BODY_BYTES,
  /** A page's own form (find my booking, manage, attend, standby, unsubscribe): a few short fields, read here. */
  form: MAX_JSON_BODY_BYTES,
  /**
   * Any other page: only a form sent before the page's code loaded, answered without reading its body
   * (`no-script-post.ts`); as large as the largest of the site's forms (the contact form with its attachments),
   * so that one still gets that page.
   */
  page: MAX_CONTACT_BODY_BYTES,
} as const;

/** What a page's answer to a method it does not take lists: the page forms take their posts too. */
export const PAGE_METHODS = ['GET', 'HEAD'] as const;
export const FORM_PAGE_METHODS = ['GET', 'HEAD', 'POST'] as const;

/** The answer to a server-function call from another site (the words of the `/api` pipeline's). */
export const CROSS_SITE_MESSAGE = 'Cross-site request refused';

export const CROSS_SITE_TITLE = 'This form was sent from another website';
export const TOO_LARGE_TITLE = 'That was too much to send';
export const METHOD_TITLE = 'This page cannot take that request';

type Fetch = (request: Request) => Response | Promise<Response>;

const declaredLength = (request: Request) => Number(request.headers.get('content-length') ?? '0');

/**
 * The request again with the body already read: the same method, address and headers, and what the server put
 * on the request (the client's address, the runtime, `waitUntil`, the request guard's mark).
 */
export function withBody(request: Request, body: Uint8Array<ArrayBuffer>): Request {
  const headers = new Headers(request.headers);
  headers.delete('transfer-encoding');
  if (body.byteLength > 0) headers.set('content-length', String(body.byteLength));
  const next = new Request(request.url, {
    method: request.method,
    headers,
    ...(body.byteLength > 0 ? { body } : {}),
  });
  const carried = request as unknown as Record<PropertyKey, unknown>;
  for (const key of ['ip', 'runtime', 'waitUntil', GUARD_MARK] as const) {
    const value = carried[key];
    if (value !== undefined)
      Object.defineProperty(next, key, { value, configurable: true, enumerable: true });
  }
  return next;
}

/** The page's own path, to link back to. */
const pathOf = (request: Request) => new URL(request.url).pathname;

function crossSitePage(request: Request): Response {
  return shortPage({
    status: 403,
    title: CROSS_SITE_TITLE,
    message:
      'For your safety this site only takes forms sent from its own pages, so nothing you sent was read or kept.',
    back: {
      path: pathOf(request),
      label: 'Go to the page on this site',
      after: ' and send the form from there.',
    },
  });
}

function tooLargePage(request: Request): Response {
  return shortPage({
    status: 413,
    title: TOO_LARGE_TITLE,
    message: 'The form sent more than this page takes, so it was refused unread: nothing was sent or kept.',
    back: { path: pathOf(request), label: 'Go back to the page' },
  });
}

function brokenPage(request: Request): Response {
  return shortPage({
    status: 400,
    title: 'The form did not arrive in full',
    message: 'The connection broke off while the form was being sent, so nothing was sent or kept.',
    back: { path: pathOf(request), label: 'Go back to the page', after: ' and send it again.' },
  });
}

function methodNotAllowedPage(request: Request, allow: readonly string[]): Response {
  return shortPage({
    status: 405,
    title: METHOD_TITLE,
    message: `This address takes ${allow.join(', ')}, not ${request.method.toUpperCase()}; nothing was done.`,
    back: { path: pathOf(request), label: 'Open the page' },
    headers: { allow: allow.join(', ') },
  });
}

/** A state-changing request from the site's own pages: the `/api` pipeline's rule (`isSameOrigin`, `proxy.ts`). */
async function fromSite(request: Request, siteOrigin: string): Promise<boolean> {
  const { isSameOrigin } = await import('./proxy.ts');
  return isSameOrigin(request, siteOrigin);
}

/** The pages whose forms post to their own address and are answered by their route (`POST` handlers). */
async function isFormPage(pathname: string): Promise<boolean> {
  const [{ isManageFormPath }, { isStandbyFormPath }, { isOrganiserFormPath }, { isPreorderFormPath }] =
    await Promise.all([
      import('./manage-booking.ts'),
      import('./standby-form.ts'),
      import('./preorder-organiser-form.ts'),
      import('./preorder-path.ts'),
    ]);
  return (
    isManageFormPath(pathname) ||
    isStandbyFormPath(pathname) ||
    isOrganiserFormPath(pathname) ||
    isPreorderFormPath(pathname)
  );
}

/**
 * The answer to a request refused here, or the request to carry on with (its body, when it has one, read within
 * its cap). GET and HEAD, `/api/*` and `/csp-report` carry on untouched.
 */
export async function checkBody(request: Request, siteOrigin: string): Promise<Response | Request> {
  const method = request.method.toUpperCase();
  if (method === 'GET' || method === 'HEAD') return request;
  const { pathname } = new URL(request.url);
  if (isApiPath(pathname) || pathname === CSP_REPORT_PATH) return request;

  if (isServerFnPath(pathname)) {
    // Other methods get their 400 from `server-fn-guard.ts`, with nothing read.
    if (method !== 'POST') return request;
    if (!(await fromSite(request, siteOrigin))) return refusedJson(403, CROSS_SITE_MESSAGE);
    const body = await readCapped(request, BODY_CAPS.serverFn);
    if (body === TOO_LARGE) return refusedJson(413, REQUEST_REFUSED_MESSAGES.bodyTooLarge);
    if (body === BROKEN) return refusedJson(400, REQUEST_REFUSED_MESSAGES.badJson);
    return withBody(request, body);
  }

  // A marketing e-mail's one-click unsubscribe (RFC 8058): its POST comes from a mail provider's servers with no
  // Origin, cookie or token, so it is the one page form let through without the Origin check; the signed token in
  // its address is its whole authority and all it can do is stop marketing to that address (`unsubscribe.ts`).
  const { isUnsubscribePath } = await import('./unsubscribe.ts');
  if (isUnsubscribePath(pathname)) {
    if (method !== 'POST') return methodNotAllowedPage(request, FORM_PAGE_METHODS);
    const body = await readCapped(request, BODY_CAPS.form);
    if (body === TOO_LARGE) return tooLargePage(request);
    if (body === BROKEN) return brokenPage(request);
    return withBody(request, body);
  }

  // A page. Its own form takes a POST; any other page only the form a browser sent before the page's code
  // loaded, which is answered without reading its body.
  if (await isFormPage(pathname)) {
    if (method !== 'POST') return methodNotAllowedPage(request, FORM_PAGE_METHODS);
    if (!(await fromSite(request, siteOrigin))) return crossSitePage(request);
    const body = await readCapped(request, BODY_CAPS.form);
    if (body === TOO_LARGE) return tooLargePage(request);
    if (body === BROKEN) return brokenPage(request);
    return withBody(request, body);
  }
  const { isNoScriptPost } = await import('./no-script-post.ts');
  if (!isNoScriptPost(request)) return methodNotAllowedPage(request, PAGE_METHODS);
  if (!(await fromSite(request, siteOrigin))) return crossSitePage(request);
  if (declaredLength(request) > BODY_CAPS.page) return tooLargePage(request);
  return request;
}

/** Wraps the server's fetch (inside the request guard): refusals here are finished by `finish`. */
export function guardBodies(
  inner: Fetch,
  siteOrigin: () => string,
  finish: (response: Response, request: Request) => Response = (response) => response,
): Fetch {
  return (request) => {
    const method = request.method.toUpperCase();
    if (method === 'GET' || method === 'HEAD') return inner(request);
    return checkBody(request, siteOrigin()).then((next) =>
      next instanceof Response ? finish(next, request) : inner(next),
    );
  };
}

import {
  BrandApiError,
  type BrandClient,
  CONTENT_MESSAGES,
  CONTENT_PREVIEW_COOKIE,
  type ContentPage,
} from '@fittizia/contract';
import { readCookie } from './session.ts';
import { shortPage } from './short-page.ts';

/*
 * Preview on the site (docs/content.md, "Preview on the site"). An editor's preview link,
 * `/preview?token=<token>&to=<path>`, is checked with the brand API (contentPreviewSession) and turns into an
 * HttpOnly cookie that only this server reads. The token is opaque here: the brand API signed it and only the
 * brand API says whether it is valid. A request that carries the cookie (valid, expired or forged) is never
 * shared: no page cache, `private, no-store`, `noindex` (server/http-cache.server.ts). Only a valid one shows
 * drafts, read with contentPreviewPage, a private call no cache keeps.
 */

/** The cookie's name: `__Host-` prefixed when it is Secure (the browser then refuses a Domain or another Path). */
export const previewCookieName = (secure: boolean) =>
  secure ? `__Host-${CONTENT_PREVIEW_COOKIE}` : CONTENT_PREVIEW_COOKIE;

/** Both names a request may carry it under (a site moved from http to https in development, or a forgery). */
const COOKIE_NAMES = [previewCookieName(true), previewCookieName(false)];

/** The preview token a request carries, if any (whatever it is worth). */
export function previewTokenOf(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  for (const name of COOKIE_NAMES) {
    const value = readCookie(header, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Whether the request carries a preview cookie at all: such a request is never answered from or into a cache. */
export const hasPreviewCookie = (request: Request) => previewTokenOf(request) !== undefined;

/** `Set-Cookie` for a valid token, until it expires. */
export function previewCookie(token: string, expiresAt: Date, options: { secure: boolean; now?: number }) {
  const seconds = Math.max(0, Math.floor((expiresAt.getTime() - (options.now ?? Date.now())) / 1000));
  return `${previewCookieName(options.secure)}=${encodeURIComponent(token)}; Path=/; Max-Age=${seconds}; ${
    options.secure ? 'Secure; ' : ''
  }HttpOnly; SameSite=Lax`;
}

/** `Set-Cookie` headers that remove the cookie under both names. */
export const clearPreviewCookies = (secure: boolean) => [
  `${previewCookieName(true)}=; Path=/; Max-Age=0; Secure; HttpOnly; SameSite=Lax`,
  `${previewCookieName(false)}=; Path=/; Max-Age=0; ${secure ? 'Secure; ' : ''}HttpOnly; SameSite=Lax`,
];

const hasControl = (text: string) =>
  [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * Where `to` may lead: a path of this site only (`/kids`, `/whats-on/quiz-night?x=1#y`), else `/`. Refused:
 * another origin (`https://…`, `//host`, `/\host`, which browsers read as `//host`), a scheme (`javascript:`),
 * control characters and anything that, resolved against the site, leaves it.
 */
export function safeReturnPath(to: string | null | undefined): string {
  if (!to || to.length > 500 || !to.startsWith('/') || /[\\\s]/.test(to) || hasControl(to)) return '/';
  if (to.startsWith('//')) return '/';
  const base = 'https://site.invalid';
  let url: URL;
  try {
    url = new URL(to, base);
  } catch {
    return '/';
  }
  if (url.origin !== base) return '/';
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What the brand API says of a token: valid (whose, until when), or why not. */
export type PreviewCheck =
  | { valid: true; token: string; editor: string; expiresAt: Date }
  | { valid: false; message: string };

/** Why a refused token is refused, in the contract's words: expired, or not valid (anything else). */
function refusal(error: unknown): { valid: false; message: string } | undefined {
  if (!(error instanceof BrandApiError)) return undefined;
  if (error.status !== 401 && error.status !== 400 && error.status !== 403) return undefined;
  const expired = error.message === CONTENT_MESSAGES.previewExpired;
  return {
    valid: false,
    message: expired ? CONTENT_MESSAGES.previewExpired : CONTENT_MESSAGES.previewInvalid,
  };
}

/** Asks the brand API about a token. An outage (5xx, no answer) is thrown: it says nothing about the token. */
export async function checkPreviewToken(client: BrandClient, token: string): Promise<PreviewCheck> {
  if (token === '' || token.length > 1000) return { valid: false, message: CONTENT_MESSAGES.previewInvalid };
  try {
    const session = await client.call('contentPreviewSession', { body: { token } });
    return { valid: true, token, editor: session.editor, expiresAt: new Date(session.expiresAt) };
  } catch (error) {
    const refused = refusal(error);
    if (refused) return refused;
    throw error;
  }
}

/** Every preview answer: never kept by anyone, never indexed. */
export const PREVIEW_HEADERS = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex' } as const;

function seeOther(location: string, cookies: string[]): Response {
  const headers = new Headers({ location, ...PREVIEW_HEADERS });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/**
 * `GET /preview?token=&to=`: a valid token sets the cookie and goes (303) to `to` (a path of this site, else
 * `/`); an invalid or expired one is a short page saying so, and no cookie (one already set is removed).
 */
export async function handlePreview(
  request: Request,
  deps: { client: BrandClient; secure: boolean; now?: number },
): Promise<Response> {
  const url = new URL(request.url);
  const to = safeReturnPath(url.searchParams.get('to'));
  const check = await checkPreviewToken(deps.client, url.searchParams.get('token') ?? '');
  if (check.valid) {
    return seeOther(to, [
      previewCookie(check.token, check.expiresAt, {
        secure: deps.secure,
        ...(deps.now !== undefined && { now: deps.now }),
      }),
    ]);
  }
  const page = shortPage({
    status: 403,
    title: 'Preview not available',
    message: check.message,
    back: { path: to, label: 'Go to the page without preview' },
    headers: { ...PREVIEW_HEADERS },
  });
  for (const cookie of clearPreviewCookies(deps.secure)) page.headers.append('set-cookie', cookie);
  return page;
}

/** `GET /preview/exit?to=`: removes the cookie and goes (303) back to `to` (a path of this site, else `/`). */
export function handlePreviewExit(request: Request, deps: { secure: boolean }): Response {
  const to = safeReturnPath(new URL(request.url).searchParams.get('to'));
  return seeOther(to, clearPreviewCookies(deps.secure));
}

/** What a page shows of the preview: off (no cookie), on (drafts), or ended (published content, and why). */
export type PreviewState = { state: 'on' } | { state: 'ended'; message: string };

/**
 * The preview of a request, asked of the brand API once per request. An outage of the brand API ends nothing
 * and shows nothing: the page is published content with the bar saying preview is unavailable.
 */
const checks = new WeakMap<Request, Promise<PreviewCheck | undefined>>();
export function requestPreviewCheck(
  request: Request,
  client: BrandClient,
): Promise<PreviewCheck | undefined> {
  let check = checks.get(request);
  if (!check) {
    const token = previewTokenOf(request);
    check =
      token === undefined
        ? Promise.resolve(undefined)
        : checkPreviewToken(client, token).catch(
            (): PreviewCheck => ({ valid: false, message: PREVIEW_UNAVAILABLE }),
          );
    checks.set(request, check);
  }
  return check;
}

/** The bar's words when the brand API could not say whether the preview is valid. */
export const PREVIEW_UNAVAILABLE = 'Preview is unavailable at the moment: the published pages are shown';

/** The draft of a content page for a valid preview: a private call, never through a cache. */
export async function readDraft(client: BrandClient, token: string, id: string): Promise<ContentPage> {
  const { revision: _revision, ...page } = await client.call('contentPreviewPage', { body: { token, id } });
  return page;
}

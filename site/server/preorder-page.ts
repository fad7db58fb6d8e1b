import {
  BrandApiError,
  type BrandClient,
  buildPath,
  PREORDER_GUEST_KEY_PATTERN,
  PREORDER_MESSAGES,
  PREORDER_PATH,
  type PreorderGuestRequest,
  type PreorderView,
  preorderEntryProblems,
  preorderErrorsFromApi,
  preorderFormToRequest,
} from '@fittizia/contract';
import { seeOther } from './manage-booking.ts';
import { readCookie } from './session.ts';

/*
 * The guests' pre-order page, `/pre-order/<guests' token>` (docs/preorders-site.md). Its form posts to
 * the page's own address with or without JavaScript. The post is turned into `preorderAddGuest` or
 * `preorderChangeGuest` through the brand API, then answered with a 303 back to the page. On a refusal, what was
 * typed and the messages ride in a short-lived HttpOnly cookie for that pre-order (never in the address), and the
 * page shows them. An add's answer holds the guest's key: it is kept in an HttpOnly cookie named for the pre-order,
 * so this browser can see and change its own entry later, and never anyone else's. With JavaScript the form
 * posts the same way with `accept: application/json` and gets the page's state back, without a reload.
 */

export { isPreorderFormPath } from './preorder-path.ts';

const referenceOf = (token: string) => token.split('.')[0] ?? '';

/** The guest's cookie for one pre-order: `__Host-` and Secure on an https site (a plain name on http://localhost). */
export const preorderCookieName = (reference: string, secure: boolean) =>
  `${secure ? '__Host-' : ''}preorder-${reference}`;
const flashCookieName = (reference: string, secure: boolean) =>
  `${preorderCookieName(reference, secure)}-typed`;
/** A guest's key lasts as long as a pre-order can (the cut-off is at most a year away). */
const KEY_MAX_AGE_SECONDS = 366 * 24 * 60 * 60;
const FLASH_MAX_AGE_SECONDS = 120;

const cookie = (name: string, value: string, maxAge: number, secure: boolean) =>
  `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

export interface OwnGuest {
  guestId: string;
  guestKey: string;
}

/** This browser's guest of a pre-order (its id and key), if it has one. */
export function ownGuestOf(request: Request, token: string, secure: boolean): OwnGuest | undefined {
  const raw = readCookie(request.headers.get('cookie'), preorderCookieName(referenceOf(token), secure));
  const [guestId, guestKey] = (raw ?? '').split('~');
  if (!guestId || !/^\d{1,12}$/.test(guestId) || !guestKey || !PREORDER_GUEST_KEY_PATTERN.test(guestKey))
    return undefined;
  return { guestId, guestKey };
}

export interface Typed {
  values: Partial<PreorderGuestRequest>;
  errors: Record<string, string>;
  intent: 'add' | 'change';
}

/** What was typed in a refused post and its messages (the page after the 303 shows them). */
export function typedOf(request: Request, token: string, secure: boolean): Typed | undefined {
  const raw = readCookie(request.headers.get('cookie'), flashCookieName(referenceOf(token), secure));
  if (!raw) return undefined;
  try {
    return JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Typed;
  } catch {
    return undefined;
  }
}

/** A client whose pre-order calls carry this browser's guest key. */
export type KeyedClient = (key: string | undefined) => BrandClient;

/** The page's state: the view as this browser's guest sees it. */
export async function preorderViewFor(
  client: KeyedClient,
  token: string,
  own?: OwnGuest,
): Promise<PreorderView> {
  return client(own?.guestKey).call('preorderView', { params: { token } });
}

export interface FormOutcome {
  status: 'saved' | 'refused';
  view?: PreorderView;
  typed?: Typed;
  setCookies: string[];
}

/** Runs one post of the page's form: the entry checked as the brand API checks it, then the add or the change. */
export async function runPreorderForm(
  request: Request,
  token: string,
  client: KeyedClient,
  secure: boolean,
): Promise<FormOutcome> {
  const own = ownGuestOf(request, token, secure);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get('intent') === 'change' && own ? 'change' : 'add';
  const view = await preorderViewFor(client, token, own);
  const body = preorderFormToRequest(form, view);
  // A note far over its limit is cut to keep the cookie small; the message still says what the limit is.
  const kept = { ...body, ...(body.note ? { note: body.note.slice(0, 1000) } : {}) };
  const refuse = (errors: Record<string, string>): FormOutcome => {
    const typed: Typed = { values: kept, errors, intent };
    const value = Buffer.from(JSON.stringify(typed), 'utf8').toString('base64url');
    return {
      status: 'refused',
      view,
      typed,
      setCookies: [cookie(flashCookieName(referenceOf(token), secure), value, FLASH_MAX_AGE_SECONDS, secure)],
    };
  };
  if (view.state !== 'open') return refuse({ form: PREORDER_MESSAGES[view.state] });
  const problems = preorderEntryProblems(view, body);
  if (Object.keys(problems).length > 0) return refuse(problems);
  try {
    const keyed = client(own?.guestKey);
    const answer =
      intent === 'change' && own
        ? await keyed.call('preorderChangeGuest', {
            params: { token, guestId: own.guestId },
            body: { ...body, guestKey: own.guestKey },
          })
        : await keyed.call('preorderAddGuest', { params: { token }, body });
    const setCookies = [cookie(flashCookieName(referenceOf(token), secure), '', 0, secure)];
    if (answer.guestKey && PREORDER_GUEST_KEY_PATTERN.test(answer.guestKey)) {
      const value = `${answer.guest.id}~${answer.guestKey}`;
      setCookies.push(
        cookie(preorderCookieName(referenceOf(token), secure), value, KEY_MAX_AGE_SECONDS, secure),
      );
    }
    return { status: 'saved', view: answer.view, setCookies };
  } catch (error) {
    if (!(error instanceof BrandApiError) || error.status >= 500) throw error;
    const detail = (error.body ?? {}) as { message?: string; field?: string };
    return refuse(
      preorderErrorsFromApi({ message: detail.message ?? error.message, field: detail.field }, body),
    );
  }
}

/** The answer to a post of the page's form: a 303 back to the page, or the state as JSON for the page's script. */
export async function preorderFormResponse(
  request: Request,
  client: KeyedClient,
  secure: boolean,
): Promise<Response> {
  const url = new URL(request.url);
  const token = decodeURIComponent(url.pathname.slice(PREORDER_PATH.length));
  const own = buildPath(`${PREORDER_PATH}{token}`, { token });
  let outcome: FormOutcome;
  try {
    outcome = await runPreorderForm(request, token, client, secure);
  } catch (error) {
    if (error instanceof BrandApiError && error.status === 404) return seeOther(own);
    throw error;
  }
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const response = wantsJson
    ? Response.json(
        { status: outcome.status, view: outcome.view, typed: outcome.typed },
        { headers: { 'cache-control': 'private, no-store' } },
      )
    : seeOther(`${own}?${outcome.status === 'saved' ? 'saved=1' : 'refused=1'}`);
  for (const c of outcome.setCookies) response.headers.append('set-cookie', c);
  return response;
}

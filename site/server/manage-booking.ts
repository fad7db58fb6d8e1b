import {
  BOOKING_ATTEND_PATH,
  BOOKING_MANAGE_PATH,
  BookingErrorCode,
  buildPath,
  endpoints,
  MANAGE_TOKEN_PATTERN,
} from '@fittizia/contract';
import type { ManageProblem } from '@fittizia/design-system';
import { FIND_BOOKING_PATH } from '../lib/manage-booking.ts';

/*
 * Manage my booking's two forms, posted by the browser to the page's own address with or without
 * JavaScript: `/booking/manage/<token>` (cancel with an optional reason, or change the date, time and party) and `/booking/find` (reference and
 * e-mail). Each post is turned into its `/api` call and run through the same pipeline as the browser's own calls
 * (`proxy.ts`: the same-origin check, the endpoint's rate limit, the contract's schemas), then answered with a
 * 303 back to a page (post, redirect, get): nothing typed goes into an address.
 */

/** The page addresses whose posts are these forms' (not the no-script page's, `no-script-post.ts`). */
export function isManageFormPath(pathname: string): boolean {
  if (pathname === FIND_BOOKING_PATH) return true;
  // The reminder's "I'll be there" page (`attend-booking.ts`).
  if (pathname.startsWith(BOOKING_ATTEND_PATH)) {
    return MANAGE_TOKEN_PATTERN.test(decodeURIComponent(pathname.slice(BOOKING_ATTEND_PATH.length)));
  }
  if (!pathname.startsWith(BOOKING_MANAGE_PATH)) return false;
  return MANAGE_TOKEN_PATTERN.test(decodeURIComponent(pathname.slice(BOOKING_MANAGE_PATH.length)));
}

/** The problem words a redirect carries in `?problem=`: a booking code, or one of the page's own. */
export function problemParam(problem: ManageProblem): string {
  return String(problem);
}

export const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } });

/**
 * The problem of a refused call: its booking code (a 429 with one is the booking limit, 21, not too many tries),
 * else a refused field, too many tries, or no answer.
 */
export async function problemOf(response: Response): Promise<ManageProblem> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown };
  if (typeof body.code === 'number') return body.code;
  if (response.status === 429) return 'busy';
  return response.status === 400 || response.status === 413 ? 'invalid' : 'failed';
}

/** Refusals of a change that are about the booking, not the change asked: shown on the page, not the form. */
const LEAVES_THE_FORM: readonly number[] = [
  BookingErrorCode.ManageLinkInvalid,
  BookingErrorCode.BookingPast,
  BookingErrorCode.AlreadyCancelled,
];

/** A date typed as dd/mm/yyyy (the date picker's form) as YYYY-MM-DD; any other text as it is. */
export function isoDate(typed: string): string {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(typed.trim());
  if (!match) return typed.trim();
  const [, day, month, year] = match as unknown as [string, string, string, string];
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** A count typed in a form: a whole number, else null (which the contract refuses, naming the field). */
function wholeNumber(typed: string | undefined): number | null {
  const value = typed?.trim() ?? '';
  return /^\d{1,4}$/.test(value) ? Number(value) : null;
}

/** Runs a JSON call through the `/api` pipeline with the browser's own headers (origin, cookie, address). */
export type ApiPipeline = (request: Request) => Promise<Response>;

export function apiRequest(page: Request, path: string, body: unknown): Request {
  const headers = new Headers();
  for (const name of ['origin', 'sec-fetch-site', 'cookie', 'x-forwarded-for', 'user-agent']) {
    const value = page.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  headers.set('content-type', 'application/json');
  const request = new Request(new URL(path, page.url), {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  // The socket's address, which the rate limit keys on (`clientAddress`).
  const ip = (page as Request & { ip?: string }).ip;
  if (ip !== undefined) Object.defineProperty(request, 'ip', { value: ip });
  return request;
}

/** The answer to a form post on a manage page or the find page. */
export async function manageFormResponse(page: Request, pipeline: ApiPipeline): Promise<Response> {
  const url = new URL(page.url);
  const form = await page.formData().catch(() => undefined);
  const text = (name: string) => {
    const value = form?.get(name);
    return typeof value === 'string' ? value : undefined;
  };

  if (url.pathname === FIND_BOOKING_PATH) {
    const answer = await pipeline(
      apiRequest(page, endpoints.bookingFind.path, {
        reference: text('reference') ?? '',
        emailAddress: (text('emailAddress') ?? '').trim(),
      }),
    );
    if (answer.status === 403) return answer;
    if (!answer.ok) return seeOther(`${FIND_BOOKING_PATH}?problem=${problemParam(await problemOf(answer))}`);
    const { manageToken } = (await answer.json()) as { manageToken: string };
    return seeOther(`${BOOKING_MANAGE_PATH}${encodeURIComponent(manageToken)}`);
  }

  const token = decodeURIComponent(url.pathname.slice(BOOKING_MANAGE_PATH.length));
  const own = `${BOOKING_MANAGE_PATH}${encodeURIComponent(token)}`;
  if (text('intent') === 'change') {
    // Passed on as typed (a date as dd/mm/yyyy made ISO): the contract's schema refuses anything else (400).
    const answer = await pipeline(
      apiRequest(page, buildPath(endpoints.bookingChange.path, { token }), {
        date: isoDate(text('date') ?? ''),
        time: (text('time') ?? '').trim(),
        adults: wholeNumber(text('adults')),
        children: wholeNumber(text('children')),
      }),
    );
    if (answer.status === 403) return answer;
    if (answer.ok) return seeOther(`${own}?done=changed`);
    const problem = await problemOf(answer);
    // A refusal that leaves the booking (gone, past, link not ours) is shown on the page; the rest on the form.
    const onPage = typeof problem === 'number' && LEAVES_THE_FORM.includes(problem);
    return seeOther(`${own}?${onPage ? '' : 'step=change&'}problem=${problemParam(problem)}`);
  }
  if (text('intent') !== 'cancel') return seeOther(own);
  const message = text('message')?.trim();
  const answer = await pipeline(
    apiRequest(page, buildPath(endpoints.bookingCancel.path, { token }), message ? { message } : {}),
  );
  if (answer.status === 403) return answer;
  if (answer.ok) return seeOther(own);
  const problem = await problemOf(answer);
  return seeOther(`${own}?${problem === 'invalid' ? 'step=cancel&' : ''}problem=${problemParam(problem)}`);
}

import {
  buildPath,
  endpoints,
  PREORDER_MESSAGES,
  PREORDER_ORGANISER_PATH,
  PREORDER_TOKEN_PATTERN,
  type PreorderView,
} from '@fittizia/contract';
import type { OrganiserProblem } from '@fittizia/design-system';
import { type ApiPipeline, apiRequest, seeOther } from './manage-booking.ts';

/*
 * The organiser's table's forms: `/pre-order/organiser/<token>` posts `intent` remove (`guestId`), add or change
 * (`guestId`, with the guest form's fields), with or without JavaScript. Each is run as its `/api` call through the
 * same pipeline as the browser's own calls (same-origin check, the call's rate limit, the contract's schemas) and
 * answered with a 303 back to the page: `?done=` when it was done, `?problem=` when it was refused.
 */

const isOrganiserToken = (token: string) => PREORDER_TOKEN_PATTERN.test(token) && token.includes('.o.');
const organiserPath = (token: string) => `${PREORDER_ORGANISER_PATH}${encodeURIComponent(token)}`;

export function isOrganiserFormPath(pathname: string): boolean {
  if (!pathname.startsWith(PREORDER_ORGANISER_PATH)) return false;
  return isOrganiserToken(decodeURIComponent(pathname.slice(PREORDER_ORGANISER_PATH.length)));
}

/** The problem of a refused call: the brand API's words (the contract's PREORDER_MESSAGES) as the page's key. */
export async function organiserProblemOf(response: Response): Promise<OrganiserProblem> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown };
  const message = typeof body.message === 'string' ? body.message : '';
  if (response.status === 429) return 'tooMany';
  if (message === PREORDER_MESSAGES.closed) return 'closed';
  if (message === PREORDER_MESSAGES.cancelled) return 'cancelled';
  if (message === PREORDER_MESSAGES.link || response.status === 404) return 'link';
  if (message.startsWith('All ') && message.endsWith(PREORDER_MESSAGES.full(0).slice('All 0'.length)))
    return 'full';
  return response.status === 400 || response.status === 413 ? 'invalid' : 'failed';
}

/** The answer to a form post on the organiser's table; `view` reads the pre-order (for the guest form's courses). */
export async function organiserFormResponse(
  page: Request,
  pipeline: ApiPipeline,
  view: (token: string) => Promise<PreorderView>,
): Promise<Response> {
  const url = new URL(page.url);
  const token = decodeURIComponent(url.pathname.slice(PREORDER_ORGANISER_PATH.length));
  const own = organiserPath(token);
  const form = await page.formData().catch(() => undefined);
  const intent = form?.get('intent');
  const guestId = String(form?.get('guestId') ?? '').trim();
  let answer: Response;
  if (intent === 'remove') {
    answer = await pipeline(
      apiRequest(page, buildPath(endpoints.preorderRemoveGuest.path, { token, guestId }), {}),
    );
  } else if ((intent === 'add' || intent === 'change') && form) {
    // The guest form's fields read as the guests' page reads them (the design system's, loaded only here).
    const { preorderFormToRequest } = await import('@fittizia/design-system');
    const body = preorderFormToRequest(form, await view(token));
    const path =
      intent === 'add'
        ? buildPath(endpoints.preorderAddGuest.path, { token })
        : buildPath(endpoints.preorderChangeGuest.path, { token, guestId });
    answer = await pipeline(apiRequest(page, path, body));
  } else {
    return seeOther(own);
  }
  if (answer.status === 403) return answer;
  if (answer.ok) {
    return seeOther(
      `${own}?done=${intent === 'remove' ? 'removed' : intent === 'add' ? 'added' : 'changed'}`,
    );
  }
  const problem = await organiserProblemOf(answer);
  const again =
    problem === 'invalid' || problem === 'full'
      ? intent === 'add'
        ? 'add=1&'
        : intent === 'change'
          ? `change=${encodeURIComponent(guestId)}&`
          : ''
      : '';
  return seeOther(`${own}?${again}problem=${problem}`);
}

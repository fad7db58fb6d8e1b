import {
  BrandApiError,
  ONE_CLICK_BODY,
  UNSUBSCRIBE_PATH,
  UNSUBSCRIBE_TOKEN_PATTERN,
} from '@fittizia/contract';
import { seeOther } from './manage-booking.ts';

/*
 * The one-click unsubscribe link of a marketing e-mail, `/unsubscribe/<token>` (RFC 8058; docs/privacy.md). GET
 * is the page with one confirm button (a plain form post, without JavaScript and without signing in); POST, the
 * page's form or a mail client's one-click request (body `List-Unsubscribe=One-Click`), unsubscribes at once
 * through `marketingUnsubscribe` and answers with a 303 back to the page, which shows the result.
 *
 * This one POST passes the body guard without the Origin check every other page form has (`body-guard.ts`): a mail
 * client's one-click POST comes from the mail provider's servers, with no Origin, no cookie and no CSRF token.
 * That is safe here because the request carries its whole authority in the address: the token is signed for one
 * address by the brand API, no cookie or session is read, and the only thing it can do is stop marketing mail to
 * the address it names (asking again changes nothing). A cross-site form can only post a token its author already
 * holds, that is, unsubscribe someone whose e-mail they have.
 */

export type UnsubscribeResult = 'done' | 'invalid' | 'failed';

/** Whether a path is an unsubscribe link (a well-formed token after `/unsubscribe/`). */
export function isUnsubscribePath(pathname: string): boolean {
  if (!pathname.startsWith(UNSUBSCRIBE_PATH)) return false;
  let token: string;
  try {
    token = decodeURIComponent(pathname.slice(UNSUBSCRIBE_PATH.length));
  } catch {
    return false;
  }
  return UNSUBSCRIBE_TOKEN_PATTERN.test(token);
}

/** Unsubscribes the token's address through the brand API: what came of it. */
export type Unsubscribe = (token: string) => Promise<void>;

/** The answer to a POST to an unsubscribe link: the call made, then a 303 to the page with its result. */
export async function unsubscribeFormResponse(page: Request, unsubscribe: Unsubscribe): Promise<Response> {
  const url = new URL(page.url);
  const token = decodeURIComponent(url.pathname.slice(UNSUBSCRIBE_PATH.length));
  const own = `${UNSUBSCRIBE_PATH}${encodeURIComponent(token)}`;
  const form = await page.formData().catch(() => undefined);
  const [field, value] = ONE_CLICK_BODY.split('=') as [string, string];
  // Only the one-click request (RFC 8058) and the page's own form, which sends the same field: anything else
  // changes nothing and gets the page with its button.
  if (form?.get(field) !== value) return seeOther(own);
  let result: UnsubscribeResult = 'done';
  try {
    await unsubscribe(token);
  } catch (error) {
    result =
      error instanceof BrandApiError && (error.status === 404 || error.status === 400) ? 'invalid' : 'failed';
  }
  return seeOther(`${own}?result=${result}`);
}

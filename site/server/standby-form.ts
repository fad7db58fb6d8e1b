import { buildPath, endpoints, STANDBY_PATH, STANDBY_TOKEN_PATTERN } from '@fittizia/contract';
import { type ApiPipeline, apiRequest, problemOf, problemParam, seeOther } from './manage-booking.ts';

/*
 * The standby page's two forms: `/booking/standby/<token>` posts `intent` claim (book the held table) or
 * leave (leave the list), with or without JavaScript. Each is run as its `/api` call through the same pipeline as
 * the browser's own calls (same-origin check, rate limit, schemas) and answered with a 303 back to the page, with
 * `?problem=` when the call was refused.
 */

export function isStandbyFormPath(pathname: string): boolean {
  if (!pathname.startsWith(STANDBY_PATH)) return false;
  return STANDBY_TOKEN_PATTERN.test(decodeURIComponent(pathname.slice(STANDBY_PATH.length)));
}

/** The answer to a form post on a standby page. */
export async function standbyFormResponse(page: Request, pipeline: ApiPipeline): Promise<Response> {
  const url = new URL(page.url);
  const token = decodeURIComponent(url.pathname.slice(STANDBY_PATH.length));
  const own = `${STANDBY_PATH}${encodeURIComponent(token)}`;
  const form = await page.formData().catch(() => undefined);
  const intent = form?.get('intent');
  if (intent !== 'claim' && intent !== 'leave') return seeOther(own);
  const call = intent === 'claim' ? endpoints.standbyClaim : endpoints.standbyLeave;
  const answer = await pipeline(apiRequest(page, buildPath(call.path, { token }), {}));
  if (answer.status === 403) return answer;
  if (answer.ok) return seeOther(own);
  return seeOther(`${own}?problem=${problemParam(await problemOf(answer))}`);
}

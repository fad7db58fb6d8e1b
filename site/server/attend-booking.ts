import { BOOKING_ATTEND_PATH, buildPath, endpoints } from '@fittizia/contract';
import { type ApiPipeline, apiRequest, problemOf, problemParam, seeOther } from './manage-booking.ts';

/*
 * The reminder's "I'll be there": the attend page's one button posts to the page's own address,
 * with or without JavaScript. The post becomes the `bookingAttend` call, run through the `/api` pipeline like the
 * manage forms (same-origin check, rate limit, schemas), and is answered 303 back to the page: `?confirmed=1`
 * after it was recorded, `?problem=` with the refusal otherwise.
 */
export async function attendFormResponse(page: Request, pipeline: ApiPipeline): Promise<Response> {
  const url = new URL(page.url);
  const token = decodeURIComponent(url.pathname.slice(BOOKING_ATTEND_PATH.length));
  const own = `${BOOKING_ATTEND_PATH}${encodeURIComponent(token)}`;
  const form = await page.formData().catch(() => undefined);
  if (form?.get('intent') !== 'attend') return seeOther(own);
  const answer = await pipeline(apiRequest(page, buildPath(endpoints.bookingAttend.path, { token }), {}));
  if (answer.status === 403) return answer;
  if (answer.ok) return seeOther(`${own}?confirmed=1`);
  return seeOther(`${own}?problem=${problemParam(await problemOf(answer))}`);
}

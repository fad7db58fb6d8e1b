import { examples } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { attendFormResponse } from './attend-booking.ts';
import { isManageFormPath } from './manage-booking.ts';

const token = examples.bookingAttend.params.token;
const page = `https://www.fittizia.example/booking/attend/${token}`;

const post = (intent?: string) =>
  new Request(page, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://www.fittizia.example' },
    body: intent === undefined ? '' : new URLSearchParams({ intent }).toString(),
  });

/** A pipeline that answers `response` and keeps the calls it was given. */
function pipeline(response: Response) {
  const calls: { url: string; body: string; origin: string | null }[] = [];
  return {
    calls,
    run: async (request: Request) => {
      calls.push({ url: request.url, body: await request.text(), origin: request.headers.get('origin') });
      return response;
    },
  };
}

describe("the attend page's post", () => {
  it('calls bookingAttend through the pipeline and answers 303 to the thank-you', async () => {
    const p = pipeline(Response.json(examples.bookingAttend.response));
    const res = await attendFormResponse(post('attend'), p.run);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/booking/attend/${token}?confirmed=1`);
    expect(p.calls).toEqual([
      {
        url: `https://www.fittizia.example/api/booking/manage/${token}/attend`,
        body: '{}',
        origin: 'https://www.fittizia.example',
      },
    ]);
  });

  it('answers a refusal with its booking code, too many tries as busy, and a forbidden origin as it is', async () => {
    const cancelled = pipeline(Response.json({ message: 'x', code: 24 }, { status: 409 }));
    expect((await attendFormResponse(post('attend'), cancelled.run)).headers.get('location')).toBe(
      `/booking/attend/${token}?problem=24`,
    );
    const busy = pipeline(new Response(null, { status: 429 }));
    expect((await attendFormResponse(post('attend'), busy.run)).headers.get('location')).toBe(
      `/booking/attend/${token}?problem=busy`,
    );
    const forbidden = pipeline(new Response('no', { status: 403 }));
    expect((await attendFormResponse(post('attend'), forbidden.run)).status).toBe(403);
  });

  it('does nothing for a post without the intent', async () => {
    const p = pipeline(Response.json({}));
    const res = await attendFormResponse(post(), p.run);
    expect(res.headers.get('location')).toBe(`/booking/attend/${token}`);
    expect(p.calls).toHaveLength(0);
  });

  it("is one of the pages whose plain posts are their own forms' (not the no-script page's)", () => {
    expect(isManageFormPath(`/booking/attend/${token}`)).toBe(true);
    expect(isManageFormPath('/booking/attend/not-a-token')).toBe(false);
  });
});

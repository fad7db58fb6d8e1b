import { BookingErrorCode, examples } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { isoDate, manageFormResponse } from './manage-booking.ts';

const token = examples.bookingManage.params.token;
const page = `/booking/manage/${token}`;

/** A form post to the manage page, answered by a pipeline that records the call and gives `answer`. */
async function post(form: Record<string, string>, answer: Response) {
  const calls: { path: string; body: unknown }[] = [];
  const response = await manageFormResponse(
    new Request(`https://www.fittizia.example${page}`, {
      method: 'POST',
      headers: { origin: 'https://www.fittizia.example' },
      body: new URLSearchParams(form),
    }),
    async (request) => {
      calls.push({ path: new URL(request.url).pathname, body: await request.json() });
      return answer;
    },
  );
  return { calls, status: response.status, location: response.headers.get('location') };
}

const refusal = (status: number, body: unknown) => Response.json(body, { status });

describe('the manage page change form', () => {
  it('sends the change call with the typed date made ISO and the counts as numbers, then shows the change', async () => {
    const done = await post(
      { intent: 'change', date: '8/3/2025', time: '20:00', adults: '3', children: '1' },
      Response.json(examples.bookingChange.response),
    );
    expect(done.calls).toEqual([
      {
        path: `/api/booking/manage/${token}/change`,
        body: { date: '2025-03-08', time: '20:00', adults: 3, children: 1 },
      },
    ]);
    expect(done).toMatchObject({ status: 303, location: `${page}?done=changed` });
  });

  it('a refused change goes back to the form with its problem; a gone booking to the page', async () => {
    const form = { intent: 'change', date: '2025-03-08', time: '20:00', adults: '2', children: '0' };
    expect(
      (await post(form, refusal(409, { message: 'no table', code: BookingErrorCode.ChangeNoTable })))
        .location,
    ).toBe(`${page}?step=change&problem=26`);
    expect(
      (await post(form, refusal(409, { message: 'cancelled', code: BookingErrorCode.AlreadyCancelled })))
        .location,
    ).toBe(`${page}?problem=24`);
    expect((await post(form, refusal(429, { message: 'busy' }))).location).toBe(
      `${page}?step=change&problem=busy`,
    );
  });

  it('a change past the booking limits (429 with code 21) says to call the restaurant, not to wait', async () => {
    const form = { intent: 'change', date: '2025-03-08', time: '20:00', adults: '2', children: '0' };
    const limit = refusal(429, { message: 'call', code: BookingErrorCode.BookingLimitReached });
    expect((await post(form, limit)).location).toBe(`${page}?step=change&problem=21`);
  });

  it('input the contract refuses (a date not a date, a count not a number) is sent as such and reads as invalid', async () => {
    const bad = await post(
      { intent: 'change', date: 'next friday', time: '20:00', adults: 'two', children: '0' },
      refusal(400, { message: 'Invalid request: body.date', field: 'body.date' }),
    );
    expect(bad.calls[0]?.body).toEqual({ date: 'next friday', time: '20:00', adults: null, children: 0 });
    expect(bad.location).toBe(`${page}?step=change&problem=invalid`);
  });

  it('reads dd/mm/yyyy as the date picker types it', () => {
    expect(isoDate('07/03/2025')).toBe('2025-03-07');
    expect(isoDate(' 7/3/2025 ')).toBe('2025-03-07');
    expect(isoDate('2025-03-07')).toBe('2025-03-07');
  });
});

import { BookingErrorCode, examples, MANAGE_ERROR_CODES } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { expectBookingFailure, failureOf, refusedAs, useMockServer } from './mock-server.fixture.ts';
import { BOOKING_ERROR_CODES, handlersFor } from './scenarios.ts';

const { server, client } = useMockServer();

const token = examples.bookingManage.params.token;
const manage = () => client.call('bookingManage', { params: { token } });
const cancel = (message?: string) =>
  client.call('bookingCancel', { params: { token }, body: message === undefined ? {} : { message } });
/** The status and words the brand API answers each code with (brand-api/test/manage.test.ts). */
const expectFailure = expectBookingFailure;

describe('manage my booking mocks', () => {
  it('answers find, view and cancel on the happy path with the contract examples', async () => {
    const found = await client.call('bookingFind', { body: examples.bookingFind.body });
    expect(found.manageToken).toBe(token);
    expect(await manage()).toMatchObject({ reference: 'K7QM2XRA', status: 'confirmed' });
    expect(await cancel('Our plans changed.')).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Our plans changed.',
      lateCancellation: false,
    });
  });

  it('refuses what the brand API refuses: a malformed token, an over-long reason, a bad e-mail', async () => {
    expect(await refusedAs('/api/booking/manage/not-a-token')).toEqual({
      status: 400,
      field: 'params.token',
    });
    expect(await refusedAs(`/api/booking/manage/${token}/cancel`, { message: 'x'.repeat(501) })).toEqual({
      status: 400,
      field: 'body.message',
    });
    expect(await refusedAs('/api/booking/find', { reference: 'K7QM2XRA', emailAddress: 'nope' })).toEqual({
      status: 400,
      field: 'body.emailAddress',
    });
  });

  it('already cancelled: shown as cancelled, a second cancel refused (24)', async () => {
    server.resetHandlers(...handlersFor('manage-already-cancelled'));
    expect((await manage()).status).toBe('cancelled');
    expectFailure(await failureOf(cancel()), 409, BookingErrorCode.AlreadyCancelled);
  });

  it('past booking: the link no longer works (23)', async () => {
    server.resetHandlers(...handlersFor('manage-past-booking'));
    expectFailure(await failureOf(manage()), 410, BookingErrorCode.BookingPast);
    expectFailure(await failureOf(cancel()), 410, BookingErrorCode.BookingPast);
  });

  it('late cancellation with a card: the window shows and the cancellation is recorded as late', async () => {
    server.resetHandlers(...handlersFor('manage-late-cancellation-card'));
    const shown = await manage();
    expect(shown).toMatchObject({ cardGuaranteed: true, cancellationWindowHours: 24 });
    expect(Date.parse(shown.startsAt) - Date.parse(shown.lateFrom ?? '')).toBe(24 * 3_600_000);
    expect(await cancel()).toMatchObject({ status: 'cancelled', lateCancellation: true, cancelReason: null });
  });

  it('link invalid or altered (22) and find with no match (25)', async () => {
    server.resetHandlers(...handlersFor('manage-link-invalid'));
    expectFailure(await failureOf(manage()), 404, BookingErrorCode.ManageLinkInvalid);
    server.resetHandlers(...handlersFor('manage-not-found'));
    expectFailure(
      await failureOf(client.call('bookingFind', { body: examples.bookingFind.body })),
      404,
      BookingErrorCode.BookingNotFound,
    );
  });

  it('keeps the manage codes out of the create scenarios', () => {
    for (const code of MANAGE_ERROR_CODES) expect(BOOKING_ERROR_CODES).not.toContain(code);
    expect(BOOKING_ERROR_CODES).toEqual(Array.from({ length: 22 }, (_, i) => i));
  });
});

describe('change a booking mocks', () => {
  const change = (body: { date: string; time: string; adults: number; children: number }) =>
    client.call('bookingChange', { params: { token }, body });
  const booked = examples.bookingManage.response;

  it('changed: the booking at the new date, time and party, its instant in London time', async () => {
    server.resetHandlers(...handlersFor('manage-changed'));
    const changed = await change({ date: '2026-07-10', time: '20:15', adults: 3, children: 1 });
    expect(changed).toMatchObject({
      reference: booked.reference,
      date: '2026-07-10',
      time: '20:15',
      startsAt: '2026-07-10T19:15:00.000Z',
      adults: 3,
      children: 1,
    });
    expect(changed.calendarLink).toContain('time=20%3A15');
  });

  it('refuses what the brand API refuses: the booked date, time and party (29), a time off the quarter hour', async () => {
    expectFailure(
      await failureOf(change({ date: booked.date, time: booked.time, adults: booked.adults, children: 0 })),
      422,
      BookingErrorCode.ChangeUnchanged,
    );
    const res = await fetch(`http://brand-api.test/api/booking/manage/${token}/change`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date: '2026-07-10', time: '20:10', adults: 2, children: 0 }),
    });
    expect({ status: res.status, field: (await res.json()).field }).toEqual({
      status: 400,
      field: 'body.time',
    });
  });

  it.each([
    ['manage-change-no-table', 409, BookingErrorCode.ChangeNoTable],
    ['manage-change-needs-card', 422, BookingErrorCode.ChangeNeedsCard],
    ['manage-change-needs-enquiry', 422, BookingErrorCode.ChangeNeedsEnquiry],
    ['manage-already-cancelled', 409, BookingErrorCode.AlreadyCancelled],
    ['manage-past-booking', 410, BookingErrorCode.BookingPast],
    ['manage-link-invalid', 404, BookingErrorCode.ManageLinkInvalid],
  ] as const)('%s: the change is refused with %i and code %i', async (scenario, status, code) => {
    server.resetHandlers(...handlersFor(scenario));
    expectFailure(
      await failureOf(change({ date: '2026-07-10', time: '20:15', adults: 2, children: 0 })),
      status,
      code,
    );
  });
});

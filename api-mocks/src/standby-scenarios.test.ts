import { BookingErrorCode, examples, STANDBY_ERROR_CODES } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { expectBookingFailure, failureOf, refusedAs, useMockServer } from './mock-server.fixture.ts';
import { BOOKING_ERROR_CODES, handlersFor } from './scenarios.ts';

const { server, client } = useMockServer();

const token = examples.standbyView.params.token;
const view = () => client.call('standbyView', { params: { token } });
const leave = () => client.call('standbyLeave', { params: { token }, body: {} });
const claim = () => client.call('standbyClaim', { params: { token }, body: {} });
const join = () =>
  client.call('standbyJoin', { params: { storeId: '1042' }, body: examples.standbyJoin.body });
/** The status and words the brand API answers each code with (brand-api/test/standby.test.ts). */
const expectFailure = expectBookingFailure;

describe('standby list mocks', () => {
  it('answers join, view, leave and claim on the happy path with the contract examples', async () => {
    expect(await join()).toMatchObject({
      status: 'waiting',
      position: 1,
      windowFrom: '18:00',
      windowTo: '20:00',
    });
    expect((await view()).status).toBe('waiting');
    expect((await leave()).status).toBe('left');
    expect((await claim()).booking?.reference).toBe('K7QM2XRA');
  });

  it('refuses what the brand API refuses: a malformed token, no consent, a window ending before it starts', async () => {
    expect(await refusedAs('/api/booking/standby/not-a-token')).toEqual({
      status: 400,
      field: 'params.token',
    });
    const body = examples.standbyJoin.body;
    expect(await refusedAs('/api/booking/standby/join/1042', { ...body, consent: false })).toEqual({
      status: 400,
      field: 'body.consent',
    });
    expect(
      await refusedAs('/api/booking/standby/join/1042', { ...body, windowFrom: '20:00', windowTo: '19:00' }),
    ).toEqual({ status: 400, field: 'body.windowTo' });
    expect(await refusedAs(`/api/booking/standby/${token}/claim`, { extra: 1 })).toEqual({
      status: 400,
      field: 'body.extra',
    });
  });

  it('join refused where no table could come free: a party no table seats (35), a closed day (36)', async () => {
    const body = examples.standbyJoin.body;
    const joinWith = (over: Partial<typeof body>) =>
      client.call('standbyJoin', { params: { storeId: '1042' }, body: { ...body, ...over } });
    expectFailure(await failureOf(joinWith({ adultCovers: 11 })), 422, BookingErrorCode.StandbyPartyTooLarge);
    // Manchester Deansgate's special hours close it on Christmas Day.
    expectFailure(await failureOf(joinWith({ date: '2025-12-25' })), 422, BookingErrorCode.StandbyClosedDay);
    const answer = await client.call('bookingAvailability', {
      body: {
        stores: [{ storeId: '1042', miles: 0 }],
        date: '2025-12-25',
        adultCovers: 2,
        childrenCovers: 0,
      },
    });
    expect(answer[0]?.standbyOffered).toBe(false);
  });

  it('offered: the page shows the held time; the claim books it', async () => {
    server.resetHandlers(...handlersFor('standby-offered'));
    expect((await view()).offer?.time).toBe('19:00');
    expect((await claim()).status).toBe('booked');
  });

  it('offer claimed, offer expired (31), left (32 to claim) and link invalid (30)', async () => {
    server.resetHandlers(...handlersFor('standby-offer-claimed'));
    expect((await view()).booking?.manageLink).toMatch(/^\/booking\/manage\//);
    server.resetHandlers(...handlersFor('standby-offer-expired'));
    expect((await view()).status).toBe('expired');
    expectFailure(await failureOf(claim()), 410, BookingErrorCode.StandbyOfferExpired);
    server.resetHandlers(...handlersFor('standby-left'));
    expect((await leave()).status).toBe('left');
    expectFailure(await failureOf(claim()), 409, BookingErrorCode.StandbyNothingToClaim);
    server.resetHandlers(...handlersFor('standby-link-invalid'));
    expectFailure(await failureOf(view()), 404, BookingErrorCode.StandbyLinkInvalid);
  });

  it('join refused: already on the list (33), a table free in the window (34)', async () => {
    server.resetHandlers(...handlersFor('standby-already-joined'));
    expectFailure(await failureOf(join()), 409, BookingErrorCode.StandbyAlreadyJoined);
    server.resetHandlers(...handlersFor('standby-table-free'));
    expectFailure(await failureOf(join()), 409, BookingErrorCode.StandbyTableFree);
  });

  it('keeps the standby codes out of the create scenarios', () => {
    for (const code of STANDBY_ERROR_CODES) expect(BOOKING_ERROR_CODES).not.toContain(code);
  });
});

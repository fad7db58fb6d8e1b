import { BookingErrorCode, type BrandApiError, bookingErrorMessage, examples } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { useMockServer } from './mock-server.fixture.ts';
import { handlersFor } from './scenarios.ts';

const { server, client } = useMockServer();

const token = examples.bookingAttend.params.token;
const attend = () => client.call('bookingAttend', { params: { token }, body: {} });
const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as BrandApiError,
  );

describe("booking reminders' mocks", () => {
  it('"I\'ll be there" answers the contract example on the happy path', async () => {
    expect(await attend()).toMatchObject({
      confirmedAt: examples.bookingAttend.response.confirmedAt,
      booking: { reference: 'K7QM2XRA', status: 'confirmed' },
    });
  });

  it('refuses a body the brand API refuses', async () => {
    const res = await fetch(`http://brand-api.test/api/booking/manage/${token}/attend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ going: true }),
    });
    expect(res.status).toBe(400);
  });

  it.each([
    ['attend-already-cancelled', 409, BookingErrorCode.AlreadyCancelled],
    ['attend-past-booking', 410, BookingErrorCode.BookingPast],
    ['attend-link-invalid', 404, BookingErrorCode.ManageLinkInvalid],
  ] as const)('%s answers %i as the brand API does', async (scenario, status, code) => {
    server.use(...handlersFor(scenario));
    const error = await failureOf(attend());
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status,
      code,
      message: bookingErrorMessage(code),
    });
  });
});

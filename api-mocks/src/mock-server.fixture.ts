import { type BrandApiError, bookingErrorMessage, createBrandClient } from '@fittizia/contract';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createMockServer } from './node.ts';

/**
 * The mocks' test set-up, written once: a mock server over the default scenario, listening for the tests of the
 * calling file (an unhandled request fails the test, handlers a test adds are dropped after it), and a brand
 * client pointed at it.
 */
export function useMockServer() {
  const server = createMockServer();
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { server, client: createBrandClient({ baseUrl: 'http://brand-api.test' }) };
}

/** The error a call fails with (a call that answers fails the test). */
export const failureOf = (call: Promise<unknown>) =>
  call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as BrandApiError,
  );

/** The status, code and words the brand API answers a booking code with (its tests hold the same). */
export const expectBookingFailure = (error: BrandApiError, status: number, code: number) =>
  expect({ status: error.status, code: error.code, message: error.message }).toEqual({
    status,
    code,
    message: bookingErrorMessage(code),
  });

/**
 * What the mocks answer a request sent as it is (the typed client would refuse it before sending): its status and
 * the field the refusal names. `body` undefined sends a GET.
 */
export async function refusedAs(path: string, body?: unknown): Promise<{ status: number; field: unknown }> {
  const res = await fetch(`http://brand-api.test${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: res.status, field: (await res.json()).field };
}

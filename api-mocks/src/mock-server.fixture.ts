import { createBrandClient } from '@fittizia/contract';
import { afterAll, afterEach, beforeAll } from 'vitest';
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

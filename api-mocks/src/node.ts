import { getResponse } from 'msw';
import { setupServer } from 'msw/node';
import { handlersFor, type ScenarioName } from './scenarios.ts';

/** An MSW server for Node tests, started on a scenario. */
export function createMockServer(scenario: ScenarioName = 'default') {
  return setupServer(...handlersFor(scenario));
}

/**
 * The mocks' answer to one request, without a server: what a scenario's handlers answer, or undefined when no
 * handler matches (the parity test sends the same request to the brand API and compares).
 */
export function mockAnswer(
  request: Request,
  scenario: ScenarioName = 'default',
): Promise<Response | undefined> {
  return getResponse(handlersFor(scenario), request);
}

import { setupServer } from 'msw/node';
import { handlersFor, type ScenarioName } from './scenarios.ts';

/** An MSW server for Node tests, started on a scenario. */
export function createMockServer(scenario: ScenarioName = 'default') {
  return setupServer(...handlersFor(scenario));
}

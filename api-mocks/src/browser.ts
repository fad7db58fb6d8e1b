import { setupWorker } from 'msw/browser';
import { handlersFor, type ScenarioName } from './scenarios.ts';

export function createMockWorker(scenario: ScenarioName = 'default') {
  return setupWorker(...handlersFor(scenario));
}

export * from './fixtures.ts';
export { handlers, mockEndpoint, urlPattern } from './handlers.ts';
export { handlersFor, type ScenarioName, scenarioNames, scenarios } from './scenarios.ts';

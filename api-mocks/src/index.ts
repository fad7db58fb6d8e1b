export * from './content-editor-fixtures.ts';
export { contentEditorHandlers, MOCK_PREVIEW_SITE_URL } from './content-editor-handlers.ts';
export { type ContentEditorStore, createContentEditorStore } from './content-editor-store.ts';
export { contentPreviewHandlers, PREVIEW_TOKENS } from './content-preview-handlers.ts';
export * from './fixtures.ts';
export {
  cardSubmitFailure,
  handlers,
  type MockErrorBody,
  methodNotAllowed,
  mockEndpoint,
  urlPattern,
} from './handlers.ts';
export { preorderHandlers } from './preorder-handlers.ts';
export {
  createPreorderStore,
  MOCK_PREORDER_WRITES_PER_MINUTE,
  mockPreorderToken,
  type PreorderStore,
} from './preorder-store.ts';
export {
  BOOKING_ERROR_CODES,
  type BookingMessageScenario,
  bookingCodeScenarios,
  bookingFailure,
  bookingMessageScenarios,
  handlersFor,
  type ScenarioName,
  scenarioNames,
  scenarios,
} from './scenarios.ts';
export { MOCK_LARGEST_TABLE, mockStandbyRefusal } from './standby-rule.ts';
export { mockPlace, mockTableSearch, tableSearchHandlers } from './table-search-handlers.ts';

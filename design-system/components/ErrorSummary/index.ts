export {
  ERROR_SUMMARY_TITLE,
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
  focusField,
} from './ErrorSummary.tsx';

export {
  ERROR_PAGE_FAILED_LINK,
  ERROR_PAGE_FAILED_MESSAGE,
  ErrorPage,
  ErrorPageFallback,
  type ErrorPageProps,
} from './ErrorPage.tsx';

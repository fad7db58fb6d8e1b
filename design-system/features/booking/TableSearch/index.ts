export {
  TABLE_SEARCH_FAILED_MESSAGE,
  TableSearch,
  type TableSearchProps,
  type TableSearchState,
} from './TableSearch.tsx';
export { TableSearchForm, type TableSearchFormProps } from './TableSearchForm.tsx';
export {
  TableSearchResults,
  type TableSearchResultsProps,
  tableSearchSummary,
} from './TableSearchResults.tsx';
export {
  formatSearchDate,
  nextDay,
  TABLE_SEARCH_FIELDS,
  type TableSearchErrors,
  type TableSearchField,
  type TableSearchValues,
  tableSearchHref,
  tableSearchQueryString,
  widerRadius,
} from './tableSearch.ts';

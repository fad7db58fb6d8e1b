import { SERVER_ERROR_MESSAGE, type TableSearchResponse } from '@fittizia/contract';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import * as styles from './TableSearch.css.ts';
import { TableSearchForm, type TableSearchFormProps } from './TableSearchForm.tsx';
import { TableSearchResults, tableSearchSummary } from './TableSearchResults.tsx';
import { tableSearchHref, tableSearchQueryString } from './tableSearch.ts';

/**
 * What the brand API's failure reads (spec 8.2): the connection message, 'Sorry, something went wrong. Please try
 * again.', not 'Error checking availability', which is the text of the availability call's failed result (its
 * `success: false` answer), not words written for the diner.
 */
export const TABLE_SEARCH_FAILED_MESSAGE = SERVER_ERROR_MESSAGE;

/** Where a search is: none yet, running, answered, refused (the fields say why) or failed. */
export type TableSearchState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'results'; answer: TableSearchResponse }
  | { kind: 'refused' }
  | { kind: 'failed' };

export interface TableSearchProps extends TableSearchFormProps {
  state: TableSearchState;
  restaurantPath: (storeId: string) => string | undefined;
}

/**
 * Find a table: the form and, below it, the answer. The message above the results is a polite live
 * region, so a search made in place is announced; the form is keyed by the search, so Back shows what was searched.
 */
export function TableSearch({ state, restaurantPath, ...form }: TableSearchProps) {
  const message =
    state.kind === 'results'
      ? tableSearchSummary(state.answer)
      : state.kind === 'failed'
        ? TABLE_SEARCH_FAILED_MESSAGE
        : state.kind === 'loading'
          ? 'Searching for tables…'
          : '';
  return (
    <div className={styles.root} data-table-search-state={state.kind}>
      <TableSearchForm key={tableSearchQueryString(form.values)} {...form} />
      <div className={styles.root} aria-busy={state.kind === 'loading'}>
        <div role="status" aria-live="polite" aria-atomic="true">
          <p className={styles.message} data-testid="table-search-message">
            {message}
          </p>
        </div>
        {state.kind === 'loading' ? <Spinner size="medium" label="Searching for tables" /> : null}
        {state.kind === 'failed' ? (
          <p className={styles.detail}>
            <a href={tableSearchHref(form.values)}>Try the search again</a>
          </p>
        ) : null}
        {state.kind === 'results' ? (
          <TableSearchResults
            answer={state.answer}
            values={form.values}
            restaurantPath={restaurantPath}
            onSearch={form.onSearch}
          />
        ) : null}
      </div>
    </div>
  );
}

import { CUSTOMER_FORM_MESSAGES, type OccasionRow } from '@fittizia/contract';
import { FormNotice, Heading, OccasionDates } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../../components/CustomerPages.css.ts';
import { getBrandClient } from '../../lib/brand-client.ts';
import { loadCustomer } from '../../lib/customer-load.ts';
import { NOINDEX_META, PRIVATE_PAGE_HEADERS } from '../../lib/customer-pages.ts';

/** The stored `year-month-day` (unpadded) as a form row. */
const toRow = ({ name, date }: { name: string; date: string }): OccasionRow => {
  const [year = '', month = '', day = ''] = date.split('-').map((part) => String(Number(part)));
  return { name, date: { day, month, year } };
};

/** The occasion-date form (spec 2.1, 7.5): rows of name and date, for one person. */
export const Route = createFileRoute('/occasion-date/$id')({
  loader: ({ context: { queryClient }, params }) => loadCustomer(queryClient, params.id),
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => ({ meta: [{ title: 'Your special dates | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: OccasionDatePage,
});

function OccasionDatePage() {
  const load = Route.useLoaderData();
  return (
    <div className={styles.narrowPage}>
      <Heading level="1">Your special dates</Heading>
      {load.kind === 'found' ? (
        <OccasionDates
          customerGuid={load.customerGuid}
          defaultValues={(load.customer.occasionDates ?? []).map(toRow)}
          submit={async (body) => (await (await getBrandClient()).call('updateOccasionDates', { body })).data}
        />
      ) : (
        <FormNotice tone="danger" title="Not found" focusOnMount={false} data-testid="customer-not-found">
          <p>{CUSTOMER_FORM_MESSAGES.preferencesNotFound}</p>
        </FormNotice>
      )}
    </div>
  );
}

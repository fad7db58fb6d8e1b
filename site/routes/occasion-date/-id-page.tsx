import { CUSTOMER_FORM_MESSAGES, type OccasionRow } from '@fittizia/contract';
import { FormNotice, Heading, OccasionDates } from '@fittizia/design-system';
import { getRouteApi } from '@tanstack/react-router';
import * as styles from '../../components/CustomerPages.css.ts';
import { getBrandClient, usePrefetchCalls } from '../../lib/brand-client.ts';

const route = getRouteApi('/occasion-date/$id');

/** The stored `year-month-day` (unpadded) as a form row. */
const toRow = ({ name, date }: { name: string; date: string }): OccasionRow => {
  const [year = '', month = '', day = ''] = date.split('-').map((part) => String(Number(part)));
  return { name, date: { day, month, year } };
};

const SAVE_CALLS = ['updateOccasionDates'] as const;

export function OccasionDatePage() {
  // Saving leaves at once: the client and the call's schemas are fetched when the page is idle.
  usePrefetchCalls(SAVE_CALLS);
  const load = route.useLoaderData();
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

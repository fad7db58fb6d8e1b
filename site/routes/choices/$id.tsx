import { CUSTOMER_FORM_MESSAGES } from '@fittizia/contract';
import { Choices, FormNotice, Heading } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../../components/CustomerPages.css.ts';
import { getBrandClient } from '../../lib/brand-client.ts';
import { loadCustomer } from '../../lib/customer-load.ts';
import { NOINDEX_META, PRIVATE_PAGE_HEADERS } from '../../lib/customer-pages.ts';
import { choicesQuery } from '../../lib/customer-queries.ts';

/** The choices page (spec 2.1, 2.7, 7.5): pairs of image choices with a save button, for one person. */
export const Route = createFileRoute('/choices/$id')({
  loader: async ({ context: { queryClient }, params }) => {
    const [, load] = await Promise.all([
      queryClient.ensureQueryData(choicesQuery()),
      loadCustomer(queryClient, params.id),
    ]);
    return load;
  },
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => ({ meta: [{ title: 'Your choices | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: ChoicesPage,
});

function ChoicesPage() {
  const load = Route.useLoaderData();
  const { data: choices } = useSuspenseQuery(choicesQuery());
  return (
    <div className={styles.narrowPage}>
      <Heading level="1">Your choices</Heading>
      {load.kind === 'found' ? (
        <Choices
          choices={choices}
          customerGuid={load.customerGuid}
          defaultValues={Object.fromEntries(
            (load.customer.choices ?? []).map((c) => [c.choiceId, c.optionId]),
          )}
          submit={async (body) =>
            (await (await getBrandClient()).call('updateCustomerChoices', { body })).data
          }
        />
      ) : (
        <FormNotice tone="danger" title="Not found" focusOnMount={false} data-testid="customer-not-found">
          <p>{CUSTOMER_FORM_MESSAGES.preferencesNotFound}</p>
        </FormNotice>
      )}
    </div>
  );
}

import { CUSTOMER_FORM_MESSAGES } from '@fittizia/contract';
import { Choices, FormNotice, Heading } from '@fittizia/design-system';
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import * as styles from '../../components/CustomerPages.css.ts';
import { getBrandClient, usePrefetchCalls } from '../../lib/brand-client.ts';
import { choicesQuery } from '../../lib/customer-queries.ts';

const route = getRouteApi('/choices/$id');

const SAVE_CALLS = ['updateCustomerChoices'] as const;

export function ChoicesPage() {
  // Saving leaves at once: the client and the call's schemas are fetched when the page is idle.
  usePrefetchCalls(SAVE_CALLS);
  const load = route.useLoaderData();
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

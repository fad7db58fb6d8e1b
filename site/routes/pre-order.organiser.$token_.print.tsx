import { PreorderSheet } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../components/CustomerPages.css.ts';
import { NOINDEX_META } from '../lib/customer-pages.ts';
import { loadOrganiserView, organiserPath } from '../lib/preorder-organiser.ts';

/**
 * The printable sheet of a group pre-order: `/pre-order/organiser/<token>/print`, the organiser's only. The counts
 * per dish, then guest by guest with allergens and notes; its print stylesheet prints the sheet alone.
 */
export const Route = createFileRoute('/pre-order/organiser/$token_/print')({
  loader: ({ params }) => loadOrganiserView(params.token),
  head: () => ({ meta: [{ title: 'Pre-order sheet | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: SheetPage,
  notFoundComponent: () => (
    <div className={styles.narrowPage}>
      <h1>This pre-order link does not work</h1>
      <p>This pre-order link is not valid. Please use the link in your booking confirmation e-mail.</p>
    </div>
  ),
});

function SheetPage() {
  const view = Route.useLoaderData();
  const { token } = Route.useParams();
  return (
    <div className={styles.page}>
      <PreorderSheet view={view} backPath={organiserPath(token)} />
    </div>
  );
}

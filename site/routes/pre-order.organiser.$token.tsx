import { PreorderGuestForm, PreorderOrganiser } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../components/CustomerPages.css.ts';
import { NOINDEX_META } from '../lib/customer-pages.ts';
import {
  loadOrganiserView,
  organiserPath,
  siteOrigin,
  validateOrganiserSearch,
} from '../lib/preorder-organiser.ts';

async function post({ request }: { request: Request }): Promise<Response> {
  const [{ organiserFormResponse }, { runApiPipeline }, { requestBrandClient }] = await Promise.all([
    import('../server/preorder-organiser-form.ts'),
    import('../server/api-pipeline.server.ts'),
    import('../server/request-client.server.ts'),
  ]);
  return organiserFormResponse(request, runApiPipeline, async (token) =>
    requestBrandClient().call('preorderView', { params: { token } }),
  );
}

/**
 * The organiser's table of a group pre-order: `/pre-order/organiser/<token>`, the link of the confirmation, its
 * e-mail and the manage page. Loaded on the server, never cached or indexed (a link that is not an organiser's is a
 * 404); remove, add and change are plain form posts to this address answered with a redirect back here, so the
 * page works the same with JavaScript off. The guests' page never shows this link.
 */
export const Route = createFileRoute('/pre-order/organiser/$token')({
  validateSearch: validateOrganiserSearch,
  loader: async ({ params }) => {
    const [view, origin] = await Promise.all([loadOrganiserView(params.token), siteOrigin()]);
    return { view, origin };
  },
  head: () => ({ meta: [{ title: 'Your party’s pre-order | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: OrganiserPage,
  notFoundComponent: UnknownOrganiserLink,
  server: { handlers: { POST: post } },
});

function OrganiserPage() {
  const { view, origin } = Route.useLoaderData();
  const { token } = Route.useParams();
  const { remove, change, add, problem, done } = Route.useSearch();
  const action = organiserPath(token);
  const changing = change ? view.entries?.find((e) => e.id === change) : undefined;
  const editing = add
    ? ({ kind: 'add' } as const)
    : changing
      ? ({ kind: 'change', firstName: changing.firstName } as const)
      : undefined;
  return (
    <div className={styles.page}>
      <PreorderOrganiser
        view={view}
        action={action}
        origin={origin}
        printPath={`${action}/print`}
        csvPath={`${action}/sheet.csv`}
        remove={remove}
        problem={problem}
        done={done}
        editing={editing}
        editor={
          <PreorderGuestForm
            view={view}
            {...(changing ? { entry: changing } : {})}
            action={action}
            hidden={changing ? { intent: 'change', guestId: changing.id } : { intent: 'add' }}
            submitLabel={changing ? `Save ${changing.firstName}’s choice` : 'Add this guest'}
          />
        }
      />
    </div>
  );
}

/** A link that is not an organiser's (or not ours): the page says so, with status 404. */
function UnknownOrganiserLink() {
  return (
    <div className={styles.narrowPage}>
      <h1>This pre-order link does not work</h1>
      <p>This pre-order link is not valid. Please use the link in your booking confirmation e-mail.</p>
    </div>
  );
}

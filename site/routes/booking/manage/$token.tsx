import type { ManageLoad } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import { NOINDEX_META } from '../../../lib/customer-pages.ts';
import { type LazyPart, lazyPart, withPart } from '../../../lib/lazy-part.tsx';
import { validateManageSearch } from '../../../lib/manage-search.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx): its forms post without any code. */
const ManagePageView: LazyPart = lazyPart(() => import('./-manage-page.tsx').then((m) => m.ManagePage));
/** A link that is not ours, with status 404: the same chunk's other part. */
const UnknownManageLinkView: LazyPart = lazyPart(() =>
  import('./-manage-page.tsx').then((m) => m.UnknownManageLink),
);

async function post({ request }: { request: Request }): Promise<Response> {
  const [{ manageFormResponse }, { runApiPipeline }] = await Promise.all([
    import('../../../server/manage-booking.ts'),
    import('../../../server/api-pipeline.server.ts'),
  ]);
  return manageFormResponse(request, runApiPipeline);
}

/**
 * Manage my booking: `/booking/manage/<token>`, the link of the confirmation and its e-mail. Loaded on
 * the server, never cached or indexed (a link that is not ours is a 404 with the same words); cancel is a plain form post to this address (`?step=cancel` asks first),
 * answered with a redirect back here, so the page works the same with JavaScript off.
 */
export const Route = createFileRoute('/booking/manage/$token')({
  validateSearch: validateManageSearch,
  // The loading code comes with the page's own chunk, not every page's first load.
  loader: ({ params }) =>
    withPart<ManageLoad>(
      ManagePageView,
      import('../../../lib/manage-booking.ts').then((m) => m.loadManagedBookingOr404(params.token)),
    ),
  head: () => ({ meta: [{ title: 'Your booking | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: () => <ManagePageView />,
  notFoundComponent: () => <UnknownManageLinkView />,
  server: { handlers: { POST: post } },
});

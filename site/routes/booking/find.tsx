import { createFileRoute } from '@tanstack/react-router';
import { NOINDEX_META } from '../../lib/customer-pages.ts';
import { type LazyPart, lazyPart, withPart } from '../../lib/lazy-part.tsx';
import { parseProblem } from '../../lib/manage-search.ts';

const FindPageView: LazyPart = lazyPart(() => import('./-find-page.tsx').then((m) => m.FindPage));

async function post({ request }: { request: Request }): Promise<Response> {
  const [{ manageFormResponse }, { runApiPipeline }] = await Promise.all([
    import('../../server/manage-booking.ts'),
    import('../../server/api-pipeline.server.ts'),
  ]);
  return manageFormResponse(request, runApiPipeline);
}

/**
 * Find my booking: the reference and the e-mail address, posted as a plain form to this address and
 * answered with a redirect to the booking's page, or back here with the one message for an unknown reference and
 * a wrong e-mail alike. The call is rate-limited as a lookup (the contract's endpoint table).
 */
export const Route = createFileRoute('/booking/find')({
  validateSearch: (search: Record<string, unknown>) => {
    const problem = parseProblem(search.problem);
    return problem === undefined ? {} : { problem };
  },
  loader: () => withPart(FindPageView, undefined),
  head: () => ({ meta: [{ title: 'Find my booking | Fittizia Trattoria' }, NOINDEX_META] }),
  component: () => <FindPageView />,
  server: { handlers: { POST: post } },
});

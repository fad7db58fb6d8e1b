import { BookingErrorCode } from '@fittizia/contract/errors';
import { StandbyEntryView } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../../../components/CustomerPages.css.ts';
import { NOINDEX_META } from '../../../lib/customer-pages.ts';
import { parseProblem } from '../../../lib/manage-search.ts';

async function post({ request }: { request: Request }): Promise<Response> {
  const [{ standbyFormResponse }, { runApiPipeline }] = await Promise.all([
    import('../../../server/standby-form.ts'),
    import('../../../server/api-pipeline.server.ts'),
  ]);
  return standbyFormResponse(request, runApiPipeline);
}

function StandbyPage() {
  const load = Route.useLoaderData();
  const { token } = Route.useParams();
  const { problem } = Route.useSearch();
  return (
    <div className={styles.narrowPage}>
      <StandbyEntryView
        load={load}
        action={`/booking/standby/${encodeURIComponent(token)}`}
        problem={problem}
        bookPath="/book-now"
      />
    </div>
  );
}

/** A link that is not ours: the page says so, with status 404. */
function UnknownStandbyLink() {
  const { token } = Route.useParams();
  return (
    <div className={styles.narrowPage}>
      <StandbyEntryView
        load={{ kind: 'problem', code: BookingErrorCode.StandbyLinkInvalid }}
        action={`/booking/standby/${encodeURIComponent(token)}`}
        bookPath="/book-now"
      />
    </div>
  );
}

/**
 * A standby entry's page: `/booking/standby/<token>`, the link of the standby e-mails. Loaded on the
 * server, never cached or indexed (a link that is not ours is a 404 with the same words); "Book this table" and "Leave the standby list" are plain form posts to this
 * address answered with a redirect back here, so the page works the same with JavaScript off.
 */
export const Route = createFileRoute('/booking/standby/$token')({
  validateSearch: (search: Record<string, unknown>) => {
    const problem = parseProblem(search.problem);
    return problem === undefined ? {} : { problem };
  },
  loader: ({ params }) =>
    import('../../../lib/standby.ts').then((m) => m.loadStandbyEntryOr404(params.token)),
  head: () => ({ meta: [{ title: 'Your standby place | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: StandbyPage,
  notFoundComponent: UnknownStandbyLink,
  server: { handlers: { POST: post } },
});

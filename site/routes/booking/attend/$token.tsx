import { BOOKING_MANAGE_PATH } from '@fittizia/contract/constants';
import { AttendBooking } from '@fittizia/design-system';
import { createFileRoute } from '@tanstack/react-router';
import * as styles from '../../../components/CustomerPages.css.ts';
import { NOINDEX_META } from '../../../lib/customer-pages.ts';
import {
  FIND_BOOKING_PATH,
  loadManagedBookingOr404,
  UNKNOWN_MANAGE_LINK,
} from '../../../lib/manage-booking.ts';
import { parseProblem } from '../../../lib/manage-search.ts';

async function post({ request }: { request: Request }): Promise<Response> {
  const [{ attendFormResponse }, { runApiPipeline }] = await Promise.all([
    import('../../../server/attend-booking.ts'),
    import('../../../server/api-pipeline.server.ts'),
  ]);
  return attendFormResponse(request, runApiPipeline);
}

/**
 * "I'll be there": `/booking/attend/<token>`, the link of the reminder e-mail. Server-rendered, never
 * cached or indexed (a link that is not ours is a 404 with the same words); opening it changes nothing, its button is a plain form post to this address answered with
 * a redirect back here (`?confirmed=1`), so the page works the same with JavaScript off.
 */
export const Route = createFileRoute('/booking/attend/$token')({
  validateSearch: (search: Record<string, unknown>) => {
    const problem = parseProblem(search.problem);
    return {
      ...(search.confirmed === 1 || search.confirmed === '1' ? { confirmed: true as const } : {}),
      ...(problem === undefined ? {} : { problem }),
    };
  },
  loader: ({ params }) => loadManagedBookingOr404(params.token),
  head: () => ({ meta: [{ title: 'Your booking | Fittizia Trattoria' }, NOINDEX_META] }),
  staleTime: 0,
  gcTime: 0,
  component: AttendPage,
  notFoundComponent: UnknownAttendLink,
  server: { handlers: { POST: post } },
});

function AttendPage() {
  const load = Route.useLoaderData();
  const { token } = Route.useParams();
  const { confirmed, problem } = Route.useSearch();
  return (
    <div className={styles.narrowPage}>
      <AttendBooking
        load={load}
        action={`/booking/attend/${encodeURIComponent(token)}`}
        managePath={`${BOOKING_MANAGE_PATH}${encodeURIComponent(token)}`}
        confirmed={confirmed === true}
        problem={problem}
        findPath={FIND_BOOKING_PATH}
      />
    </div>
  );
}

/** A link that is not ours: the page says so, with status 404. */
function UnknownAttendLink() {
  const { token } = Route.useParams();
  return (
    <div className={styles.narrowPage}>
      <AttendBooking
        load={UNKNOWN_MANAGE_LINK}
        action={`/booking/attend/${encodeURIComponent(token)}`}
        managePath={`${BOOKING_MANAGE_PATH}${encodeURIComponent(token)}`}
        confirmed={false}
        findPath={FIND_BOOKING_PATH}
      />
    </div>
  );
}

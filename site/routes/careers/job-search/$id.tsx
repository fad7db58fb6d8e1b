import { createFileRoute } from '@tanstack/react-router';
import { jobsQuery } from '../../../lib/job-queries.ts';
import { type LazyPart, lazyPart, withPart } from '../../../lib/lazy-part.tsx';
import { validateJobSearch } from '../-search.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const JobSearchNearView: LazyPart = lazyPart(() =>
  import('./-id-page.tsx').then((m) => m.JobSearchNearRoute),
);

/**
 * `/careers/job-search/{id}` (spec 2.1): the job list searched near a place, the id being the place
 * (`/careers/job-search/leeds`); a `q` in the URL wins.
 */
export const Route = createFileRoute('/careers/job-search/$id')({
  validateSearch: validateJobSearch,
  loader: ({ context: { queryClient } }) =>
    withPart(
      JobSearchNearView,
      (async () => {
        await queryClient.ensureQueryData(jobsQuery()).catch(() => undefined);
      })(),
    ),
  head: ({ params }) => ({
    meta: [
      { title: `Jobs near ${decodeURIComponent(params.id).slice(0, 60)} | Careers at Fittizia Trattoria` },
    ],
  }),
  component: () => <JobSearchNearView />,
});

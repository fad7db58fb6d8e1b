import { createFileRoute } from '@tanstack/react-router';
import { jobsQuery } from '../../../lib/job-queries.ts';
import { type LazyPart, lazyPart, withPart } from '../../../lib/lazy-part.tsx';
import { validateJobSearch } from '../-search.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const JobSearchView: LazyPart = lazyPart(() => import('./-index-page.tsx').then((m) => m.JobSearchRoute));

/** The job list (spec 2.1, 2.6), filters in the URL. A failed fetch shows an empty state with a retry. */
export const Route = createFileRoute('/careers/job-search/')({
  validateSearch: validateJobSearch,
  loader: ({ context: { queryClient } }) =>
    withPart(
      JobSearchView,
      (async () => {
        // "Fetching jobs fails silently" (8.3): the page still renders, and says so with a retry.
        await queryClient.ensureQueryData(jobsQuery()).catch(() => undefined);
      })(),
    ),
  head: () => ({
    meta: [
      { title: 'Search jobs | Careers at Fittizia Trattoria' },
      { name: 'description', content: 'Kitchen, front-of-house and management jobs at Fittizia Trattoria.' },
    ],
  }),
  component: () => <JobSearchView />,
});

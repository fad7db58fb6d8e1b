import { createFileRoute } from '@tanstack/react-router';
import { jobsQuery } from '../../../lib/job-queries.ts';
import { validateJobSearch } from '../-search.ts';
import { JobSearchPage } from '../-views.tsx';

/**
 * `/careers/job-search/{id}` (spec 2.1): the job list searched near a place, the id being the place
 * (`/careers/job-search/leeds`); a `q` in the URL wins.
 */
export const Route = createFileRoute('/careers/job-search/$id')({
  validateSearch: validateJobSearch,
  loader: async ({ context: { queryClient } }) => {
    await queryClient.ensureQueryData(jobsQuery()).catch(() => undefined);
  },
  head: ({ params }) => ({
    meta: [
      { title: `Jobs near ${decodeURIComponent(params.id).slice(0, 60)} | Careers at Fittizia Trattoria` },
    ],
  }),
  component: JobSearchNearRoute,
});

function JobSearchNearRoute() {
  const { id } = Route.useParams();
  const search = Route.useSearch();
  const q = search.q ?? decodeURIComponent(id).replace(/-/g, ' ').slice(0, 100);
  return (
    <JobSearchPage search={{ ...search, q, sort: search.sort ?? 'distance' }} from="/careers/job-search" />
  );
}

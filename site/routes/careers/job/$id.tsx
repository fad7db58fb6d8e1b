import { BrandApiError, isIdParam } from '@fittizia/contract';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { jobQuery } from '../../../lib/job-queries.ts';
import { type LazyPart, lazyPart, withPart } from '../../../lib/lazy-part.tsx';
import { settingsQuery } from '../../../lib/queries.ts';
import { absoluteUrl, siteOrigin } from '../../../lib/seo.ts';
import { validateJobSearch } from '../-search.ts';

/** The page's body, a lazy part (lib/lazy-part.tsx). */
const JobView: LazyPart = lazyPart(() => import('./-id-page.tsx').then((m) => m.JobRoute));

/**
 * A job page (spec 2.1, 2.6), server-rendered with JobPosting structured data; an unknown job is a 404. The job
 * list's filters ride along in the address, for its way back to the list.
 */
export const Route = createFileRoute('/careers/job/$id')({
  validateSearch: validateJobSearch,
  loader: ({ context: { queryClient }, params }) =>
    withPart(
      JobView,
      (async () => {
        if (!isIdParam(params.id)) throw notFound();
        const settings = await queryClient.ensureQueryData(settingsQuery());
        const page = { origin: siteOrigin(settings), brandName: settings.site_name ?? 'Fittizia Trattoria' };
        try {
          return { ...page, job: await queryClient.ensureQueryData(jobQuery(params.id)) };
        } catch (error) {
          if (error instanceof BrandApiError && (error.status === 404 || error.status === 400))
            throw notFound();
          return { ...page, job: null };
        }
      })(),
    ),
  head: ({ loaderData, params }) => {
    const job = loaderData?.job;
    const title = job
      ? `${job.name}${job.restaurantName ? `, ${job.restaurantName}` : ''} | Careers at Fittizia Trattoria`
      : 'Job | Careers at Fittizia Trattoria';
    return {
      meta: [{ title }, ...(job?.description ? [{ name: 'description', content: job.description }] : [])],
      links: loaderData
        ? [
            {
              rel: 'canonical',
              href: absoluteUrl(loaderData.origin, `/careers/job/${encodeURIComponent(params.id)}`),
            },
          ]
        : [],
    };
  },
  component: () => <JobView />,
});

import { JOBS_SITE_ID } from '@fittizia/contract';
import { queryOptions } from '@tanstack/react-query';
import { getBrandClient } from './brand-client.ts';

/** The openings (`GET api/jobs` with the fixed site identifier). A failure is not retried by the query: the page offers a retry. */
export const jobsQuery = () =>
  queryOptions({
    queryKey: ['jobs', JOBS_SITE_ID],
    queryFn: async () =>
      (await (await getBrandClient()).call('jobs', { query: { siteId: JOBS_SITE_ID } })).data.jobs,
    staleTime: 60 * 1000,
    retry: false,
  });

/** One opening with its questions (`GET api/jobs/{jobId}`). */
export const jobQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['job', jobId],
    queryFn: async () => (await (await getBrandClient()).call('job', { params: { jobId } })).data,
    staleTime: 60 * 1000,
    retry: false,
  });

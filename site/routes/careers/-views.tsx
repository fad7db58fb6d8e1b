import type { Job, JobDetail as JobDetailData } from '@fittizia/contract';
import {
  Button,
  Heading,
  JobDetail,
  type JobFilters,
  JobList,
  type JobSearchPoint,
} from '@fittizia/design-system';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import * as layout from '../../components/SiteLayout.css.ts';
import { getBrandClient, usePrefetchCalls } from '../../lib/brand-client.ts';
import { jobsQuery } from '../../lib/job-queries.ts';
import { type JobSearchParams, jobSearchQuery } from './-search.ts';

const locate = async (query: string): Promise<JobSearchPoint | undefined> => {
  const places = await (await getBrandClient()).call('jobLocations', { query: { query } });
  return places[0]?.geometry.location;
};

const LOCATE_CALLS = ['jobLocations'] as const;
const APPLY_CALLS = ['jobApplication'] as const;

const toFilters = (search: JobSearchParams): JobFilters => ({
  type: search.type,
  group: search.group as JobFilters['group'],
  category: search.category as JobFilters['category'],
  q: search.q,
  lat: search.lat,
  lng: search.lng,
  sort: search.sort,
  near: search.near === 1,
});

const toSearch = (filters: JobFilters): JobSearchParams => {
  const search: JobSearchParams = {
    type: filters.type,
    group: filters.group,
    category: filters.category,
    q: filters.q,
    lat: filters.lat,
    lng: filters.lng,
    sort: filters.sort,
    near: filters.near ? 1 : undefined,
  };
  return Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined)) as JobSearchParams;
};

/** The job list page: openings from the query cache (filled by SSR), filters in the URL. */
export function JobSearchPage({ search, from }: { search: JobSearchParams; from: string }) {
  const navigate = useNavigate();
  const jobs = useQuery(jobsQuery());
  // A search by place leaves at once: the client and the call's schemas are fetched when the page is idle.
  usePrefetchCalls(LOCATE_CALLS);
  const list: Job[] | null | undefined = jobs.data ?? (jobs.isError ? null : undefined);
  return (
    <div className={layout.pageContent}>
      <Heading level="1">Search jobs</Heading>
      <p>Kitchen, front-of-house, management and head-office jobs, full time and part time.</p>
      <JobList
        jobs={list}
        filters={toFilters(search)}
        onFiltersChange={(next) => navigate({ to: from, search: toSearch(next) as never })}
        locate={locate}
        onRetry={() => jobs.refetch()}
        jobHref={(job) => `/careers/job/${encodeURIComponent(job.jobId)}${jobSearchQuery(search)}`}
      />
    </div>
  );
}

/**
 * A job page; `submit` sends the application through the site's proxy. `search` is the job list's filters the
 * diner came with: "Back to all jobs" keeps them.
 */
export function JobPage({ job, search = {} }: { job: JobDetailData; search?: JobSearchParams }) {
  // The application's request leaves at once: the client and the call's schemas are fetched when the page is idle.
  usePrefetchCalls(APPLY_CALLS);
  return (
    <div className={layout.pageContent}>
      <JobDetail
        job={job}
        backHref={`/careers/job-search${jobSearchQuery(search)}`}
        submit={async (body) => (await (await getBrandClient()).call('jobApplication', { body })).data}
      />
    </div>
  );
}

/** The job could not be fetched (not a missing job): a state a person understands, with a retry. */
export function JobUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={layout.pageContent}>
      <Heading level="1">We couldn't load this job just now</Heading>
      <p>This is on our side, not yours. Please try again in a moment.</p>
      <p style={{ display: 'flex', gap: '1rem', alignItems: 'center', flexWrap: 'wrap' }}>
        <Button onClick={onRetry}>Try again</Button>
        <a href="/careers/job-search">See all jobs</a>
      </p>
    </div>
  );
}

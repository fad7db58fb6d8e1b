import {
  DEFAULT_JOB_TYPES,
  haversineMiles,
  JOB_MAX_DISTANCE_MILES,
  JOB_TITLE_GROUPS,
  type Job,
  type JobTitleGroup,
  jobTitleGroupOf,
} from '@fittizia/contract';
import { compareText } from '../../shared/compareText.ts';

/** The role categories the list filters by (spec 2.6); anything else reads as Head Office. */
export const JOB_CATEGORIES = ['Back of House', 'Front of House', 'Management', 'Head Office'] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export type JobSort = 'distance' | 'name';

/** What the job list is filtered and sorted by; the site keeps it in the URL. */
export interface JobFilters {
  /** 'part time' or 'full Time' (spec 9's default job types). */
  type?: string | undefined;
  group?: JobTitleGroup | undefined;
  category?: JobCategory | undefined;
  /** The postcode or place searched for. */
  q?: string | undefined;
  /** The device's location, when the person used it instead of a search. */
  lat?: number | undefined;
  lng?: number | undefined;
  sort?: JobSort | undefined;
  /** Only jobs under 100 miles away (spec 9), once there is a point to measure from. */
  near?: boolean | undefined;
}

export interface JobSearchPoint {
  lat: number;
  lng: number;
}

export type ListedJob = Job & { distance: number | null };

export const JOB_TYPES = DEFAULT_JOB_TYPES;
export { JOB_TITLE_GROUPS };

/** A job's category as the filter sees it (a category outside the three is Head Office). */
export const categoryOf = (job: Pick<Job, 'category'>): JobCategory =>
  (JOB_CATEGORIES as readonly string[]).includes(job.category ?? '')
    ? (job.category as JobCategory)
    : 'Head Office';

const sameType = (a: string | undefined, b: string) => (a ?? '').toLowerCase() === b.toLowerCase();

/**
 * The jobs to show: filtered by job type, title group and category; with a point, each gets its distance
 * in miles (haversine, Earth radius 3959), `near` keeps those under 100 miles, and `sort: 'distance'`
 * puts the nearest first. Without a point the list keeps the API's order (or sorts by name).
 */
export function filterJobs(jobs: readonly Job[], filters: JobFilters, point?: JobSearchPoint): ListedJob[] {
  const listed = jobs
    .filter((job) => !filters.type || sameType(job.jobType, filters.type))
    .filter((job) => !filters.group || jobTitleGroupOf(job.name) === filters.group)
    .filter((job) => !filters.category || categoryOf(job) === filters.category)
    .map((job) => ({
      ...job,
      distance: point && job.location ? haversineMiles(point, job.location) : null,
    }))
    .filter(
      (job) => !(point && filters.near) || (job.distance !== null && job.distance < JOB_MAX_DISTANCE_MILES),
    );
  if (filters.sort === 'distance' && point) {
    return listed.sort(
      (a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY),
    );
  }
  if (filters.sort === 'name') return listed.sort((a, b) => compareText(a.name, b.name));
  return listed;
}

/** 3.456 → '3.5 miles'; 1 → '1 mile'. */
export function formatJobMiles(miles: number): string {
  const rounded = Math.round(miles * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

/** 'part time' → 'Part time'; 'full Time' → 'Full time'. */
export const jobTypeLabel = (type: string | undefined) =>
  type ? `${type.charAt(0).toUpperCase()}${type.slice(1).toLowerCase()}` : '';

/** How many filters narrow the list (for the 'Clear filters' control). */
export const activeFilterCount = (filters: JobFilters) =>
  [filters.type, filters.group, filters.category].filter(Boolean).length;

import {
  JOB_LOCATION_DENIED_MESSAGE,
  JOB_MAX_DISTANCE_MILES,
  type Job,
  type JobTitleGroup,
  jobHeaderImage,
  LOCATION_MESSAGES,
} from '@fittizia/contract';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { useAnchor } from '../../../shared/Anchor.tsx';
import {
  activeFilterCount,
  categoryOf,
  filterJobs,
  formatJobMiles,
  JOB_CATEGORIES,
  JOB_TITLE_GROUPS,
  JOB_TYPES,
  type JobCategory,
  type JobFilters,
  type JobSearchPoint,
  jobTypeLabel,
} from '../jobSearch.ts';
import * as styles from './JobList.css.ts';

export interface JobListProps {
  /** The openings; `undefined` while they load, `null` when the fetch failed. */
  jobs: readonly Job[] | null | undefined;
  filters: JobFilters;
  onFiltersChange: (next: JobFilters) => void;
  /** Resolves a postcode or place to a point (`GET api/jobs/locations`), or undefined when nothing matches. */
  locate: (query: string) => Promise<JobSearchPoint | undefined>;
  /** Fetch the openings again after a failure. */
  onRetry?: () => void;
  /** The job page of an opening. */
  jobHref: (job: Job) => string;
  /** The device location API; `navigator.geolocation` by default, `null` when there is none. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
}

type Origin =
  | { kind: 'none' }
  | { kind: 'locating' }
  | { kind: 'found'; point: JobSearchPoint }
  | { kind: 'not-found' }
  | { kind: 'failed' };

const LOCATION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 };

const browserGeolocation = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator ? navigator.geolocation : null;

function useOrigin(filters: JobFilters, locate: JobListProps['locate']): Origin {
  const { q, lat, lng } = filters;
  const [origin, setOrigin] = useState<Origin>({ kind: 'none' });
  useEffect(() => {
    if (typeof lat === 'number' && typeof lng === 'number') {
      setOrigin({ kind: 'found', point: { lat, lng } });
      return;
    }
    const query = q?.trim();
    if (!query) {
      setOrigin({ kind: 'none' });
      return;
    }
    let current = true;
    setOrigin({ kind: 'locating' });
    locate(query).then(
      (point) => current && setOrigin(point ? { kind: 'found', point } : { kind: 'not-found' }),
      () => current && setOrigin({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [q, lat, lng, locate]);
  return origin;
}

/**
 * The job list (spec 2.6): filters by job type, title group and role category; a postcode or place search or
 * the device location, with distances, a nearest-first sort and the under-100-miles filter (spec 9); a header
 * image per category. A failed fetch is an empty state with a retry. Data-agnostic: the caller passes the
 * openings, the filters (kept in the URL by the site) and the location look-up.
 */
export function JobList({
  jobs,
  filters,
  onFiltersChange,
  locate,
  onRetry,
  jobHref,
  geolocation = browserGeolocation(),
}: JobListProps) {
  const id = useId();
  const Anchor = useAnchor();
  const origin = useOrigin(filters, locate);
  const [query, setQuery] = useState(filters.q ?? '');
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();
  useEffect(() => setQuery(filters.q ?? ''), [filters.q]);

  const point = origin.kind === 'found' ? origin.point : undefined;
  const shown = useMemo(() => (jobs ? filterJobs(jobs, filters, point) : []), [jobs, filters, point]);
  const set = (next: Partial<JobFilters>) => onFiltersChange({ ...filters, ...next });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const text = query.trim();
    set({ q: text || undefined, lat: undefined, lng: undefined, ...(text ? { sort: 'distance' } : {}) });
  };

  const locateDevice = () => {
    if (!geolocation) {
      setLocationError(JOB_LOCATION_DENIED_MESSAGE);
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setQuery('');
        set({
          q: undefined,
          lat: Math.round(position.coords.latitude * 10_000) / 10_000,
          lng: Math.round(position.coords.longitude * 10_000) / 10_000,
          sort: 'distance',
        });
      },
      () => {
        setLocating(false);
        setLocationError(JOB_LOCATION_DENIED_MESSAGE);
      },
      LOCATION_OPTIONS,
    );
  };

  const originMessage =
    origin.kind === 'not-found'
      ? LOCATION_MESSAGES.noResults
      : origin.kind === 'failed'
        ? LOCATION_MESSAGES.locationUnavailable
        : undefined;

  return (
    <div className={styles.root}>
      <form className={styles.search} aria-label="Search jobs" onSubmit={submitSearch}>
        <TextInput
          id={`${id}-q`}
          label="Postcode or town"
          hint="For example, LS1 6HD or Leeds"
          autoComplete="postal-code"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <Button type="submit">Search</Button>
        <Button
          variant="secondary"
          loading={locating}
          loadingLabel="Finding your location"
          onClick={locateDevice}
        >
          Use my location
        </Button>
      </form>

      <fieldset className={styles.filters} style={{ border: 0, padding: 0, margin: 0 }}>
        <legend style={{ padding: 0, marginBottom: '0.5rem', fontWeight: 700 }}>Filter jobs</legend>
        <Select
          id={`${id}-type`}
          label="Job type"
          placeholder="All job types"
          options={JOB_TYPES.map((type) => ({ value: type, label: jobTypeLabel(type) }))}
          value={filters.type ?? ''}
          onChange={(event) => set({ type: event.target.value || undefined })}
        />
        <Select
          id={`${id}-group`}
          label="Job title"
          placeholder="All job titles"
          options={JOB_TITLE_GROUPS.map((group) => ({ value: group, label: groupLabel(group) }))}
          value={filters.group ?? ''}
          onChange={(event) => set({ group: (event.target.value || undefined) as JobTitleGroup | undefined })}
        />
        <Select
          id={`${id}-category`}
          label="Role category"
          placeholder="All categories"
          options={JOB_CATEGORIES.map((category) => ({ value: category, label: category }))}
          value={filters.category ?? ''}
          onChange={(event) =>
            set({ category: (event.target.value || undefined) as JobCategory | undefined })
          }
        />
      </fieldset>

      <div className={styles.options}>
        <Select
          id={`${id}-sort`}
          label="Sort by"
          options={[
            { value: '', label: 'Newest first' },
            { value: 'distance', label: 'Distance', disabled: !point },
            { value: 'name', label: 'Job title (A to Z)' },
          ]}
          value={filters.sort === 'distance' && !point ? '' : (filters.sort ?? '')}
          onChange={(event) => set({ sort: (event.target.value || undefined) as JobFilters['sort'] })}
        />
        <Checkbox
          id={`${id}-near`}
          label={`Only jobs under ${JOB_MAX_DISTANCE_MILES} miles away`}
          hint={point ? undefined : 'Search for a place or use your location first'}
          checked={Boolean(filters.near)}
          disabled={!point}
          onChange={(event) => set({ near: event.target.checked || undefined })}
        />
        {activeFilterCount(filters) > 0 ? (
          <Button
            variant="link"
            onClick={() => set({ type: undefined, group: undefined, category: undefined })}
          >
            Clear filters
          </Button>
        ) : null}
      </div>

      {originMessage ? (
        <p className={styles.status} role="alert">
          {originMessage}
        </p>
      ) : null}

      {jobs === undefined || origin.kind === 'locating' ? (
        <Spinner label="Loading jobs" />
      ) : jobs === null ? (
        <div className={styles.empty} role="alert">
          <h2 style={{ margin: 0 }}>We couldn't load the jobs just now</h2>
          <p style={{ margin: 0 }}>
            This is on our side, not yours. Please try again in a moment; your search and filters are kept.
          </p>
          {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
        </div>
      ) : (
        <>
          <p className={styles.status} role="status" aria-live="polite">
            {shown.length === 0
              ? 'No jobs match your search.'
              : `${shown.length} ${shown.length === 1 ? 'job' : 'jobs'}${
                  point && filters.near ? ` under ${JOB_MAX_DISTANCE_MILES} miles away` : ''
                }${point && filters.sort === 'distance' ? ', nearest first' : ''}`}
          </p>
          {shown.length === 0 ? (
            <div className={styles.empty}>
              <p style={{ margin: 0 }}>Try fewer filters, or a wider search.</p>
              <Button variant="secondary" onClick={() => onFiltersChange({})}>
                Show all jobs
              </Button>
            </div>
          ) : (
            <ul className={styles.list} aria-label="Jobs">
              {shown.map((job) => (
                <li key={job.jobId}>
                  <article className={styles.card} aria-labelledby={`${id}-${job.jobId}`}>
                    <img
                      className={styles.image}
                      src={jobHeaderImage(job.category)}
                      alt=""
                      width={640}
                      height={280}
                      loading="lazy"
                    />
                    <div className={styles.body}>
                      <h2 id={`${id}-${job.jobId}`} className={styles.title}>
                        <Anchor href={jobHref(job)}>{job.name}</Anchor>
                      </h2>
                      <p className={styles.meta}>
                        {[job.restaurantName, job.postcode].filter(Boolean).join(', ')}
                      </p>
                      <p className={styles.meta}>
                        {[jobTypeLabel(job.jobType), categoryOf(job), job.salary].filter(Boolean).join(' · ')}
                      </p>
                      {job.distance !== null ? (
                        <p className={styles.meta} data-testid="job-distance">
                          {formatJobMiles(job.distance)} away
                        </p>
                      ) : null}
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <Modal
        title="Location services"
        open={Boolean(locationError)}
        onOpenChange={(open) => {
          if (!open) setLocationError(undefined);
        }}
        footer={<Button onClick={() => setLocationError(undefined)}>OK</Button>}
      >
        <p role="alert">{locationError}</p>
      </Modal>
    </div>
  );
}

const GROUP_LABELS: Record<JobTitleGroup, string> = {
  Bar: 'Bar',
  'foh team': 'Front of house team',
  'General Manager': 'General Manager',
  'foh support': 'Front of house support',
  'boh team': 'Kitchen team',
  'Head Chef': 'Head Chef',
  'boh support': 'Kitchen support',
};

/** A title group as people read it ('foh team' → 'Front of house team'). */
export const groupLabel = (group: JobTitleGroup) => GROUP_LABELS[group];

import {
  JOB_LOCATION_DENIED_MESSAGE,
  JOB_MAX_DISTANCE_MILES,
  type Job,
  LOCATION_MESSAGES,
} from '@fittizia/contract';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { filterJobs, type JobFilters, type JobSearchPoint } from '../jobSearch.ts';
import { JobCard } from './JobCard.tsx';
import * as styles from './JobList.css.ts';
import { JobListFilters } from './JobListFilters.tsx';
import { browserGeolocation, LOCATION_OPTIONS, useJobOrigin } from './useJobOrigin.ts';

export { groupLabel } from './JobListFilters.tsx';

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
  const origin = useJobOrigin(filters, locate);
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

      <JobListFilters id={id} filters={filters} point={point} set={set} />

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
                  <JobCard id={`${id}-${job.jobId}`} job={job} href={jobHref(job)} />
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

import { JOB_MAX_DISTANCE_MILES, type JobTitleGroup } from '@fittizia/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import {
  activeFilterCount,
  JOB_CATEGORIES,
  JOB_TITLE_GROUPS,
  JOB_TYPES,
  type JobCategory,
  type JobFilters,
  type JobSearchPoint,
  jobTypeLabel,
} from '../jobSearch.ts';
import * as styles from './JobList.css.ts';

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

/** The filters (job type, title group, category), the sort, the under-100-miles box and Clear filters. */
export function JobListFilters({
  id,
  filters,
  point,
  set,
}: {
  id: string;
  filters: JobFilters;
  /** The search point, when there is one: distance sorting and filtering need it. */
  point: JobSearchPoint | undefined;
  set: (next: Partial<JobFilters>) => void;
}) {
  return (
    <>
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
    </>
  );
}

import { examples, jobsResponse } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { categoryOf, filterJobs, formatJobMiles, jobTypeLabel } from './jobSearch.ts';

const jobs = jobsResponse.parse(examples.jobs.response).data.jobs;
const leeds = { lat: 53.7965, lng: -1.5478 };

describe('job search', () => {
  it('filters by job type, whatever its case', () => {
    expect(filterJobs(jobs, { type: 'part time' }).map((j) => j.jobId)).toEqual(['JOB-2305', 'JOB-2318']);
    expect(filterJobs(jobs, { type: 'Full Time' }).map((j) => j.jobId)).toEqual([
      'JOB-2291',
      'JOB-2310',
      'JOB-2322',
    ]);
  });

  it('filters by title group and by category (anything else is Head Office)', () => {
    expect(filterJobs(jobs, { group: 'Head Chef' }).map((j) => j.name)).toEqual(['Sous Chef']);
    expect(filterJobs(jobs, { group: 'boh support' }).map((j) => j.name)).toEqual(['Kitchen Porter']);
    expect(filterJobs(jobs, { category: 'Head Office' }).map((j) => j.name)).toEqual([
      'Payroll Administrator',
    ]);
    expect(categoryOf({ category: 'Quick Service' })).toBe('Head Office');
    expect(filterJobs(jobs, { type: 'part time', category: 'Management' })).toEqual([]);
  });

  it('measures distance from a point, sorts nearest first and keeps under 100 miles', () => {
    const sorted = filterJobs(jobs, { sort: 'distance' }, leeds);
    expect(sorted.map((j) => j.jobId)).toEqual(['JOB-2305', 'JOB-2310', 'JOB-2322', 'JOB-2291', 'JOB-2318']);
    expect(sorted[0]?.distance).toBeLessThan(1);
    const near = filterJobs(jobs, { sort: 'distance', near: true }, leeds);
    expect(near.map((j) => j.jobId)).toEqual(['JOB-2305', 'JOB-2310', 'JOB-2322', 'JOB-2291']);
    for (const job of near) expect(job.distance).toBeLessThan(100);
  });

  it('keeps the API order without a point, and distances are null', () => {
    const listed = filterJobs(jobs, { sort: 'distance', near: true });
    expect(listed.map((j) => j.jobId)).toEqual(jobs.map((j) => j.jobId));
    expect(listed.every((j) => j.distance === null)).toBe(true);
  });

  it('reads distances and job types for people', () => {
    expect(formatJobMiles(1)).toBe('1 mile');
    expect(formatJobMiles(3.456)).toBe('3.5 miles');
    expect(jobTypeLabel('full Time')).toBe('Full time');
  });
});

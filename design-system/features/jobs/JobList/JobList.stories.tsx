import { handlersFor, type ScenarioName } from '@fittizia/api-mocks';
import { createBrandClient, JOB_LOCATION_DENIED_MESSAGE, JOBS_SITE_ID, type Job } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { JobFilters, JobSearchPoint } from '../jobSearch.ts';
import { JobList } from './JobList.tsx';

/** Same-origin calls, answered by the MSW handlers of `@fittizia/api-mocks`. */
const client = createBrandClient({ baseUrl: '' });

const locate = async (query: string): Promise<JobSearchPoint | undefined> => {
  const [first] = await client.call('jobLocations', { query: { query } });
  return first?.geometry.location;
};

const geolocation = (outcome: 'granted' | 'denied'): Pick<Geolocation, 'getCurrentPosition'> => ({
  getCurrentPosition: (success, failure) => {
    setTimeout(() => {
      if (outcome === 'granted') {
        success({ coords: { latitude: 53.7965, longitude: -1.5478 }, timestamp: 0 } as GeolocationPosition);
      } else {
        failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
      }
    }, 10);
  },
});

/** The list as the site uses it: openings fetched through the contract's client, filters held in state. */
function JobSearch({
  initialFilters = {},
  location = 'granted',
}: {
  initialFilters?: JobFilters;
  location?: 'granted' | 'denied';
}) {
  const [filters, setFilters] = useState<JobFilters>(initialFilters);
  const [jobs, setJobs] = useState<Job[] | null | undefined>();
  const load = useCallback(() => {
    setJobs(undefined);
    client.call('jobs', { query: { siteId: JOBS_SITE_ID } }).then(
      (answer) => setJobs(answer.data.jobs),
      () => setJobs(null),
    );
  }, []);
  useEffect(load, [load]);
  return (
    <JobList
      jobs={jobs}
      filters={filters}
      onFiltersChange={setFilters}
      locate={locate}
      onRetry={load}
      jobHref={(job) => `/careers/job/${job.jobId}`}
      geolocation={geolocation(location)}
    />
  );
}

const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

const meta = {
  title: 'Features/Jobs/JobList',
  component: JobSearch,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JobSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

const jobNames = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Jobs' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

export const Results: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('5 jobs')).toBeVisible();
    await expect(jobNames(canvasElement)).toEqual([
      'Sous Chef',
      'Waiter / Waitress',
      'General Manager',
      'Kitchen Porter',
      'Payroll Administrator',
    ]);
    await expect(canvas.getByRole('link', { name: 'Sous Chef' })).toHaveAttribute(
      'href',
      '/careers/job/JOB-2291',
    );
    const images = canvasElement.querySelectorAll('img');
    await expect([...images].map((img) => img.getAttribute('src'))).toEqual([
      '/images/jobs/back-of-house.svg',
      '/images/jobs/front-of-house.svg',
      '/images/jobs/management.svg',
      '/images/jobs/back-of-house.svg',
      '/images/jobs/quick-service.svg',
    ]);
    // Distance needs a point first.
    await expect(canvas.getByRole('checkbox', { name: /under 100 miles/ })).toBeDisabled();
  },
};

export const Filtered: Story = {
  name: 'Filtered (part time, by the filters)',
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('5 jobs');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Job type' }), 'part time');
    await expect(await canvas.findByText('2 jobs')).toBeVisible();
    await expect(jobNames(canvasElement)).toEqual(['Waiter / Waitress', 'Kitchen Porter']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Role category' }), 'Back of House');
    await expect(jobNames(canvasElement)).toEqual(['Kitchen Porter']);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Job title' }), 'Head Chef');
    await expect(await canvas.findByText('No jobs match your search.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(await canvas.findByText('5 jobs')).toBeVisible();
  },
};

export const NearestFirst: Story = {
  name: 'Searched (nearest first, under 100 miles)',
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByText('5 jobs');
    await userEvent.type(canvas.getByRole('textbox', { name: /Postcode or town/ }), 'Leeds{Enter}');
    // The mocks put every place at Manchester.
    await expect(await canvas.findByText('5 jobs, nearest first')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('distance');
    await userEvent.click(canvas.getByRole('checkbox', { name: /under 100 miles/ }));
    await expect(await canvas.findByText('4 jobs under 100 miles away, nearest first')).toBeVisible();
    const distances = within(canvasElement)
      .getAllByTestId('job-distance')
      .map((d) => Number.parseFloat(d.textContent ?? ''));
    await expect(distances).toEqual([...distances].sort((a, b) => a - b));
    await expect(distances.every((d) => d < 100)).toBe(true);
  },
};

export const DeviceLocation: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText('5 jobs');
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    await expect(await canvas.findByText('5 jobs, nearest first')).toBeVisible();
    await expect(canvas.getAllByTestId('job-distance')[0]).toHaveTextContent(/^0\.\d miles away$/);
  },
};

export const PlaceNotFound: Story = {
  parameters: scenario('job-locations-none'),
  play: async ({ canvas }) => {
    await canvas.findByText('5 jobs');
    await userEvent.type(canvas.getByRole('textbox', { name: /Postcode or town/ }), 'Nowhere{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'No locations found, please try a different search.',
    );
  },
};

export const LocationDenied: Story = {
  args: { location: 'denied' },
  play: async ({ canvas }) => {
    await canvas.findByText('5 jobs');
    await userEvent.click(canvas.getByRole('button', { name: 'Use my location' }));
    const dialog = await screen.findByRole('dialog', { name: 'Location services' }, { timeout: 5000 });
    await expect(dialog).toHaveTextContent(JOB_LOCATION_DENIED_MESSAGE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
  },
};

export const Empty: Story = {
  parameters: scenario('jobs-empty'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No jobs match your search.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: scenario('jobs-loading'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status', { name: 'Loading jobs' })).toBeInTheDocument();
  },
};

export const FetchFailed: Story = {
  name: 'Error (code 12) with a retry',
  parameters: scenario('jobs-error'),
  play: async ({ canvas }) => {
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("We couldn't load the jobs just now");
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

import { jobDetailFixtures } from '@fittizia/api-mocks/fixtures';
import { createBrandClient } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { JobDetail } from './JobDetail.tsx';

const client = createBrandClient({ baseUrl: '' });
const job = (id: string) => jobDetailFixtures[id] as NonNullable<(typeof jobDetailFixtures)[string]>;

const meta = {
  title: 'Features/Jobs/JobDetail',
  component: JobDetail,
  args: {
    job: job('JOB-2291'),
    backHref: '/careers/job-search',
    submit: fn(async (body) => (await client.call('jobApplication', { body })).data),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof JobDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BackOfHouse: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sous Chef' })).toBeVisible();
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', '/images/jobs/back-of-house.svg');
    await expect(canvas.getByText('Full time')).toBeVisible();
  },
};

export const ApplyNow: Story = {
  name: 'Apply now opens the modal',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Apply now' }));
    await expect(await screen.findByRole('dialog', { name: 'Apply for Sous Chef' })).toBeInTheDocument();
  },
};

export const FocusBackToApplyNow: Story = {
  name: 'Escape or × gives focus back to Apply now',
  play: async ({ canvas }) => {
    const applyNow = canvas.getByRole('button', { name: 'Apply now' });
    await userEvent.click(applyNow);
    await screen.findByRole('dialog', { name: 'Apply for Sous Chef' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(applyNow).toHaveFocus();
    await userEvent.click(applyNow);
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Sous Chef' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(applyNow).toHaveFocus();
  },
};

export const HeadOffice: Story = {
  name: 'Head Office (quick-service header, no CV needed)',
  args: { job: job('JOB-2322') },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('src', '/images/jobs/quick-service.svg');
  },
};

export const NoCvNeeded: Story = {
  name: 'Apply where no CV is needed',
  args: { job: job('JOB-2305'), defaultApplyOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Apply for Waiter / Waitress' });
    await expect(dialog.querySelector('input[type="file"]')).toBeNull();
  },
};

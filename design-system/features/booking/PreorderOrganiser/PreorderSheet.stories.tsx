import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { conflictView, ORGANISER_ACTION } from './fixtures.ts';
import { PreorderSheet } from './PreorderSheet.tsx';

const meta = {
  title: 'Features/Booking/PreorderSheet',
  component: PreorderSheet,
  args: { view: conflictView, backPath: ORGANISER_ACTION },
} satisfies Meta<typeof PreorderSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The printed sheet: the booking, the counts per dish course by course, then guest by guest. */
export const PrintedSheet: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Pre-order for K7QM2XRA' })).toBeVisible();
    await expect(canvas.getByText('Fittizia Manchester Deansgate')).toBeVisible();
    await expect(canvas.getByText('19:30')).toBeVisible();
    const counts = within(canvas.getByRole('table', { name: 'Dishes to prepare' }));
    const turkey = counts.getByRole('rowheader', { name: 'Roast turkey with all the trimmings' });
    await expect(turkey.closest('tr')).toHaveTextContent(/Mains.*Roast turkey with all the trimmings.*3/);
    const guests = within(canvas.getByRole('table', { name: 'Guest by guest' }));
    await expect(guests.getByText('No gravy, please.')).toBeVisible();
    await expect(guests.getAllByText('Contains celery, listed')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Back to the pre-order' })).toHaveAttribute(
      'href',
      ORGANISER_ACTION,
    );
  },
};

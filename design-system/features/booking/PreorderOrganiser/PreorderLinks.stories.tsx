import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { bookingPreorderExample, ORGANISER_ACTION, SITE_ORIGIN } from './fixtures.ts';
import { PreorderLinks } from './PreorderLinks.tsx';

const meta = {
  title: 'Features/Booking/PreorderLinks',
  component: PreorderLinks,
  args: { preorder: bookingPreorderExample, origin: SITE_ORIGIN },
} satisfies Meta<typeof PreorderLinks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After booking, and on the manage page: the organiser's table, the guests' link to share, 3 of 10 chosen. */
export const Open: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 of 10 chosen')).toBeVisible();
    await expect(canvas.getByText(/until Wednesday 16 December at 19:30/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your pre-order table' })).toHaveAttribute(
      'href',
      ORGANISER_ACTION,
    );
    await expect(canvas.getByRole('textbox', { name: 'Share this link with your guests' })).toHaveValue(
      `${SITE_ORIGIN}${bookingPreorderExample.guestLink}`,
    );
  },
};

/** After a party-size change to 8: two guests' choices are over the party size. */
export const OverParty: Story = {
  tags: ['visual'],
  args: { preorder: { ...bookingPreorderExample, places: 8, chosen: 8, overParty: ['Luca', 'Sara'] } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        /^Your party is now 8, so these guests’ choices are over the party size: Luca, Sara\./,
      ),
    ).toHaveAttribute('role', 'status');
  },
};

export const Closed: Story = {
  args: { preorder: { ...bookingPreorderExample, state: 'closed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/The pre-order closed at the cut-off/)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Open your pre-order table' })).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { preorder: { ...bookingPreorderExample, state: 'cancelled' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/This booking was cancelled/)).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

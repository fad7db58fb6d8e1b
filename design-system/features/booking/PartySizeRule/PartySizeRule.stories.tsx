import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GROUP_BOOKINGS_PATH, PartySizeRule } from './PartySizeRule.tsx';

/** The one rule for party sizes, as the booking dialog and the group-bookings page show it. */
const meta = {
  title: 'Features/Booking/PartySizeRule',
  component: PartySizeRule,
} satisfies Meta<typeof PartySizeRule>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the booking dialog: the enquiry links to the group-bookings page; the party's own line is marked. */
export const InTheBookingDialog: Story = {
  args: { enquiryHref: GROUP_BOOKINGS_PATH, covers: 18 },
  play: async ({ canvas }) => {
    const rule = canvas.getByRole('list', { name: 'How we book tables by party size' });
    await expect(within(rule).getByRole('link', { name: 'send us a group booking enquiry' })).toHaveAttribute(
      'href',
      '/group-bookings',
    );
    await expect(within(rule).queryByRole('link', { name: 'book a table online' })).toBeNull();
    await expect(rule.querySelector('[aria-current="true"]')).toHaveTextContent(
      '16 to 24 guests: please call the restaurant.',
    );
  },
};

/** On the group-bookings page: booking online links to the booking dialog; no line is marked. */
export const OnTheGroupBookingsPage: Story = {
  args: { bookOnlineHref: '/group-bookings#group-booking' },
  play: async ({ canvas }) => {
    const rule = canvas.getByRole('list', { name: 'How we book tables by party size' });
    await expect(within(rule).getByRole('link', { name: 'book a table online' })).toHaveAttribute(
      'href',
      '/group-bookings#group-booking',
    );
    await expect(within(rule).queryByRole('link', { name: 'send us a group booking enquiry' })).toBeNull();
    await expect(rule.querySelector('[aria-current]')).toBeNull();
  },
};

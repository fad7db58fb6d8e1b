import { BOOKING_MESSAGES, type PartyRoute } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { GROUP_ENQUIRY_TITLE } from '../journey/index.ts';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import { atManchester, checkAvailability, modalArgs, scenario, toDetails } from './BookingModal.fixture.ts';
import { BookingModal } from './BookingModal.tsx';

/**
 * The party step at each boundary of the one rule for party sizes (up to 15 online, 16 to 24 call, 25 or more
 * enquire): the rule with the party's own line marked, its link to the group-bookings page, the dialog's heading
 * and the check's words.
 */
const meta = {
  title: 'Features/Booking/BookingModal/PartySizes',
  component: BookingModal,
  decorators: [withQueryClient],
  // Not pictured: the party step is pictured under Features/Booking/BookingModal.
  tags: ['no-visual'],
  args: modalArgs,
} satisfies Meta<typeof BookingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectRule(route: PartyRoute, title: string, check: string) {
  const modal = await screen.findByRole('dialog', { name: title });
  const rule = within(modal).getByRole('list', { name: 'How we book tables by party size' });
  const lines = within(rule).getAllByRole('listitem');
  await expect(lines.map((l) => l.textContent)).toEqual([
    'Up to 15 guests: book a table online.',
    '16 to 24 guests: please call the restaurant.',
    '25 or more guests: send us a group booking enquiry, and we reply within 48 hours.',
  ]);
  await expect(
    lines.filter((l) => l.getAttribute('aria-current') === 'true').map((l) => l.dataset.partyRoute),
  ).toEqual([route]);
  await expect(within(rule).getByRole('link', { name: 'send us a group booking enquiry' })).toHaveAttribute(
    'href',
    '/group-bookings',
  );
  await expect(within(modal).getByRole('button', { name: check })).toBeEnabled();
}

const party = (adults: number, children = 0) => ({
  ...atManchester,
  initialSearch: { ...atManchester.initialSearch, adults, children },
});

export const Fifteen: Story = {
  name: '15 guests: book online',
  args: party(15),
  play: () => expectRule('online', 'Create your booking', 'Check availability'),
};

export const Sixteen: Story = {
  name: '16 guests: call the restaurant',
  args: party(16),
  parameters: scenario('booking-no-availability'),
  play: async () => {
    await expectRule('call', 'Create your booking', 'Check availability');
    await checkAvailability();
    await waitFor(() => expect(screen.getByText(BOOKING_MESSAGES.callUs)).toBeVisible(), { timeout: 5000 });
  },
};

export const TwentyFour: Story = {
  name: '24 guests (20 adults, 4 children): call the restaurant',
  args: party(20, 4),
  play: () => expectRule('call', 'Create your booking', 'Check availability'),
};

export const TwentyFive: Story = {
  name: '25 guests: an enquiry, its heading and its button say so',
  args: party(25),
  parameters: scenario('booking-enquiry-mode'),
  play: async () => {
    await expectRule('enquire', GROUP_ENQUIRY_TITLE, 'Check availability for your enquiry');
    await toDetails();
    const modal = await screen.findByRole('dialog', { name: GROUP_ENQUIRY_TITLE });
    await expect(within(modal).getByRole('button', { name: 'Enquire now' })).toBeEnabled();
    await expect(within(modal).queryByRole('heading', { name: 'Create your booking' })).toBeNull();
  },
};

import { mockEndpoint } from '@fittizia/api-mocks';
import { bookingFixtures } from '@fittizia/api-mocks/fixtures';
import { BOOKING_MESSAGES } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import {
  atManchester,
  book,
  bookingDate,
  checkAvailability,
  chooseMenu,
  dialog,
  leeds,
  manchester,
  modalArgs,
  nearestOnly,
  noExtras,
  oneMenu,
  scenario,
  severalResults,
  toDetails,
} from './BookingModal.fixture.ts';
import { BookingModal } from './BookingModal.tsx';
import { twoOthers } from './BookingModalOthers.fixture.ts';
import { StoryCardStep } from './StoryCardStep.fixture.tsx';

/** The booking modal's further steps and modes: availability, menus, extras, the card, group mode. */
const meta = {
  title: 'Features/Booking/BookingModal/Steps',
  component: BookingModal,
  decorators: [withQueryClient],
  // Not pictured: the modal's key states are pictured under Features/Booking/BookingModal.
  tags: ['no-visual'],
  args: modalArgs,
} satisfies Meta<typeof BookingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AvailabilitySeveral: Story = {
  name: 'Availability: several results (3 slots either side per restaurant)',
  args: atManchester,
  parameters: scenario('default', [severalResults, twoOthers]),
  play: async () => {
    await checkAvailability();
    const section = await screen.findByRole('region', { name: 'Time' }, { timeout: 5000 });
    const mine = await within(section).findByRole('group', { name: manchester.title });
    await expect(
      within(mine)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(
      ['18:15', '18:30', '18:45', '20:15', '20:30', '20:45'].map((t) => `${t} at ${manchester.title}`),
    );
    await expect(
      await within(section).findByRole('group', { name: new RegExp(`${leeds.title}, .* miles away`) }),
    ).toBeVisible();
    await userEvent.click(within(mine).getByRole('button', { name: `20:15 at ${manchester.title}` }));
    await waitFor(() => expect(screen.getByText(`20:15 at ${manchester.title}`)).toBeVisible());
  },
};

export const NearestRestaurantOffered: Story = {
  name: 'Availability: nothing here, the nearest restaurant offered',
  args: atManchester,
  parameters: scenario('default', [nearestOnly, twoOthers]),
  play: async () => {
    await checkAvailability();
    const section = await screen.findByRole('region', { name: 'Time' }, { timeout: 5000 });
    await expect(within(section).queryByRole('group', { name: manchester.title })).toBeNull();
    await userEvent.click(await within(section).findByRole('button', { name: `19:30 at ${leeds.title}` }));
    await waitFor(() => expect(screen.getByText(`19:30 at ${leeds.title}`)).toBeVisible());
  },
};

export const CallUs: Story = {
  name: 'Availability: none, call us',
  args: atManchester,
  parameters: scenario('booking-no-availability'),
  play: async () => {
    await checkAvailability();
    await waitFor(() => expect(screen.getByText(BOOKING_MESSAGES.callUs)).toBeVisible(), { timeout: 5000 });
    // No table fits: the standby list is offered too.
    await expect(screen.getByRole('region', { name: 'Join the standby list' })).toBeVisible();
    await expect(screen.getByRole('link', { name: `Call ${manchester.phoneNumber}` })).toHaveAttribute(
      'href',
      'tel:01614960123',
    );
  },
};

export const LargePartySameDay: Story = {
  name: 'Availability: 25+ guests on the same day',
  args: { ...atManchester, initialSearch: { date: '2026-01-14', adults: 20, children: 5 } },
  parameters: scenario('booking-large-party-same-day'),
  play: async () => {
    await checkAvailability();
    // Waited for as shown, not only as found: a check of availability still settling may clear the message for a
    // moment and draw it again (seen once in CI: found, then an empty alert when asked if visible).
    await waitFor(() => expect(screen.getByText(BOOKING_MESSAGES.largePartySameDay)).toBeVisible(), {
      timeout: 5000,
    });
  },
};

export const EnquiryMode: Story = {
  name: 'Enquiry mode (25+ guests): the Enquire now button',
  args: { ...atManchester, initialSearch: { date: bookingDate, adults: 30 } },
  parameters: scenario('booking-enquiry-mode'),
  play: async () => {
    await toDetails();
    await expect(await screen.findByRole('button', { name: 'Enquire now' })).toBeEnabled();
  },
};

export const GroupMode: Story = {
  name: 'Group booking mode',
  args: { ...atManchester, mode: 'group' },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Create your group booking' });
    // The restaurant step is fixed in group mode: no Edit control.
    await expect(within(modal).queryByRole('button', { name: 'Edit Restaurant' })).toBeNull();
    await expect(within(modal).getByRole('heading', { name: /Party, date and time/ })).toHaveFocus();
  },
};

export const Menus: Story = {
  name: 'Menus: choose one',
  args: atManchester,
  play: async () => {
    await checkAvailability();
    const section = await screen.findByRole('region', { name: 'Menu' }, { timeout: 5000 });
    await expect(await within(section).findByRole('radio', { name: 'Main Menu' })).toBeInTheDocument();
    await expect(within(section).getByRole('radio', { name: /Set Menu, £21.95/ })).toBeInTheDocument();
    await expect(within(section).getByRole('button', { name: 'Continue' })).toBeDisabled();
  },
};

export const OneMenuNoExtras: Story = {
  name: 'One menu chosen automatically, no extras: straight to your details',
  args: atManchester,
  parameters: scenario('default', [oneMenu, noExtras]),
  play: async () => {
    await checkAvailability();
    await expect(
      await screen.findByRole('heading', { name: 'Your details' }, { timeout: 5000 }),
    ).toHaveFocus();
    await expect(screen.getByText('Main Menu')).toBeInTheDocument();
    await expect(screen.queryByRole('region', { name: 'Extras' })).toBeNull();
  },
};

export const NoMenus: Story = {
  name: 'No menus for the date and party',
  args: atManchester,
  parameters: scenario('booking-no-menus'),
  play: async () => {
    await checkAvailability();
    await waitFor(() => expect(screen.getByText(BOOKING_MESSAGES.noMenus)).toBeVisible(), { timeout: 5000 });
  },
};

export const Extras: Story = {
  name: 'Extras: within their maximum, 0 removes',
  args: atManchester,
  play: async () => {
    await checkAvailability();
    await chooseMenu();
    const section = await screen.findByRole('region', { name: 'Extras' });
    const prosecco = await within(section).findByRole('spinbutton', { name: /Bottle of Prosecco/ });
    const add = within(section).getByRole('button', { name: 'Add one Bottle of Prosecco on the table' });
    for (let i = 0; i < 5; i++) await userEvent.click(add);
    await expect(prosecco).toHaveValue('3');
    await expect(add).toHaveAttribute('aria-disabled', 'true');
  },
};

export const CardRequired: Story = {
  name: 'Card guarantee required: the Card Guarantee button and the card step',
  args: { ...atManchester, renderCardStep: (props) => <StoryCardStep {...props} /> },
  parameters: scenario('booking-card-required'),
  play: async () => {
    await toDetails();
    await book('Card Guarantee');
    await expect(await screen.findByRole('heading', { name: 'Card guarantee' })).toHaveFocus();
    const submitCard = await screen.findByRole('button', { name: 'Submit Card' });
    await waitFor(() => expect(submitCard).toBeEnabled());
    await userEvent.click(submitCard);
    await book('Book Now');
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Your booking is confirmed' })).toBeVisible(),
    );
  },
};

export const SingleLocation: Story = {
  name: 'Single-location site: the restaurant is chosen automatically',
  args: { singleLocation: true, restaurants: [manchester] },
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Create your booking' });
    await expect(within(modal).getByText(new RegExp(manchester.title))).toBeInTheDocument();
    await expect(within(modal).queryByRole('button', { name: 'Edit Restaurant' })).toBeNull();
  },
};

export const EditDate: Story = {
  name: 'Edit date clears availability and menu',
  args: atManchester,
  play: async () => {
    await checkAvailability();
    await chooseMenu();
    await screen.findByRole('region', { name: 'Extras' });
    await userEvent.click(screen.getByRole('button', { name: 'Edit Party and date' }));
    await expect(await screen.findByRole('heading', { name: /Party, date and time/ })).toHaveFocus();
    await expect(screen.queryByRole('region', { name: 'Menu' })).toBeNull();
    await expect(screen.queryByRole('region', { name: 'Time' })).toBeNull();
  },
};
/** The last booking request the mocks received (the needs story reads it). */
let lastRequest: Record<string, unknown> | undefined;
const captureCreate = mockEndpoint('bookingCreate', async ({ request }) => {
  lastRequest = (await request.json()) as Record<string, unknown>;
  return HttpResponse.json(bookingFixtures.created);
});

export const DetailsNeeds: Story = {
  name: 'Your details: allergies and access needs go into the special request',
  args: atManchester,
  parameters: scenario('default', [captureCreate]),
  play: async () => {
    lastRequest = undefined;
    await toDetails();
    const modal = await dialog();
    await userEvent.type(
      within(modal).getByRole('textbox', { name: /^Special request/ }),
      'Window seat, please.',
    );
    await userEvent.click(within(modal).getByText('Allergies and access needs (optional)'));
    await userEvent.click(await within(modal).findByRole('checkbox', { name: 'Sesame' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'Peanuts' }));
    await userEvent.click(within(modal).getByRole('checkbox', { name: 'A high chair' }));
    await book();
    await screen.findByRole('dialog', { name: 'Your booking is confirmed' });
    await expect(lastRequest).toMatchObject({
      specialRequest:
        'Window seat, please. Allergies in our party: peanuts and sesame. We need a high chair.',
      mobilePhoneNumber: '07700900123',
      shouldReceiveSms: false,
      shouldReceivePromotions: false,
      diningDateTime: '2026-1-16 19:30',
    });
  },
};

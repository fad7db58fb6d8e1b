import { mockEndpoint } from '@fittizia/api-mocks';
import { bookingFixtures } from '@fittizia/api-mocks/fixtures';
import { BOOKING_MESSAGES } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { chosenTimeGone, extrasCleared, menuCleared, switchedTo } from '../journey/index.ts';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import { otherRestaurantsTitle } from '../steps/TimesStep/OtherRestaurants.tsx';
import {
  atManchester,
  availabilityAnswer,
  book,
  bookingDate,
  checkAvailability,
  chooseMenu,
  dialog,
  diner,
  fillDetails,
  leeds,
  manchester,
  modalArgs,
  scenario,
  storeResult,
} from './BookingModal.fixture.ts';
import { BookingModal } from './BookingModal.tsx';
import { harrogate, leedsSetMenuOnly, twoOthers } from './BookingModalOthers.fixture.ts';

/**
 * When the asked time is not free: the nearest other restaurants with a table near it, from the table
 * search around the chosen one; switching there keeps what is still valid and says what was cleared; and a time
 * chosen in a search (`chosen=1`) opening the booking at the step it needs.
 */
const meta = {
  title: 'Features/Booking/BookingModal/Other restaurants',
  component: BookingModal,
  decorators: [withQueryClient],
  args: modalArgs,
} satisfies Meta<typeof BookingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Manchester has no table at all for the party that evening. */
const manchesterFull = availabilityAnswer(([first]) => [
  storeResult(first as { storeId: string; miles: number }, {
    exactMatch: false,
    isFirstChoice: true,
    timeSlots: [],
  }),
]);

/** Manchester has times, but not 19:30. */
const manchesterNot1930 = availabilityAnswer(([first]) => [
  storeResult(first as { storeId: string; miles: number }, {
    exactMatch: true,
    isFirstChoice: true,
    timeSlots: [{ time: '18:30' }, { time: '21:00' }],
  }),
]);

const timesRegion = () => screen.findByRole('region', { name: 'Time' }, { timeout: 5000 });

export const SeveralOtherRestaurants: Story = {
  name: 'Times: the chosen restaurant is full, several other restaurants have a table',
  args: atManchester,
  parameters: scenario('default', [manchesterFull, twoOthers]),
  play: async () => {
    await checkAvailability();
    const section = await timesRegion();
    await expect(
      within(section).getByText(new RegExp(`^${manchester.title} has no table for 2 adults at 19:30`)),
    ).toBeVisible();
    const others = await within(section).findByRole('region', { name: otherRestaurantsTitle('19:30') });
    const groups = within(others).getAllByRole('group');
    await expect(groups.map((g) => g.querySelector('legend')?.textContent)).toEqual([
      `${leeds.title}, 36.2 miles away`,
      `${harrogate.title}, 41.8 miles away`,
    ]);
    await expect(within(others).getByRole('button', { name: `19:30 at ${leeds.title}` })).toBeVisible();
    // Standby stays where it is: Manchester's list is offered for the time asked.
    await expect(screen.getByRole('region', { name: 'Join the standby list' })).toBeVisible();
  },
};

export const SwitchKeepsParty: Story = {
  name: 'Switching from a full restaurant: party, date and time kept',
  args: { ...atManchester, initialSearch: { date: bookingDate, adults: 4 } },
  parameters: scenario('default', [manchesterFull, twoOthers]),
  play: async () => {
    await checkAvailability();
    const section = await timesRegion();
    await userEvent.click(await within(section).findByRole('button', { name: `19:30 at ${leeds.title}` }));
    await expect(await screen.findByText(switchedTo(leeds.title))).toBeVisible();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(switchedTo(leeds.title)));
    await waitFor(() => expect(screen.getByText(`19:30 at ${leeds.title}`)).toBeVisible());
    await expect(screen.getByText('4 adults, 16/01/2026')).toBeVisible();
    await expect(
      await screen.findByRole('radio', { name: 'Main Menu' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  },
};

export const SwitchClearsMenu: Story = {
  name: 'Switching after the time was taken: the menu and extras Leeds does not have are cleared, said as a status',
  args: atManchester,
  parameters: scenario('booking-code-9', [twoOthers, leedsSetMenuOnly]),
  play: async () => {
    await checkAvailability();
    await chooseMenu();
    const extras = await screen.findByRole('region', { name: 'Extras' }, { timeout: 5000 });
    await userEvent.click(
      await within(extras).findByRole('button', { name: 'Add one Bottle of Prosecco on the table' }),
    );
    await userEvent.click(within(extras).getByRole('button', { name: 'Continue' }));
    await fillDetails();
    await book();
    // Taken between choosing and booking: the times step, with the other restaurants.
    await screen.findByText(BOOKING_MESSAGES.slotTaken, {}, { timeout: 5000 });
    const section = await timesRegion();
    await userEvent.click(await within(section).findByRole('button', { name: `19:30 at ${leeds.title}` }));
    const said = `${switchedTo(leeds.title)} ${menuCleared('Main Menu', leeds.title)} ${extrasCleared(leeds.title)}`;
    await expect(await screen.findByText(said, {}, { timeout: 5000 })).toBeVisible();
    // Said to screen readers too, as a status.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(said));
    // The diner's details are kept for the booking at Leeds.
    const modal = await dialog();
    await waitFor(() => expect(screen.getByText(`19:30 at ${leeds.title}`)).toBeVisible());
    await expect(within(modal).queryByRole('radio', { name: 'Main Menu' })).toBeNull();
    await userEvent.click(await within(modal).findByRole('button', { name: 'Continue' }, { timeout: 5000 }));
    await expect(await within(modal).findByRole('textbox', { name: 'Email address' })).toHaveValue(
      diner.email,
    );
  },
};

/** One menu and no extras at Manchester: a chosen time lands on the details; with several menus, on the menu. */
export const ChosenTimeLandsOnMenu: Story = {
  name: 'A time chosen in a search: the booking opens at the menu',
  args: {
    ...atManchester,
    initialSearch: { date: bookingDate, time: '19:30', adults: 4 },
    chosenTime: true,
    onStep: fn(),
  },
  parameters: scenario('default'),
  play: async ({ args }) => {
    const section = await screen.findByRole('region', { name: 'Menu' }, { timeout: 5000 });
    await expect(await within(section).findByRole('radio', { name: 'Main Menu' })).toBeInTheDocument();
    // Only the step it lands on is told to the host (one history entry: Back leaves the booking).
    await waitFor(() => expect(args.onStep).toHaveBeenCalledTimes(1));
    await expect(args.onStep).toHaveBeenCalledWith(expect.objectContaining({ step: 'menu' }));
    await expect(screen.getByText(`19:30 at ${bookingFixtures.availability[0]?.storeName}`)).toBeVisible();
    await expect(screen.getByText('4 adults, 16/01/2026')).toBeVisible();
  },
};

export const ChosenTimeGone: Story = {
  name: 'A time chosen in a search, no longer free: the times step says so',
  args: { ...atManchester, initialSearch: { date: bookingDate, time: '19:30' }, chosenTime: true },
  parameters: scenario('default', [manchesterNot1930, twoOthers]),
  play: async () => {
    const section = await timesRegion();
    const said = await within(section).findByText(chosenTimeGone('19:30', manchester.title));
    await expect(said).toHaveAttribute('role', 'alert');
    await expect(within(section).getByRole('button', { name: `18:30 at ${manchester.title}` })).toBeVisible();
    await expect(
      await within(section).findByRole('region', { name: otherRestaurantsTitle('19:30') }),
    ).toBeVisible();
  },
};

export const NoOtherRestaurant: Story = {
  name: 'Times: full, and no other restaurant near has a table: call us',
  args: atManchester,
  parameters: scenario('default', [
    manchesterFull,
    mockEndpoint('bookingTableSearch', () => HttpResponse.json({ message: 'down' }, { status: 500 })),
  ]),
  play: async () => {
    await checkAvailability();
    const section = await timesRegion();
    await expect(await within(section).findByText(BOOKING_MESSAGES.callUs)).toBeVisible();
    await expect(within(section).getByRole('link', { name: `Call ${manchester.phoneNumber}` })).toBeVisible();
  },
};

import { mockEndpoint, mockStandbyRefusal } from '@fittizia/api-mocks';
import { bookingFixtures } from '@fittizia/api-mocks/fixtures';
import type { AvailabilityRequest, AvailabilityResult, Restaurant } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, screen, userEvent, within } from 'storybook/test';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import {
  atManchester,
  bookingDate,
  checkAvailability,
  dialog,
  manchester,
  modalArgs,
  storyRestaurants,
} from './BookingModal.fixture.ts';
import { BookingModal } from './BookingModal.tsx';
import { twoOthers } from './BookingModalOthers.fixture.ts';

/*
 * The restaurant's tables and opening days in the modal: standby is offered only where a table could come free,
 * closed days cannot be chosen, and the times follow the opening hours.
 */
const meta = {
  title: 'Features/Booking/BookingModal/Standby and opening days',
  component: BookingModal,
  decorators: [withQueryClient],
  tags: ['no-visual'],
  args: modalArgs,
} satisfies Meta<typeof BookingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chosen restaurant has no time for the party, the nearest one has; standby as the mocks' rule says. */
const onlyTheNearest = mockEndpoint('bookingAvailability', async ({ request }) => {
  const body = (await request.json()) as AvailabilityRequest;
  const covers = body.adultCovers + body.childrenCovers;
  const [first, other] = bookingFixtures.availability as [AvailabilityResult, AvailabilityResult];
  return HttpResponse.json(
    body.stores.map((store, i) => ({
      ...(i === 0 ? first : other),
      storeId: store.storeId,
      miles: store.miles,
      isFirstChoice: i === 0,
      exactMatch: false,
      ...(i === 0 ? { timeSlots: [] } : {}),
      standbyOffered: mockStandbyRefusal(store.storeId, body.date, covers) === undefined,
    })),
  );
});

/** Manchester closed on Mondays. */
const closedMondays: Restaurant = { ...manchester, mondayOpen: null, mondayClose: null } as Restaurant;

export const NoStandbyForAPartyNoTableSeats: Story = {
  name: 'No table seats the party: the restaurant says so, and no standby list is offered',
  args: { ...atManchester, initialSearch: { date: bookingDate, adults: 11 } },
  parameters: { msw: { handlers: [onlyTheNearest, twoOthers] } },
  play: async () => {
    await checkAvailability();
    await expect(
      await screen.findByText(
        `${manchester.title} has no table for 11 adults at 19:30 on Friday 16 January 2026.`,
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    // The other restaurants (the table search around Manchester) are offered instead.
    await expect((await screen.findAllByRole('group', { name: /miles away$/ }))[0]).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Join the standby list' })).not.toBeInTheDocument();
  },
};

export const ClosedDaysAndOpeningHours: Story = {
  name: 'Party and date: closed days cannot be chosen, the times are the opening hours',
  args: {
    restaurants: storyRestaurants.map((r) => (r.storeId === manchester.storeId ? closedMondays : r)),
    initialRestaurantId: manchester.storeId,
  },
  play: async () => {
    const modal = await dialog();
    const time = await within(modal).findByRole('combobox', { name: 'Time' });
    // Before a date is chosen: the times of any of its days (11:30 to 23:00 at the latest).
    const options = Array.from((time as HTMLSelectElement).options, (o) => o.value);
    await expect([options[0], options.at(-1)]).toEqual(['11:30', '22:45']);
    await userEvent.click(within(modal).getByRole('button', { name: /^Choose date/ }));
    await expect(await screen.findByRole('button', { name: /Monday.*19 January 2026/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: /Tuesday.*20 January 2026/ })).toBeEnabled();
  },
};

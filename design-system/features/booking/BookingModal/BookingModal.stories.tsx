import { bookingFixtures } from '@fittizia/api-mocks/fixtures';
import { BOOKING_MESSAGES, ENQUIRY_REPLY_HOURS, LOCATION_MESSAGES } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import {
  atManchester,
  book,
  bookingDate,
  checkAvailability,
  chooseMenu,
  confirmationPlay,
  continueFromExtras,
  dialog,
  disabledRestaurant,
  fillDetails,
  holidayPark,
  leeds,
  locationDenied,
  manchester,
  modalArgs,
  nearLeeds,
  providerRestaurant,
  scenario,
  storyRestaurants,
  toDetails,
} from './BookingModal.fixture.ts';
import { BookingModal } from './BookingModal.tsx';

/**
 * The booking modal's journey from the location picker to the confirmation, and its pictured states.
 * Beside it: BookingModal/Steps (further steps and modes), /Viewports and keyboard, and /Messages (every
 * booking code and message).
 */
const meta = {
  title: 'Features/Booking/BookingModal',
  component: BookingModal,
  decorators: [withQueryClient],
  args: modalArgs,
} satisfies Meta<typeof BookingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LocationPickerFirst: Story = {
  name: 'Location picker',
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Please select a location.',
    );
    await expect(within(modal).getAllByRole('listitem')).toHaveLength(storyRestaurants.length);
  },
};

export const PickerSearch: Story = {
  name: 'Location picker: search',
  play: async () => {
    const modal = await dialog();
    const search = within(modal).getByRole('searchbox', { name: /Search by restaurant/ });
    await userEvent.type(search, 'le');
    // Two characters do not search yet.
    await expect(within(modal).getAllByRole('listitem')).toHaveLength(storyRestaurants.length);
    await userEvent.type(search, 'e');
    await waitFor(() => expect(within(modal).getAllByRole('listitem')).toHaveLength(1));
    await expect(within(modal).getByRole('button', { name: new RegExp(leeds.title) })).toBeVisible();
  },
};

export const PickerNoResults: Story = {
  name: 'Location picker: no results',
  play: async () => {
    const modal = await dialog();
    await userEvent.type(within(modal).getByRole('searchbox', { name: /Search by restaurant/ }), 'Zanzibar');
    await waitFor(() => expect(within(modal).getByText(LOCATION_MESSAGES.noResultsWithList)).toBeVisible());
    await expect(within(modal).getAllByRole('listitem')).toHaveLength(storyRestaurants.length);
  },
};

export const PickerDeviceLocation: Story = {
  name: 'Location picker: nearest first by device location',
  args: { geolocation: nearLeeds },
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(within(modal).getAllByRole('listitem')[0]).toHaveTextContent(leeds.title));
    await expect(within(modal).getAllByRole('listitem')[0]).toHaveTextContent('miles away');
  },
};

export const PickerLocationDenied: Story = {
  name: 'Location picker: device location refused',
  args: { geolocation: locationDenied },
  tags: ['no-visual'],
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: 'Use my location' }));
    await waitFor(() => expect(within(modal).getByText(LOCATION_MESSAGES.locationUnavailable)).toBeVisible());
  },
};

export const CreateYourBooking: Story = {
  name: 'Create your booking (location chosen)',
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: new RegExp(manchester.title) }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Create your booking' })).toBeVisible());
    await expect(screen.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
    await expect(screen.getByRole('spinbutton', { name: 'Children' })).toHaveValue('0');
    await expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('19:30');
  },
};

export const PartyDateTime: Story = {
  name: 'Party, date and time (preselected restaurant)',
  args: atManchester,
  play: async () => {
    const modal = await dialog();
    await expect(within(modal).getByRole('textbox', { name: 'Date' })).toHaveValue('16/01/2026');
    await expect(within(modal).getByRole('heading', { name: /Party, date and time/ })).toHaveFocus();
    // The open step is named once: no 'Date' (or 'Party and date') heading above 'Party, date and time'.
    const region = within(modal).getByRole('region', { name: 'Party and date' });
    await expect(
      within(region)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Choose your Party, date and time']);
  },
};

export const AvailabilityExact: Story = {
  name: 'Availability: one exact match (time chosen, menus next)',
  args: atManchester,
  play: async () => {
    await checkAvailability();
    await expect(await screen.findByRole('radio', { name: 'Main Menu' })).toBeInTheDocument();
    await expect(screen.getByText(`19:30 at ${manchester.title}`)).toBeVisible();
  },
};

export const Confirmation: Story = {
  name: 'Confirmation',
  args: atManchester,
  play: confirmationPlay,
};

export const EnquiryConfirmation: Story = {
  name: 'Enquiry (25+ guests): Enquire now and the not-yet-confirmed view',
  args: { ...atManchester, initialSearch: { date: bookingDate, adults: 26 } },
  parameters: scenario('booking-enquiry-mode'),
  play: async () => {
    await toDetails();
    await book('Enquire now');
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Thank you for your enquiry' })).toBeVisible(),
    );
    await expect(
      screen.getByText(
        `Your booking is not yet confirmed. The restaurant will reply within ${ENQUIRY_REPLY_HOURS} hours.`,
      ),
    ).toBeVisible();
    await expect(screen.getByText(bookingFixtures.enquiry.bookingReference)).toBeVisible();
  },
};

export const HolidayPark: Story = {
  name: 'Holiday park: call us',
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: new RegExp(holidayPark.title) }));
    // The message's panel fades in: wait until it is shown, not only rendered (a loaded machine is slow).
    await waitFor(() => expect(within(modal).getByText(BOOKING_MESSAGES.holidayPark)).toBeVisible(), {
      timeout: 5000,
    });
    await expect(
      within(modal).getByRole('link', { name: `Call ${holidayPark.phoneNumber}` }),
    ).toHaveAttribute('href', 'tel:01539496078');
  },
};

export const ProviderLink: Story = {
  name: 'External booking provider',
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: new RegExp(providerRestaurant.title) }));
    await expect(
      await within(modal).findByRole('link', { name: new RegExp(`Book at ${providerRestaurant.title}`) }),
    ).toHaveAttribute('href', providerRestaurant.bookingProviderUrl);
  },
};

export const BookingsDisabled: Story = {
  name: 'Bookings disabled: call us',
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: new RegExp(disabledRestaurant.title) }));
    await waitFor(() => expect(within(modal).getByText(BOOKING_MESSAGES.notSupported)).toBeVisible());
  },
};

export const DetailsErrors: Story = {
  name: 'Your details: errors after leaving a field',
  args: atManchester,
  play: async () => {
    await checkAvailability();
    await chooseMenu();
    await continueFromExtras();
    const modal = await dialog();
    await screen.findByRole('heading', { name: 'Your details' });
    const email = within(modal).getByRole('textbox', { name: 'Email address' });
    await userEvent.type(email, 'giulia@');
    await expect(within(modal).queryByText(/correct format/)).toBeNull();
    await userEvent.tab();
    await expect(
      await within(modal).findByText(/Enter an email address in the correct format/),
    ).toBeVisible();
    await expect(within(modal).getByRole('button', { name: 'Book Now' })).toBeDisabled();
    await expect(within(modal).getByRole('checkbox', { name: 'Text me about my booking' })).not.toBeChecked();
    await expect(
      within(modal).getByRole('checkbox', { name: 'Send me news and offers by email' }),
    ).not.toBeChecked();
  },
};

export const FilledDetails: Story = {
  name: 'Your details: filled, ready to book',
  args: atManchester,
  tags: ['no-visual'],
  play: async () => {
    await checkAvailability();
    await chooseMenu();
    await continueFromExtras();
    await fillDetails();
    await expect(screen.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  },
};

export const StandbyJoin: Story = {
  name: 'Availability: none, join the standby list',
  tags: ['visual'],
  args: atManchester,
  parameters: scenario('booking-no-availability'),
  play: async () => {
    await checkAvailability();
    const offer = await screen.findByRole('region', { name: 'Join the standby list' }, { timeout: 5000 });
    await userEvent.click(within(offer).getByRole('button', { name: 'Join the standby list' }));
    const form = await within(offer).findByRole(
      'form',
      { name: 'Join the standby list' },
      { timeout: 10_000 },
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /First name/ }), 'Giulia');
    await userEvent.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Rossi');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Email address/ }),
      'giulia.rossi@example.com',
    );
    await userEvent.click(within(form).getByRole('checkbox', { name: /E-mail me if a table comes free/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Join the standby list' }));
    await expect(
      await within(offer).findByText(/You are number 1 in line/, {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

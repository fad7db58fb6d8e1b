import { bookingFixtures } from '@fittizia/api-mocks/fixtures';
import { BOOKING_MESSAGES, ENQUIRY_REPLY_HOURS, LOCATION_MESSAGES } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { BookingModal } from './BookingModal.tsx';
import {
  book,
  bookingDate,
  checkAvailability,
  chooseMenu,
  client,
  continueFromExtras,
  dialog,
  disabledRestaurant,
  fillDetails,
  holidayPark,
  leeds,
  links,
  manchester,
  nearLeeds,
  providerRestaurant,
  scenario,
  storyNow,
  storyRestaurants,
  toDetails,
} from './stories.helpers.ts';

const meta = {
  title: 'Features/Booking/BookingModal',
  component: BookingModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onBookingFailed: fn(),
    client,
    restaurants: storyRestaurants,
    links,
    geolocation: null,
    now: storyNow,
  },
} satisfies Meta<typeof BookingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Preselected restaurant (restaurant page, book-now path) with the strip's date. */
const atManchester = { initialRestaurantId: manchester.storeId, initialSearch: { date: bookingDate } };

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
    await expect(await within(modal).findByText(LOCATION_MESSAGES.noResultsWithList)).toBeVisible();
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

export const CreateYourBooking: Story = {
  name: 'Create your booking (location chosen)',
  play: async () => {
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: new RegExp(manchester.title) }));
    await expect(await screen.findByRole('dialog', { name: 'Create your booking' })).toBeVisible();
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
  play: async () => {
    await toDetails();
    await book();
    await expect(await screen.findByRole('dialog', { name: 'Your booking is confirmed' })).toBeVisible();
    const modal = await dialog();
    await expect(within(modal).getByText(bookingFixtures.created.bookingReference)).toBeVisible();
    await expect(within(modal).getByText('Friday 16 January 2026')).toBeVisible();
    await expect(within(modal).getByRole('link', { name: /^Google/ })).toHaveAttribute(
      'href',
      expect.stringContaining('dates=20260116T193000Z%2F20260116T213000Z'),
    );
    await expect(within(modal).getByRole('link', { name: /^Apple/ })).toHaveAttribute(
      'href',
      links.ics({
        title: '',
        location: '',
        date: bookingDate,
        time: '19:30',
        durationHours: 2,
        description: '',
      }),
    );
    await expect(within(modal).getByRole('link', { name: 'View Menu' })).toHaveAttribute(
      'href',
      links.menu(manchester),
    );
    await expect(within(modal).getByRole('link', { name: /^Get Directions/ })).toBeVisible();
  },
};

export const EnquiryConfirmation: Story = {
  name: 'Enquiry (25+ guests): Enquire now and the not-yet-confirmed view',
  args: { ...atManchester, initialSearch: { date: bookingDate, adults: 26 } },
  parameters: scenario('booking-enquiry-mode'),
  play: async () => {
    await toDetails();
    await book('Enquire now');
    await expect(await screen.findByRole('dialog', { name: 'Thank you for your enquiry' })).toBeVisible();
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
    await expect(await within(modal).findByText(BOOKING_MESSAGES.holidayPark)).toBeVisible();
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
    await expect(await within(modal).findByText(BOOKING_MESSAGES.notSupported)).toBeVisible();
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

import { type BookingMessageScenario, bookingMessageScenarios, mockEndpoint } from '@fittizia/api-mocks';
import { bookingFixtures, bookingServerMessages } from '@fittizia/api-mocks/fixtures';
import {
  BOOKING_MESSAGES,
  BookingErrorCode,
  bookingErrorMessage,
  ENQUIRY_REPLY_HOURS,
  LOCATION_MESSAGES,
  MODAL_RESET_DELAY_MS,
} from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/Button/Button.tsx';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import {
  book,
  bookingDate,
  checkAvailability,
  chooseMenu,
  client,
  continueFromExtras,
  dialog,
  diner,
  disabledRestaurant,
  fillDetails,
  holidayPark,
  leeds,
  links,
  locationDenied,
  manchester,
  nearestOnly,
  nearLeeds,
  noExtras,
  oneMenu,
  providerRestaurant,
  scenario,
  severalResults,
  storyNow,
  storyRestaurants,
  tabTo,
  toDetails,
} from './BookingModal.fixture.ts';
import { BookingModal, type BookingModalProps, type CardStepRenderProps } from './BookingModal.tsx';
import { StoryCardStep } from './StoryCardStep.fixture.tsx';

const meta = {
  title: 'Features/Booking/BookingModal',
  component: BookingModal,
  decorators: [withQueryClient],
  args: {
    open: true,
    onOpenChange: fn(),
    onBookingFailed: fn(),
    client,
    restaurants: storyRestaurants,
    links,
    geolocation: null,
    now: storyNow,
    // As the site gives it: the details step carries the honeypot (nothing a diner sees, reaches or hears).
    botTrap: { onShown: fn(), onTrap: fn() },
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
  play: async () => {
    await toDetails();
    await book();
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Your booking is confirmed' })).toBeVisible(),
    );
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
    // The address the confirmation went to (the create answer's) and the manage page's link.
    await expect(
      within(modal).getByText(
        (_, el) => el?.textContent === `We have sent your confirmation to ${diner.email}.`,
      ),
    ).toBeVisible();
    await expect(
      within(modal).getByRole('link', { name: 'View, change or cancel your booking' }),
    ).toHaveAttribute('href', bookingFixtures.created.manageLink);
  },
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

/* ------------------------------------------------------------------ more steps and modes */

export const AvailabilitySeveral: Story = {
  name: 'Availability: several results (3 slots either side per restaurant)',
  args: atManchester,
  parameters: scenario('default', [severalResults]),
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
      within(section).getByRole('group', { name: new RegExp(`${leeds.title}, .* miles away`) }),
    ).toBeVisible();
    await userEvent.click(within(mine).getByRole('button', { name: `20:15 at ${manchester.title}` }));
    await waitFor(() => expect(screen.getByText(`20:15 at ${manchester.title}`)).toBeVisible());
  },
};

export const NearestRestaurantOffered: Story = {
  name: 'Availability: nothing here, the nearest restaurant offered',
  args: atManchester,
  parameters: scenario('default', [nearestOnly]),
  play: async () => {
    await checkAvailability();
    const section = await screen.findByRole('region', { name: 'Time' }, { timeout: 5000 });
    await expect(within(section).queryByRole('group', { name: manchester.title })).toBeNull();
    await userEvent.click(await within(section).findByRole('button', { name: `19:30 at ${leeds.title}` }));
    await waitFor(() => expect(screen.getByText(`19:30 at ${leeds.title}`)).toBeVisible());
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
  tags: ['no-visual'],
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
  tags: ['no-visual'],
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
  tags: ['no-visual'],
  play: async () => {
    const modal = await screen.findByRole('dialog', { name: 'Create your booking' });
    await expect(within(modal).getByText(new RegExp(manchester.title))).toBeInTheDocument();
    await expect(within(modal).queryByRole('button', { name: 'Edit Restaurant' })).toBeNull();
  },
};

export const EditDate: Story = {
  name: 'Edit date clears availability and menu',
  args: atManchester,
  tags: ['no-visual'],
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

/* ------------------------------------------------------------------ viewports */

export const PickerPhone: Story = {
  name: 'Location picker on a phone (xs)',
  globals: { viewport: { value: 'xs' } },
  tags: ['no-visual'],
};
export const PickerTablet: Story = {
  name: 'Location picker on a tablet (md)',
  globals: { viewport: { value: 'md' } },
  tags: ['no-visual'],
};
export const PickerDesktop: Story = {
  name: 'Location picker on a desktop (xl)',
  globals: { viewport: { value: 'xl' } },
  tags: ['no-visual'],
};
const confirmationPlay = Confirmation.play;
export const ConfirmationPhone: Story = {
  name: 'Confirmation on a phone (xs)',
  args: atManchester,
  globals: { viewport: { value: 'xs' } },
  tags: ['no-visual'],
  play: confirmationPlay,
};
export const ConfirmationTablet: Story = {
  name: 'Confirmation on a tablet (md)',
  args: atManchester,
  globals: { viewport: { value: 'md' } },
  tags: ['no-visual'],
  play: confirmationPlay,
};
export const ConfirmationDesktop: Story = {
  name: 'Confirmation on a desktop (xl)',
  args: atManchester,
  globals: { viewport: { value: 'xl' } },
  tags: ['no-visual'],
  play: confirmationPlay,
};

/* ------------------------------------------------------------------ focus and keyboard */

function WithOpener(args: BookingModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Book a table</Button>
      <BookingModal {...args} open={open} onOpenChange={setOpen} />
    </>
  );
}

export const FocusTrap: Story = {
  name: 'Focus stays inside the modal',
  tags: ['no-visual'],
  play: async () => {
    const modal = await dialog();
    for (let i = 0; i < 25; i++) {
      await userEvent.tab();
      await expect(modal.contains(document.activeElement)).toBe(true);
    }
    for (let i = 0; i < 5; i++) {
      await userEvent.tab({ shift: true });
      await expect(modal.contains(document.activeElement)).toBe(true);
    }
  },
};

export const EscapeCloses: Story = {
  name: 'Escape closes the modal',
  tags: ['no-visual'],
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const FocusReturns: Story = {
  name: 'Closing returns focus to the opener; fields reset after 500 ms',
  tags: ['no-visual'],
  args: { initialRestaurantId: manchester.storeId },
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Book a table' });
    await userEvent.click(opener);
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: 'Add one adult' }));
    await expect(within(modal).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    // Opened again at once: nothing reset yet. After the reset delay: the defaults again.
    await new Promise((resolve) => setTimeout(resolve, MODAL_RESET_DELAY_MS + 200));
    await userEvent.click(opener);
    await expect(within(await dialog()).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
  },
};

export const KeyboardJourney: Story = {
  name: 'Keyboard only: picker, date picker, time, menu, extras, details, booking',
  tags: ['no-visual'],
  parameters: scenario('default', [noExtras]),
  play: async () => {
    const modal = await dialog();
    // Picker: Tab to the restaurant and press Enter.
    await tabTo(within(modal).getByRole('button', { name: new RegExp(manchester.title) }));
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('heading', { name: /Party, date and time/ })).toHaveFocus();
    // Date picker: open the calendar, move two days on from today (Wed 14 Jan) and choose Friday.
    await tabTo(screen.getByRole('button', { name: 'Choose date' }));
    await userEvent.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Choose a date' });
    await waitFor(() => expect(calendar.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    await expect(await screen.findByRole('textbox', { name: 'Date' })).toHaveValue('16/01/2026');
    // Time: a native select (the browser's own keyboard handling); the default stays.
    await tabTo(screen.getByRole('combobox', { name: 'Time' }));
    await expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('19:30');
    await tabTo(screen.getByRole('button', { name: 'Check availability' }));
    await userEvent.keyboard('{Enter}');
    // Menu: a radio group, chosen with Space, then Continue.
    const menu = await screen.findByRole('region', { name: 'Menu' });
    const main = await within(menu).findByRole('radio', { name: 'Main Menu' });
    await tabTo(main);
    await userEvent.keyboard(' ');
    await tabTo(within(menu).getByRole('button', { name: 'Continue' }));
    await userEvent.keyboard('{Enter}');
    // No extras: straight to the details, whose heading has focus.
    await expect(await screen.findByRole('heading', { name: 'Your details' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(diner.firstName);
    await userEvent.tab();
    await userEvent.keyboard(diner.lastName);
    await userEvent.tab();
    await userEvent.keyboard(diner.email);
    await userEvent.tab();
    await userEvent.keyboard(diner.phone);
    const bookNow = screen.getByRole('button', { name: 'Book Now' });
    await waitFor(() => expect(bookNow).toBeEnabled());
    await tabTo(bookNow);
    await userEvent.keyboard('{Enter}');
    await expect(await screen.findByRole('heading', { name: 'Your table is booked' })).toHaveFocus();
    await expect(screen.getByRole('status')).toHaveTextContent('Booking confirmed');
  },
};

/* ------------------------------------------------------------------ every booking code of 8.1 */

/** What the journey shows when create fails with this code (8.1; 9 is the slot-taken status of 8.2). */
const codeMessage = (code: BookingErrorCode) =>
  code === BookingErrorCode.WentWrong
    ? BOOKING_MESSAGES.slotTaken
    : bookingErrorMessage(code, {
        serverMessage: (bookingServerMessages as Record<number, string>)[code],
        socketTimeout: code === BookingErrorCode.Ok,
      });

/** Drives the journey to the booking, which fails with `code`; asserts the exact message and the analytics call. */
const codeStory = (code: BookingErrorCode): Story => ({
  name: `Booking code ${code}`,
  tags: ['no-visual'],
  args: atManchester,
  parameters: scenario(`booking-code-${code}`),
  play: async ({ args }) => {
    await toDetails();
    await book();
    const shown = await screen.findByText(codeMessage(code), {}, { timeout: 5000 });
    await waitFor(() => expect(shown).toBeVisible());
    await expect(args.onBookingFailed).toHaveBeenCalledWith(manchester.storeId);
    // Nothing typed is lost (status 9 returns to the time choice with the details kept).
    if (code === BookingErrorCode.WentWrong) {
      await expect(screen.getByRole('heading', { name: 'Choose a time' })).toHaveFocus();
    } else {
      await expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue(diner.email);
    }
  },
});

export const Code0 = codeStory(0);
export const Code1 = codeStory(1);
export const Code2 = codeStory(2);
export const Code3 = codeStory(3);
export const Code4 = codeStory(4);
export const Code5 = codeStory(5);
export const Code6 = codeStory(6);
export const Code7 = codeStory(7);
export const Code8 = codeStory(8);
export const Code9 = codeStory(9);
export const Code10 = codeStory(10);
export const Code11 = codeStory(11);
export const Code12 = codeStory(12);
export const Code13 = codeStory(13);
export const Code14 = codeStory(14);
export const Code15 = codeStory(15);
export const Code16 = codeStory(16);
export const Code17 = codeStory(17);
export const Code18 = codeStory(18);
export const Code19 = codeStory(19);
export const Code20 = codeStory(20);

/* ------------------------------------------------------------------ every message of 8.2 */

const message = (name: BookingMessageScenario) => bookingMessageScenarios[name].message;

/** A message story: the scenario's handlers, driven to where the message shows, asserted word for word. */
const messageStory = (
  name: BookingMessageScenario,
  drive: () => Promise<void>,
  args: Story['args'] = atManchester,
): Story => ({
  name: `Message: ${name.replace(/^booking-/, '')}`,
  tags: ['no-visual'],
  args,
  parameters: scenario(name),
  play: async () => {
    await drive();
    const shown = await screen.findByText(message(name), {}, { timeout: 5000 });
    await waitFor(() => expect(shown).toBeVisible());
  },
});

const withCardStep = {
  ...atManchester,
  renderCardStep: (props: CardStepRenderProps) => <StoryCardStep {...props} />,
};
const toBooking = async () => {
  await toDetails();
  await book();
};

export const MessageHolidayPark = messageStory(
  'booking-holiday-park',
  async () => {
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(holidayPark.title) }));
  },
  {},
);
export const MessageNoOnlineBookings = messageStory('booking-no-online-bookings', checkAvailability);
export const MessageTimeout = messageStory('booking-timeout', toBooking);
export const MessageNoAvailability = messageStory('booking-no-availability', checkAvailability);
export const MessageLargePartySameDay = messageStory('booking-large-party-same-day', checkAvailability, {
  ...atManchester,
  initialSearch: { date: '2026-01-14', adults: 25 },
});
export const MessageNoMenus = messageStory('booking-no-menus', checkAvailability);
export const MessageCreateFailed = messageStory('booking-create-failed', toBooking);
export const MessageCreateFailedWithMessage = messageStory('booking-create-failed-with-message', toBooking);
export const MessageSlotTaken = messageStory('booking-slot-taken', toBooking);
export const MessageCardSubmitFailure = messageStory(
  'booking-card-submit-failure',
  async () => {
    await toDetails();
    await book('Card Guarantee');
    const submitCard = await screen.findByRole('button', { name: 'Submit Card' });
    await waitFor(() => expect(submitCard).toBeEnabled());
    await userEvent.click(submitCard);
  },
  withCardStep,
);
export const MessageCardFormLoadFailure = messageStory(
  'booking-card-form-load-failure',
  async () => {
    await toDetails();
    await book('Card Guarantee');
  },
  withCardStep,
);
export const MessageCaptchaFailure = messageStory('booking-captcha-failure', toBooking);
export const MessageAvailabilityFailure = messageStory('booking-availability-failure', checkAvailability);

/** The last booking request the mocks received (the needs story reads it). */
let lastRequest: Record<string, unknown> | undefined;
const captureCreate = mockEndpoint('bookingCreate', async ({ request }) => {
  lastRequest = (await request.json()) as Record<string, unknown>;
  return HttpResponse.json(bookingFixtures.created);
});

export const DetailsNeeds: Story = {
  name: 'Your details: allergies and access needs go into the special request',
  args: atManchester,
  tags: ['no-visual'],
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

import { handlersFor, mockEndpoint, restaurantFixtures, type ScenarioName } from '@fittizia/api-mocks';
import { bookingFixtures } from '@fittizia/api-mocks/fixtures';
import { BOOKING_MESSAGES, bookingErrorMessage, createBrandClient } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOMER_MESSAGES } from '../journey/index.ts';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import { BookingWizard } from './BookingWizard.tsx';

const client = createBrandClient({ baseUrl: '' });
const scenario = (name: ScenarioName) => ({ msw: { handlers: handlersFor(name) } });

/** Manchester Deansgate (1042), Leeds Briggate (1057) and a holiday park (1203), from the contract's examples. */
const [manchester, , holidayPark] = restaurantFixtures as [
  (typeof restaurantFixtures)[number],
  (typeof restaurantFixtures)[number],
  (typeof restaurantFixtures)[number],
];

const meta = {
  title: 'Features/Booking/BookingWizard',
  component: BookingWizard,
  // The site gives the wizard's reads a QueryClient; each story has its own.
  decorators: [withQueryClient],
  args: {
    client,
    restaurants: restaurantFixtures,
    initialRestaurantId: manchester.storeId,
    cardProvider: 'sandbox',
    onBookingFailed: fn(),
    now: new Date('2026-11-23T12:00:00'),
    // As the site gives it: step three carries the honeypot, and its baseline shows that a diner sees no change.
    botTrap: { onShown: fn(), onTrap: fn() },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const heading = (name: string) => screen.findByRole('heading', { name }, { timeout: 5000 });

/** Step one is ready once the occasions have loaded. */
async function stepOneReady() {
  await screen.findByRole('combobox', { name: 'Occasion' }, { timeout: 5000 });
}

async function toStepTwo() {
  await stepOneReady();
  await userEvent.click(button('Continue'));
  await screen.findByRole('combobox', { name: 'Time' }, { timeout: 5000 });
}

async function toStepThree() {
  await toStepTwo();
  await userEvent.click(button('Continue'));
  await screen.findByRole('textbox', { name: 'First name' }, { timeout: 5000 });
}

async function fillDetails() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Giulia');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), "O'Connor");
  await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'giulia.oconnor@example.com');
}

export const StepOne: Story = {
  name: 'Step one: occasion, guests and date',
  tags: ['visual'],
  play: async () => {
    await stepOneReady();
    await expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    await expect(screen.getByRole('combobox', { name: 'Occasion' })).toHaveValue('occ-dinner');
    // The first occasion's minimum (1) becomes the adults; children 0.
    await expect(screen.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('1');
    await expect(screen.getByRole('spinbutton', { name: 'Children' })).toHaveValue('0');
    await expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('23/11/2026');
    await expect(button('Continue')).toBeEnabled();
  },
};

/** 23:30 UTC on 31 March is 00:30 on 1 April in London (summer time): the wizard opens on London's day. */
export const TodayIsLondons: Story = {
  name: "Step one opens on London's today, whatever the device's time zone",
  tags: ['no-visual'],
  args: { now: new Date('2027-03-31T23:30:00Z') },
  play: async () => {
    await stepOneReady();
    await expect(screen.getByRole('textbox', { name: 'Date' })).toHaveValue('01/04/2027');
  },
};

export const StepOneKeyboard: Story = {
  name: 'Step one with the keyboard only',
  tags: ['no-visual'],
  play: async () => {
    await stepOneReady();
    const focusOn = async (role: string, name: string | RegExp) => {
      const target = screen.getByRole(role, { name });
      for (let i = 0; i < 12 && document.activeElement !== target; i++) await userEvent.tab();
      await expect(target).toHaveFocus();
      return target;
    };
    await focusOn('textbox', 'Date');
    await focusOn('combobox', 'Occasion');
    const adults = await focusOn('spinbutton', 'Adults');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    await expect(adults).toHaveValue('4');
    const children = await focusOn('spinbutton', 'Children');
    await userEvent.keyboard('{ArrowUp}');
    await expect(children).toHaveValue('1');
    await focusOn('combobox', 'Preferred time');
    await focusOn('button', 'Continue');
    await userEvent.keyboard('{Enter}');
    // Focus follows to the next step's heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Time, menu and area' })).toHaveFocus());
    await screen.findByRole('combobox', { name: 'Time' }, { timeout: 5000 });
  },
};

export const StepTwo: Story = {
  name: 'Step two: time, menu and area',
  tags: ['visual'],
  play: async () => {
    await toStepTwo();
    await expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    // The first slot, the first menu and the first area the occasion allows are chosen.
    await expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue('18:45');
    await expect(screen.getByRole('combobox', { name: 'Menu' })).toHaveValue('m-main');
    await expect(screen.getByRole('combobox', { name: 'Area' })).toHaveValue('area-main');
    await expect(button('Continue')).toBeEnabled();
  },
};

export const StepTwoStandby: Story = {
  name: 'Step two: no time for the party, join the standby list',
  tags: ['visual'],
  parameters: scenario('standby-no-slots'),
  play: async () => {
    await stepOneReady();
    await userEvent.click(button('Continue'));
    const offer = await screen.findByRole('region', { name: 'Join the standby list' }, { timeout: 5000 });
    await userEvent.click(within(offer).getByRole('button', { name: 'Join the standby list' }));
    const form = await within(offer).findByRole(
      'form',
      { name: 'Join the standby list' },
      { timeout: 10_000 },
    );
    await expect(form).toBeVisible();
    // The button is gone: focus is on the form's first field.
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Earliest time you could come' })).toHaveFocus(),
    );
    // The picture shows the offer from its top, however far the steps above had scrolled the page.
    offer.scrollIntoView({ block: 'start' });
  },
};

export const StepThree: Story = {
  name: 'Step three: your details, errors after leaving a field',
  tags: ['visual'],
  play: async () => {
    await toStepThree();
    await expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    await expect(button('Book Now')).toBeDisabled();
    const first = screen.getByRole('textbox', { name: 'First name' });
    await userEvent.click(first);
    await expect(screen.queryByText(CUSTOMER_MESSAGES.firstNameRequired)).toBeNull();
    await userEvent.tab();
    await expect(await screen.findByText(CUSTOMER_MESSAGES.firstNameRequired)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'giulia@');
    await userEvent.tab();
    await expect(await screen.findByText(CUSTOMER_MESSAGES.emailFormat)).toBeInTheDocument();
    await expect(button('Book Now')).toBeDisabled();
  },
};

export const StepThreePreparing: Story = {
  name: 'Step three: checking the table before the details form',
  tags: ['visual'],
  parameters: {
    // The extras never answer: step three shows that it is checking, with no form to type into yet.
    msw: { handlers: [mockEndpoint('bookingUpsells', () => delay('infinite')), ...handlersFor('default')] },
  },
  play: async () => {
    await toStepTwo();
    await userEvent.click(button('Continue'));
    await expect(await screen.findByRole('status', { name: 'Checking your table' })).toBeInTheDocument();
    await expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    await expect(screen.queryByRole('textbox', { name: 'First name' })).toBeNull();
    await expect(screen.queryByRole('button', { name: 'Book Now' })).toBeNull();
  },
};

export const Confirmation: Story = {
  name: 'Step three: ready to book (the phone is optional)',
  tags: ['no-visual'],
  play: async () => {
    await toStepThree();
    await fillDetails();
    await expect(screen.getByRole('textbox', { name: 'Mobile number (optional)' })).toHaveValue('');
    await expect(button('Book Now')).toBeEnabled();
    const summary = within(screen.getByTestId('booking-summary'));
    await expect(summary.getByText('Fittizia Trattoria Manchester Deansgate')).toBeInTheDocument();
    await expect(summary.getByText('18:45')).toBeInTheDocument();
  },
};

export const ThankYou: Story = {
  name: 'Thank you, with the booking reference',
  tags: ['visual'],
  play: async () => {
    await toStepThree();
    await fillDetails();
    await userEvent.click(button('Book Now'));
    await heading('Thank you, your table is booked');
    await expect(screen.getByTestId('booking-reference')).toHaveTextContent('FT-1042-7H3K9');
    // The address the confirmation went to (the create answer's) and the manage page's link.
    await expect(
      screen.getByText(
        (_, el) => el?.textContent === 'We have sent your confirmation to giulia.oconnor@example.com.',
      ),
    ).toBeVisible();
    await expect(screen.getByRole('link', { name: 'View, change or cancel your booking' })).toHaveAttribute(
      'href',
      bookingFixtures.created.manageLink,
    );
  },
};

export const CardStep: Story = {
  name: 'Card guarantee before booking',
  // Ends on the thank-you view, pictured by ThankYou.
  tags: ['no-visual'],
  parameters: scenario('booking-card-required'),
  play: async () => {
    await toStepThree();
    await fillDetails();
    await waitFor(() => expect(button('Card Guarantee')).toBeEnabled());
    await userEvent.click(button('Card Guarantee'));
    await heading('Guarantee your booking');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
    await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/29');
    await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), "Giulia O'Connor");
    await userEvent.click(button('Submit Card'));
    await expect(await screen.findByText('Your card has been accepted.')).toBeInTheDocument();
    await userEvent.click(button('Book Now'));
    await heading('Thank you, your table is booked');
  },
};

export const CardSubmitFailure: Story = {
  name: 'Card guarantee: the card is refused',
  tags: ['no-visual'],
  parameters: scenario('booking-card-submit-failure'),
  play: async () => {
    await toStepThree();
    await fillDetails();
    await waitFor(() => expect(button('Card Guarantee')).toBeEnabled());
    await userEvent.click(button('Card Guarantee'));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
    await userEvent.type(screen.getByRole('textbox', { name: /Expiry date/ }), '12/29');
    await userEvent.type(screen.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name on card' }), "Giulia O'Connor");
    await userEvent.click(button('Submit Card'));
    await expect(
      await screen.findByText('Something went wrong submitting card, please try again.'),
    ).toBeInTheDocument();
    await expect(button('Book Now')).toBeDisabled();
  },
};

export const GroupBooking: Story = {
  name: 'Group booking: more than 15 guests',
  play: async () => {
    await stepOneReady();
    const adults = screen.getByRole('spinbutton', { name: 'Adults' });
    adults.focus();
    await userEvent.keyboard('{End}');
    await expect(adults).toHaveValue('24');
    const children = screen.getByRole('spinbutton', { name: 'Children' });
    children.focus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.click(button('Continue'));
    await heading('Booking for a large group');
    await expect(screen.getByText(/we will reply within 48 hours/)).toBeInTheDocument();
    await expect(button('Continue with an enquiry')).toBeEnabled();
  },
};

export const GroupBookingContact: Story = {
  name: 'Group booking: contact the restaurant',
  play: async () => {
    await stepOneReady();
    const adults = screen.getByRole('spinbutton', { name: 'Adults' });
    adults.focus();
    await userEvent.keyboard('{End}');
    await userEvent.click(button('Continue'));
    await heading('Booking for a large group');
    await expect(screen.queryByRole('button', { name: 'Continue with an enquiry' })).toBeNull();
    await userEvent.click(button('Contact the restaurant'));
    await heading('Contact the restaurant');
    await expect(screen.getByText(BOOKING_MESSAGES.callUs)).toBeInTheDocument();
    await expect(
      screen.getByRole('link', { name: 'Call Fittizia Trattoria Manchester Deansgate on 0161 496 0123' }),
    ).toHaveAttribute('href', 'tel:01614960123');
  },
};

export const RestaurantSelect: Story = {
  name: 'Restaurant select',
  args: { initialRestaurantId: undefined },
  play: async () => {
    await heading('Choose a restaurant');
    await userEvent.click(button('Continue'));
    await expect(screen.getByRole('combobox', { name: /Restaurant/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Restaurant/ }), manchester.storeId);
    await userEvent.click(button('Continue'));
    await stepOneReady();
    await expect(screen.getByText('Fittizia Trattoria Manchester Deansgate')).toBeInTheDocument();
  },
};

export const RestaurantChange: Story = {
  name: 'Restaurant change',
  play: async () => {
    await stepOneReady();
    await userEvent.click(button('Change restaurant'));
    await heading('Change restaurant');
    await expect(screen.getByText('Changing the restaurant starts your booking again.')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Restaurant/ }), '1057');
    await userEvent.click(button('Change restaurant'));
    await stepOneReady();
    await expect(screen.getByText('Fittizia Trattoria Leeds Briggate')).toBeInTheDocument();
  },
};

export const HolidayPark: Story = {
  name: 'Error: a holiday-park restaurant',
  tags: ['no-visual'],
  args: { initialRestaurantId: holidayPark.storeId },
  play: async () => {
    await expect(
      await screen.findByText(
        "Sorry, we can't take bookings for holiday-park restaurants online. Please call the restaurant directly to book.",
      ),
    ).toBeInTheDocument();
    await expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  },
};

const failingCreate = (code: 4 | 6 | 10): Story => ({
  name: `Error: booking code ${code}`,
  tags: ['no-visual'],
  parameters: scenario(`booking-code-${code}`),
  play: async ({ args }) => {
    await toStepThree();
    await fillDetails();
    await userEvent.click(button('Book Now'));
    const alert = await screen.findByText(
      code === 6 ? /./ : bookingErrorMessage(code),
      { selector: '[role="alert"] p' },
      { timeout: 5000 },
    );
    if (code !== 6) await expect(alert).toHaveTextContent(bookingErrorMessage(code));
    await expect(args.onBookingFailed).toHaveBeenCalledWith(manchester.storeId);
    // What the diner typed is still there.
    await expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('Giulia');
  },
});

export const ErrorCode4 = failingCreate(4);
export const ErrorCode6 = failingCreate(6);
export const ErrorCode10 = failingCreate(10);

export const SlotTaken: Story = {
  name: 'Error: the slot was just taken (status 9)',
  parameters: scenario('booking-code-9'),
  play: async () => {
    await toStepThree();
    await fillDetails();
    await userEvent.click(button('Book Now'));
    await expect(
      await screen.findByText("Sorry, that time slot's just been taken. Please choose another…"),
    ).toBeInTheDocument();
    await userEvent.click(button('Choose another time'));
    await screen.findByRole('combobox', { name: 'Time' }, { timeout: 5000 });
    await expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  },
};

export const CreateFailed: Story = {
  name: 'Error: the booking could not be placed',
  tags: ['no-visual'],
  parameters: scenario('booking-create-failed'),
  play: async () => {
    await toStepThree();
    await fillDetails();
    await userEvent.click(button('Book Now'));
    await expect(
      await screen.findByText('Something went wrong trying to place your booking, please try again'),
    ).toBeInTheDocument();
  },
};

export const NoMenus: Story = {
  name: 'Error: no menus for the date and party',
  tags: ['no-visual'],
  parameters: scenario('booking-no-menus'),
  play: async () => {
    await stepOneReady();
    await userEvent.click(button('Continue'));
    await expect(await screen.findByText(BOOKING_MESSAGES.noMenus)).toBeInTheDocument();
  },
};

import { handlersFor, mockEndpoint } from '@fittizia/api-mocks';
import { bookingFixtures } from '@fittizia/api-mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOMER_MESSAGES } from '../journey/index.ts';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import {
  button,
  fillDetails,
  heading,
  scenario,
  stepOneReady,
  toStepThree,
  toStepTwo,
  wizardArgs,
} from './BookingWizard.fixture.ts';
import { BookingWizard } from './BookingWizard.tsx';

/** The wizard's steps, from step one to the thank-you view (the other views and the errors: BookingWizardViews). */
const meta = {
  title: 'Features/Booking/BookingWizard',
  component: BookingWizard,
  // The site gives the wizard's reads a QueryClient; each story has its own.
  decorators: [withQueryClient],
  args: wizardArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

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

/** Set when the wizard has asked the restaurant's availability answer whether standby can be offered. */
let availabilityAsked = false;

export const StepTwoNoStandby: Story = {
  name: 'Step two: no time, and no table could come free: no standby list',
  parameters: {
    msw: {
      handlers: [
        // The restaurant's availability answer: no table seats the party, or it is closed that day.
        mockEndpoint('bookingAvailability', () => {
          availabilityAsked = true;
          return HttpResponse.json(
            bookingFixtures.availability.map((r) => ({ ...r, standbyOffered: false })),
          );
        }),
        ...handlersFor('standby-no-slots'),
      ],
    },
  },
  play: async () => {
    availabilityAsked = false;
    await stepOneReady();
    await userEvent.click(button('Continue'));
    await screen.findByText(/unable to accept a booking for that number of guests/, {}, { timeout: 5000 });
    // The wizard asks the restaurant's availability answer before it offers the list; it says no.
    await waitFor(() => expect(availabilityAsked).toBe(true), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(screen.queryByRole('region', { name: 'Join the standby list' })).toBeNull();
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

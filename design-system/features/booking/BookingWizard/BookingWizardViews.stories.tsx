import { BOOKING_MESSAGES, bookingErrorMessage } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import {
  button,
  fillDetails,
  heading,
  holidayPark,
  manchester,
  scenario,
  stepOneReady,
  toStepThree,
  wizardArgs,
} from './BookingWizard.fixture.ts';
import { BookingWizard } from './BookingWizard.tsx';

/**
 * The wizard's other views (group booking, restaurant select and change) and its errors, under the same title as
 * BookingWizard.stories.tsx (the same story ids); that file carries the docs page.
 */
const meta = {
  title: 'Features/Booking/BookingWizard',
  component: BookingWizard,
  tags: ['!autodocs'],
  // The site gives the wizard's reads a QueryClient; each story has its own.
  decorators: [withQueryClient],
  args: wizardArgs,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BookingWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

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

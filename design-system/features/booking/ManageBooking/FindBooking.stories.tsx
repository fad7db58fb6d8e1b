import { BookingErrorCode } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { FIND_BOOKING_TYPED_KEY, FindBooking } from './FindBooking.tsx';

const meta = {
  title: 'Features/Booking/FindBooking',
  component: FindBooking,
  args: { action: '/booking/find' },
} satisfies Meta<typeof FindBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

const typed = { reference: 'K7QM2XRA', emailAddress: 'giulia.rossi@example.com' };

/** Back after 'We could not find a booking': the fields hold what the diner typed, and the kept copy is gone. */
export const NotFoundKeepsWhatWasTyped: Story = {
  args: { problem: BookingErrorCode.BookingNotFound },
  beforeEach: () => {
    sessionStorage.setItem(FIND_BOOKING_TYPED_KEY, JSON.stringify(typed));
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Booking reference' })).toHaveValue(typed.reference),
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(typed.emailAddress);
    await expect(sessionStorage.getItem(FIND_BOOKING_TYPED_KEY)).toBeNull();
  },
};

/** Opened afresh (no refusal): empty fields, and an old kept copy is dropped. */
export const FreshVisitStartsEmpty: Story = {
  beforeEach: () => {
    sessionStorage.setItem(FIND_BOOKING_TYPED_KEY, JSON.stringify(typed));
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(sessionStorage.getItem(FIND_BOOKING_TYPED_KEY)).toBeNull());
    await expect(canvas.getByRole('textbox', { name: 'Booking reference' })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
  },
};

/** Pressing Find my booking keeps what was typed for the page the refusal comes back to. */
export const SubmitKeepsWhatWasTyped: Story = {
  play: async ({ canvas, userEvent }) => {
    const form = canvas.getByRole('button', { name: 'Find my booking' }).closest('form') as HTMLFormElement;
    // The post itself is not sent: the story's frame stays where it is.
    form.addEventListener('submit', (event) => event.preventDefault());
    await userEvent.type(canvas.getByRole('textbox', { name: 'Booking reference' }), typed.reference);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail address' }), typed.emailAddress);
    await userEvent.click(canvas.getByRole('button', { name: 'Find my booking' }));
    await expect(JSON.parse(sessionStorage.getItem(FIND_BOOKING_TYPED_KEY) ?? '{}')).toEqual(typed);
    sessionStorage.removeItem(FIND_BOOKING_TYPED_KEY);
  },
};

import { BookingErrorCode, bookingErrorMessage, examples, type ManagedBooking } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AttendBooking } from './AttendBooking.tsx';

const booking: ManagedBooking = examples.bookingAttend.response.booking;
const cancelled: ManagedBooking = examples.bookingCancel.response;
const TOKEN = examples.bookingAttend.params.token;
const ACTION = `/booking/attend/${TOKEN}`;
const MANAGE = `/booking/manage/${TOKEN}`;

const meta = {
  title: 'Features/Booking/AttendBooking',
  component: AttendBooking,
  args: { load: { kind: 'found', booking }, action: ACTION, managePath: MANAGE, findPath: '/booking/find' },
} satisfies Meta<typeof AttendBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The reminder's link opened: one button posts "I'll be there"; opening the page changed nothing. */
export const Ask: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Will you be there?' })).toBeVisible();
    await expect(canvas.getByText(/booking reference K7QM2XRA/)).toBeVisible();
    const button = canvas.getByRole('button', { name: "Yes, I'll be there" });
    const form = button.closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', ACTION);
    await expect(form?.querySelector('input[name="intent"]')).toHaveValue('attend');
    await expect(canvas.getByRole('link', { name: 'No, cancel my booking' })).toHaveAttribute(
      'href',
      `${MANAGE}?step=cancel`,
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** After the post: thank you, with the booking and its page. */
export const Confirmed: Story = {
  args: { confirmed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Thank you, see you soon' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      `We have let ${booking.restaurant.name} know you will be there`,
    );
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View my booking' })).toHaveAttribute('href', MANAGE);
  },
};

/** The booking was cancelled after the reminder went: nothing to confirm, book again. */
export const BookingCancelled: Story = {
  args: { load: { kind: 'found', booking: cancelled } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This booking is cancelled' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Book a table at/ })).toHaveAttribute(
      'href',
      `${cancelled.restaurant.pagePath}#booking`,
    );
  },
};

/** The post was refused (here: cancelled in the meantime, code 24): said in words, the button stays. */
export const PostRefused: Story = {
  args: { problem: BookingErrorCode.AlreadyCancelled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.AlreadyCancelled),
    );
    await expect(canvas.getByRole('button', { name: "Yes, I'll be there" })).toBeVisible();
  },
};

/** Too many tries: the rate limit's words. */
export const Busy: Story = {
  args: { problem: 'busy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/tried too many times/);
  },
};

/** The booking's time has come (23). */
export const PastBooking: Story = {
  args: { load: { kind: 'problem', code: BookingErrorCode.BookingPast } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This booking has passed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.BookingPast),
    );
  },
};

/** A link that is not one of ours (22): find the booking instead. */
export const LinkInvalid: Story = {
  args: { load: { kind: 'problem', code: BookingErrorCode.ManageLinkInvalid } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Booking link not recognised' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Find your booking/ })).toHaveAttribute(
      'href',
      '/booking/find',
    );
  },
};

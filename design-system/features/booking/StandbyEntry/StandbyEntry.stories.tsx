import { BookingErrorCode, bookingErrorMessage, examples, type StandbyEntry } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { STANDBY_HEADINGS, StandbyEntryView } from './StandbyEntry.tsx';

const waiting: StandbyEntry = examples.standbyView.response;
const ACTION = waiting.standbyLink;
const offered: StandbyEntry = {
  ...waiting,
  status: 'offered',
  position: null,
  offer: { time: '19:00', expiresAt: '2025-03-07T16:10:00.000Z' },
};

const meta = {
  title: 'Features/Booking/StandbyEntry',
  component: StandbyEntryView,
  args: { load: { kind: 'found', entry: waiting }, action: ACTION, bookPath: '/book-now' },
} satisfies Meta<typeof StandbyEntryView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The form a button posts, with its intent. */
const formOf = (button: HTMLElement) => {
  const form = button.closest('form');
  return { form, intent: form?.querySelector<HTMLInputElement>('input[name="intent"]')?.value };
};

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: STANDBY_HEADINGS.waiting })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/You are number 1 in line/);
    await expect(canvas.getByText('18:00 to 20:00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Book this table' })).toBeNull();
    const { form, intent } = formOf(canvas.getByRole('button', { name: 'Leave the standby list' }));
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', ACTION);
    await expect(intent).toBe('leave');
  },
};

export const Offered: Story = {
  tags: ['visual'],
  args: { load: { kind: 'found', entry: offered } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: STANDBY_HEADINGS.offered })).toBeVisible();
    // 16:10 UTC on 7 March is 16:10 in London (GMT).
    await expect(canvas.getByRole('status')).toHaveTextContent(/at 19:00 until 16:10/);
    const { form, intent } = formOf(canvas.getByRole('button', { name: 'Book this table' }));
    await expect(form).toHaveAttribute('action', ACTION);
    await expect(intent).toBe('claim');
    await expect(canvas.getByRole('button', { name: 'Leave the standby list' })).toBeVisible();
  },
};

export const Booked: Story = {
  tags: ['visual'],
  args: { load: { kind: 'found', entry: examples.standbyClaim.response } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: STANDBY_HEADINGS.booked })).toBeVisible();
    await expect(canvas.getByText('K7QM2XRA')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See or manage your booking' })).toHaveAttribute(
      'href',
      examples.standbyClaim.response.booking.manageLink,
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Left: Story = {
  args: { load: { kind: 'found', entry: examples.standbyLeave.response } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: STANDBY_HEADINGS.left })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Book another time' })).toHaveAttribute(
      'href',
      '/book-now',
    );
  },
};

export const Expired: Story = {
  tags: ['visual'],
  args: { load: { kind: 'found', entry: { ...waiting, status: 'expired', position: null } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: STANDBY_HEADINGS.expired })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.StandbyOfferExpired),
    );
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A claim that came too late: the page answers the refusal in words above the entry. */
export const ClaimTooLate: Story = {
  args: {
    load: { kind: 'found', entry: { ...waiting, status: 'expired', position: null } },
    problem: BookingErrorCode.StandbyOfferExpired,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.StandbyOfferExpired),
    );
  },
};

export const LinkInvalid: Story = {
  tags: ['visual'],
  args: { load: { kind: 'problem', code: BookingErrorCode.StandbyLinkInvalid } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Standby link not recognised' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.StandbyLinkInvalid),
    );
  },
};

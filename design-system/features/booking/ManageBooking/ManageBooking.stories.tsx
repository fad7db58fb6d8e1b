import { BookingErrorCode, bookingErrorMessage, examples, type ManagedBooking } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bookingPreorderExample, SITE_ORIGIN } from '../PreorderOrganiser/fixtures.ts';
import { FindBooking } from './FindBooking.tsx';
import { ManageBooking } from './ManageBooking.tsx';
import { MANAGE_PROBLEM_MESSAGES } from './problems.tsx';

const booking: ManagedBooking = examples.bookingManage.response;
const cancelled: ManagedBooking = examples.bookingCancel.response;
const changed: ManagedBooking = examples.bookingChange.response;
const ACTION = `/booking/manage/${examples.bookingManage.params.token}`;
/** Two days before the example booking (7 March 2025, 19:30). */
const NOW = new Date('2025-03-05T12:00:00Z');
const card: ManagedBooking = {
  ...booking,
  cardGuaranteed: true,
  lateFrom: '2025-03-06T19:30:00.000Z',
};

const meta = {
  title: 'Features/Booking/ManageBooking',
  component: ManageBooking,
  args: { load: { kind: 'found', booking }, action: ACTION, findPath: '/booking/find', now: NOW },
} satisfies Meta<typeof ManageBooking>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Book again' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your booking' })).toBeVisible();
    await expect(canvas.getByText('K7QM2XRA')).toBeVisible();
    await expect(canvas.getByText('giulia.rossi@example.com')).toBeVisible();
    // The extras as the confirmation and the e-mails list them: quantity, name and price, then the total.
    await expect(canvas.getByText('1 × Bottle of Prosecco on the table, £28.00')).toBeVisible();
    await expect(canvas.getByText('Extras total £28.00')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Apple calendar/ })).toHaveAttribute(
      'href',
      booking.calendarLink,
    );
    await expect(canvas.getByRole('link', { name: /Get Directions/ })).toHaveAttribute(
      'href',
      booking.restaurant.directionsUrl,
    );
    await expect(canvas.getByRole('link', { name: 'Cancel this booking' })).toHaveAttribute(
      'href',
      `${ACTION}?step=cancel`,
    );
    await expect(canvas.getByRole('link', { name: 'Change date, time or guests' })).toHaveAttribute(
      'href',
      `${ACTION}?step=change`,
    );
  },
};

/** Change: the new date, time and party, a plain form posted to the page's own address. */
export const ChangeStep: Story = {
  tags: ['visual'],
  args: { step: 'change' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Change your booking' })).toBeVisible();
    const form = canvas.getByRole('button', { name: 'Change my booking' }).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', ACTION);
    await expect(form?.querySelector('input[name="intent"]')).toHaveValue('change');
    // Each field starts at what is booked and posts under the name the site reads.
    await expect(canvas.getByRole('textbox', { name: /^Date/ })).toHaveAttribute('name', 'date');
    await expect(canvas.getByRole('textbox', { name: /^Date/ })).toHaveValue('07/03/2025');
    await expect(canvas.getByRole('combobox', { name: 'Time' })).toHaveValue('19:30');
    await expect(canvas.getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
    await expect(canvas.getByRole('spinbutton', { name: 'Children' })).toHaveValue('0');
    await expect(canvas.getByRole('link', { name: 'No, keep my booking as it is' })).toHaveAttribute(
      'href',
      ACTION,
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Cancel this booking' })).toBeNull();
  },
};

/** After a change: the new details, and that they were e-mailed with an updated calendar entry. */
export const Changed: Story = {
  tags: ['visual'],
  args: { load: { kind: 'found', booking: changed }, done: 'changed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your booking has been changed. We have sent the new details and an updated calendar entry to giulia.rossi@example.com.',
    );
    await expect(canvas.getByText('20:00')).toBeVisible();
    await expect(canvas.getByText('3 adults and 1 child')).toBeVisible();
  },
};

/** No table for the new date, time and party: the form again with the plain message (26); nothing changed. */
export const ChangeNoTable: Story = {
  tags: ['visual'],
  args: { step: 'change', problem: BookingErrorCode.ChangeNoTable },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.ChangeNoTable),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your booking has not been changed');
    await expect(canvas.getByRole('button', { name: 'Change my booking' })).toBeVisible();
  },
};

/** A change the rules refuse: the party needs a card guarantee (27) and the message says what to do instead. */
export const ChangeRefused: Story = {
  tags: ['visual'],
  args: { step: 'change', problem: BookingErrorCode.ChangeNeedsCard },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.ChangeNeedsCard),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('cancel this one and book again');
  },
};

export const ChangeNeedsEnquiry: Story = {
  args: { step: 'change', problem: BookingErrorCode.ChangeNeedsEnquiry },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.ChangeNeedsEnquiry),
    );
  },
};

export const ChangeInvalid: Story = {
  args: { step: 'change', problem: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MANAGE_PROBLEM_MESSAGES.changeInvalid);
  },
};

export const CancelStep: Story = {
  args: { step: 'cancel' },
  play: async ({ canvas }) => {
    const form = canvas.getByRole('button', { name: 'Yes, cancel my booking' }).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', ACTION);
    await expect(canvas.getByRole('textbox', { name: /Reason for cancelling/ })).toHaveAttribute(
      'name',
      'message',
    );
    await expect(canvas.getByRole('link', { name: 'No, keep my booking' })).toHaveAttribute('href', ACTION);
    await expect(canvas.queryByText(/guaranteed by card/)).toBeNull();
  },
};

export const CardWindowAhead: Story = {
  args: { load: { kind: 'found', booking: card } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/guaranteed by card\. Cancel before/)).toBeVisible();
    await expect(canvas.getByText(/No charge is taken online/)).toBeVisible();
  },
};

export const CancelStepLateWithCard: Story = {
  args: { load: { kind: 'found', booking: card }, step: 'cancel', now: new Date('2025-03-07T12:00:00Z') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/cancelling now is recorded as a late cancellation/)).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { load: { kind: 'found', booking: cancelled } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your booking is cancelled' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('its table has been released');
    await expect(canvas.getByText('Our plans changed.')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Cancel this booking' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Add to your calendar' })).toBeNull();
    // Book again, as the cancellation e-mail offers it: the restaurant's page with its booking opened.
    await expect(canvas.getByRole('link', { name: 'Book again' })).toHaveAttribute(
      'href',
      `${cancelled.restaurant.pagePath}#booking`,
    );
  },
};

export const CancelledLate: Story = {
  args: { load: { kind: 'found', booking: { ...cancelled, cardGuaranteed: true, lateCancellation: true } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('recorded as a late cancellation');
    await expect(canvas.getByRole('status')).toHaveTextContent('No charge has been taken');
  },
};

export const AlreadyCancelledProblem: Story = {
  args: { load: { kind: 'found', booking: cancelled }, problem: BookingErrorCode.AlreadyCancelled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.AlreadyCancelled),
    );
  },
};

export const ReasonTooLong: Story = {
  args: { step: 'cancel', problem: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MANAGE_PROBLEM_MESSAGES.invalid);
  },
};

export const LinkInvalid: Story = {
  args: { load: { kind: 'problem', code: BookingErrorCode.ManageLinkInvalid } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Booking link not recognised' }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.ManageLinkInvalid),
    );
    await expect(canvas.getByRole('link', { name: /Find your booking/ })).toHaveAttribute(
      'href',
      '/booking/find',
    );
  },
};

export const PastBooking: Story = {
  args: { load: { kind: 'problem', code: BookingErrorCode.BookingPast } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This booking has passed' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.BookingPast),
    );
  },
};

export const Find: Story = {
  render: () => <FindBooking action="/booking/find" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = canvas.getByRole('button', { name: 'Find my booking' }).closest('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(canvas.getByRole('textbox', { name: 'Booking reference' })).toHaveAttribute(
      'name',
      'reference',
    );
    await expect(canvas.getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute(
      'name',
      'emailAddress',
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FindNotFound: Story = {
  render: () => <FindBooking action="/booking/find" problem={BookingErrorCode.BookingNotFound} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      bookingErrorMessage(BookingErrorCode.BookingNotFound),
    );
  },
};

export const FindTooManyTries: Story = {
  render: () => <FindBooking action="/booking/find" problem="busy" />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(MANAGE_PROBLEM_MESSAGES.busy);
  },
};

/** A group booking: the pre-order's links, and after a party-size change, whose choices are over the party size. */
export const WithPreorderOverParty: Story = {
  name: 'Pre-order: over the party size after a change',
  tags: ['visual'],
  args: {
    done: 'changed',
    origin: SITE_ORIGIN,
    load: {
      kind: 'found',
      booking: {
        ...booking,
        adults: 8,
        preorder: { ...bookingPreorderExample, places: 8, overParty: ['Luca', 'Sara'] },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 of 8 chosen')).toBeVisible();
    await expect(
      canvas.getByText(/these guests’ choices are over the party size: Luca, Sara\./),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open your pre-order table' })).toHaveAttribute(
      'href',
      bookingPreorderExample.organiserLink,
    );
  },
};

import { type BookingMessageScenario, bookingMessageScenarios } from '@fittizia/api-mocks';
import { bookingServerMessages } from '@fittizia/api-mocks/fixtures';
import { BOOKING_MESSAGES, BookingErrorCode, bookingErrorMessage } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import {
  atManchester,
  book,
  checkAvailability,
  diner,
  holidayPark,
  manchester,
  modalArgs,
  scenario,
  toDetails,
} from './BookingModal.fixture.ts';
import { BookingModal, type CardStepRenderProps } from './BookingModal.tsx';
import { StoryCardStep } from './StoryCardStep.fixture.tsx';

/** Every booking code of 8.1 and message of 8.2, each driven to where it shows and asserted word for word. */
const meta = {
  title: 'Features/Booking/BookingModal/Messages',
  component: BookingModal,
  decorators: [withQueryClient],
  // Not pictured: the modal's key states are pictured under Features/Booking/BookingModal.
  tags: ['no-visual'],
  args: modalArgs,
} satisfies Meta<typeof BookingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

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

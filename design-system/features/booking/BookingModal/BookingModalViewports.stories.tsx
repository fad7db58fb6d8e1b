import { MODAL_RESET_DELAY_MS } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/Button/Button.tsx';
import { withQueryClient } from '../steps/QueryClientDecorator.fixture.tsx';
import {
  atManchester,
  confirmationPlay,
  dialog,
  diner,
  manchester,
  modalArgs,
  noExtras,
  scenario,
  tabTo,
} from './BookingModal.fixture.ts';
import { BookingModal, type BookingModalProps } from './BookingModal.tsx';
import { LEAVE_BOOKING } from './LeaveBooking.tsx';

/** The booking modal on each viewport, and its focus and keyboard behaviour. */
const meta = {
  title: 'Features/Booking/BookingModal/Viewports and keyboard',
  component: BookingModal,
  decorators: [withQueryClient],
  // Not pictured: the modal's key states are pictured under Features/Booking/BookingModal.
  tags: ['no-visual'],
  args: modalArgs,
} satisfies Meta<typeof BookingModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/* ------------------------------------------------------------------ viewports */

export const PickerPhone: Story = {
  name: 'Location picker on a phone (xs)',
  globals: { viewport: { value: 'xs' } },
};
export const PickerTablet: Story = {
  name: 'Location picker on a tablet (md)',
  globals: { viewport: { value: 'md' } },
};
export const PickerDesktop: Story = {
  name: 'Location picker on a desktop (xl)',
  globals: { viewport: { value: 'xl' } },
};
export const ConfirmationPhone: Story = {
  name: 'Confirmation on a phone (xs)',
  args: atManchester,
  globals: { viewport: { value: 'xs' } },
  play: confirmationPlay,
};
export const ConfirmationTablet: Story = {
  name: 'Confirmation on a tablet (md)',
  args: atManchester,
  globals: { viewport: { value: 'md' } },
  play: confirmationPlay,
};
export const ConfirmationDesktop: Story = {
  name: 'Confirmation on a desktop (xl)',
  args: atManchester,
  globals: { viewport: { value: 'xl' } },
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
  name: 'Escape closes the modal (nothing chosen yet)',
  play: async ({ args }) => {
    await dialog();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const FocusReturns: Story = {
  name: 'Closing returns focus to the opener; fields reset after 500 ms',
  args: { initialRestaurantId: manchester.storeId },
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Book a table' });
    await userEvent.click(opener);
    const modal = await dialog();
    await userEvent.click(within(modal).getByRole('button', { name: 'Add one adult' }));
    await expect(within(modal).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3');
    // A choice was made: Escape asks first, and Leave closes.
    await userEvent.keyboard('{Escape}');
    const leave = await screen.findByRole('alertdialog', { name: LEAVE_BOOKING.title });
    await userEvent.click(within(leave).getByRole('button', { name: LEAVE_BOOKING.leave }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
    // Opened again at once: nothing reset yet. After the reset delay: the defaults again.
    await new Promise((resolve) => setTimeout(resolve, MODAL_RESET_DELAY_MS + 200));
    await userEvent.click(opener);
    await expect(within(await dialog()).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('2');
  },
};

export const LeaveAsksFirst: Story = {
  name: 'Escape after a choice asks first: Keep going (focused) stays, Leave closes to the opener, by keyboard',
  args: { initialRestaurantId: manchester.storeId },
  render: (args) => <WithOpener {...args} />,
  play: async ({ canvasElement }) => {
    const opener = within(canvasElement).getByRole('button', { name: 'Book a table' });
    await tabTo(opener);
    await userEvent.keyboard('{Enter}');
    const modal = await dialog();
    const addAdult = within(modal).getByRole('button', { name: 'Add one adult' });
    await tabTo(addAdult);
    await userEvent.keyboard('{Enter}');
    await expect(within(modal).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3');
    // Escape asks; Keep going has focus, Enter on it goes back to the modal, focus where it was.
    await userEvent.keyboard('{Escape}');
    let ask = await screen.findByRole('alertdialog', { name: LEAVE_BOOKING.title });
    await expect(ask).toHaveAccessibleDescription(LEAVE_BOOKING.description);
    await expect(within(ask).getByRole('button', { name: LEAVE_BOOKING.keepGoing })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(modal).toBeVisible();
    await expect(addAdult).toHaveFocus();
    await expect(within(modal).getByRole('spinbutton', { name: 'Adults' })).toHaveValue('3');
    // Escape on the question keeps going too.
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('alertdialog', { name: LEAVE_BOOKING.title });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(modal).toBeVisible();
    await expect(addAdult).toHaveFocus();
    // Leave: Tab to it, Enter; the modal closes and focus is back on the opener.
    await userEvent.keyboard('{Escape}');
    ask = await screen.findByRole('alertdialog', { name: LEAVE_BOOKING.title });
    await tabTo(within(ask).getByRole('button', { name: LEAVE_BOOKING.leave }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const LeaveAsksWhileTyping: Story = {
  name: 'Escape with a number typed and not yet taken in asks first',
  args: atManchester,
  play: async ({ args }) => {
    const modal = await dialog();
    const adults = within(modal).getByRole('spinbutton', { name: 'Adults' });
    await userEvent.clear(adults);
    await userEvent.type(adults, '5');
    await userEvent.keyboard('{Escape}');
    await screen.findByRole('alertdialog', { name: LEAVE_BOOKING.title });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(adults).toHaveFocus();
  },
};

export const FinishedClosesAtOnce: Story = {
  name: 'Escape on a finished booking closes at once',
  args: atManchester,
  play: async (context) => {
    await confirmationPlay();
    await userEvent.keyboard('{Escape}');
    await expect(context.args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(screen.queryByRole('alertdialog')).toBeNull();
  },
};

export const KeyboardJourney: Story = {
  name: 'Keyboard only: picker, date picker, time, menu, extras, details, booking',
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

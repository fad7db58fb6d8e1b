import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker.tsx';

/** A fixed 'today' (Wednesday 15 May 2030), so the stories do not change with the calendar. */
const today = new Date(2030, 4, 15);

const meta = {
  title: 'Forms/DatePicker',
  component: DatePicker,
  args: { id: 'booking-date', name: 'date', label: 'Date', today, onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Date' });
    // The example is four weeks after today, never in the past.
    await expect(input).toHaveAccessibleDescription('For example, 12/06/2030');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    await expect(dialog).toBeVisible();
    // The week starts on Monday.
    await within(dialog).findByRole('grid');
    const weekdays = dialog.querySelectorAll('thead th');
    await expect(weekdays[0]).toHaveTextContent(/^M/);
    await expect(weekdays[6]).toHaveTextContent(/^S/);
    // Today has focus; the keyboard moves through the grid and Enter chooses.
    await waitFor(() => expect(screen.getByRole('button', { name: /Today.*15 May 2030/ })).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2030, 4, 16));
    await expect(input).toHaveValue('16/05/2030');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Choose date, 16/05/2030 selected' })).toHaveFocus();
  },
};

export const PastDaysDisabled: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('dialog', { name: 'Choose a date' });
    await expect(await screen.findByRole('button', { name: /14 May 2030/ })).toBeDisabled();
    await expect(screen.getByRole('button', { name: /Today.*15 May 2030/ })).toBeEnabled();
    // Typing a past date does not choose it either.
    await userEvent.keyboard('{Escape}');
    const input = canvas.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '01/05/2030');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Choose today or a later date.'));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const TypedDate: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Date' }), '24/12/2030');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2030, 11, 24));
  },
};

export const Filled: Story = { args: { defaultValue: new Date(2030, 5, 1) } };

export const WithError: Story = {
  args: { error: 'Enter a date in the future, like 24/12/2030' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Date' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'For example, 12/06/2030 Error: Enter a date in the future, like 24/12/2030',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: new Date(2030, 5, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Date' })).toBeDisabled();
  },
};

export const ClosedOnMondays: Story = {
  args: {
    hint: 'We are closed on Mondays',
    disabledDays: (day: Date) => day.getDay() === 1,
    disabledDayMessage: 'We are closed that day. Choose another date.',
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Choose date' }));
    await screen.findByRole('dialog', { name: 'Choose a date' });
    await expect(await screen.findByRole('button', { name: /Monday.*20 May 2030/ })).toBeDisabled();
    // Typed, the closed day is not chosen either, and the field says why; a day it is open is chosen.
    await userEvent.keyboard('{Escape}');
    const input = canvas.getByRole('textbox', { name: 'Date' });
    await userEvent.type(input, '20/05/2030');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription(
      expect.stringContaining('We are closed that day. Choose another date.'),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '21/05/2030');
    await expect(args.onChange).toHaveBeenLastCalledWith(new Date(2030, 4, 21));
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

/** The calendar's code loads on first interest; Escape and the button close it, and focus returns to the button. */
export const OpensAndCloses: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Choose date' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Choose a date' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', dialog.id);
    await within(dialog).findByRole('grid');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveFocus();
    await userEvent.click(button);
    await screen.findByRole('dialog', { name: 'Choose a date' });
    await userEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

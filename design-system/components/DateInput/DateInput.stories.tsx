import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateInput } from './DateInput.tsx';

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: {
    id: 'visit-date',
    name: 'visitDate',
    legend: 'When did you visit?',
    hint: 'For example, 27 3 2025',
    onChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const group = canvas.getByRole('group', { name: 'When did you visit?' });
    await expect(group).toHaveAccessibleDescription('For example, 27 3 2025');
    const day = canvas.getByRole('textbox', { name: 'Day' });
    await expect(day).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(day, '27');
    // No auto-tab: focus stays until the person moves it.
    await expect(day).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('3');
    await userEvent.tab();
    await userEvent.keyboard('2025');
    await expect(args.onChange).toHaveBeenLastCalledWith({ day: '27', month: '3', year: '2025' });
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Birthday: Story = {
  args: {
    id: 'dob',
    name: 'dob',
    legend: 'What is your date of birth?',
    hint: 'For example, 27 3 1990',
    birthday: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveAttribute('autocomplete', 'bday-day');
    await expect(canvas.getByRole('textbox', { name: 'Month' })).toHaveAttribute(
      'autocomplete',
      'bday-month',
    );
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveAttribute('autocomplete', 'bday-year');
  },
};

export const WithError: Story = {
  args: {
    error: 'The date you visited must include a year',
    errorFields: ['year'],
    defaultValue: { day: '27', month: '3', year: '' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'When did you visit?' })).toHaveAccessibleDescription(
      'For example, 27 3 2025 Error: The date you visited must include a year',
    );
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Day' })).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveValue('27');
  },
};

export const WholeDateInError: Story = {
  args: {
    error: 'The date you visited must be a real date',
    defaultValue: { day: '31', month: '2', year: '2025' },
  },
};

export const Filled: Story = { args: { defaultValue: { day: '14', month: '2', year: '2025' } } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: { day: '14', month: '2', year: '2025' } },
  play: async ({ canvas }) => {
    for (const field of canvas.getAllByRole('textbox')) await expect(field).toBeDisabled();
  },
};

/** The legacy date selectors: the day's options follow the month and the year (1904 while unknown). */
export const DaySelectFollowsMonthAndYear: Story = {
  args: { daySelect: true, hint: undefined },
  play: async ({ canvas, userEvent }) => {
    const day = canvas.getByRole('combobox', { name: 'Day' });
    const dayOptions = () => day.querySelectorAll('option:not([value=""])').length;
    await expect(dayOptions()).toBe(31);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Month' }), '2');
    // February, year unknown: the default year 1904 is a leap year, so 29 days.
    await expect(dayOptions()).toBe(29);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Year' }), '2025');
    await expect(dayOptions()).toBe(28);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Year' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Year' }), '1904');
    await expect(dayOptions()).toBe(29);
  },
};

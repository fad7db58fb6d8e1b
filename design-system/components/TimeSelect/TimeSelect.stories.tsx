import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BOOKING_TIMES, DEFAULT_BOOKING_TIME, TimeSelect } from './TimeSelect.tsx';

const meta = {
  title: 'Forms/TimeSelect',
  component: TimeSelect,
  args: { id: 'time', name: 'time', label: 'Time', onChange: fn() },
} satisfies Meta<typeof TimeSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: DEFAULT_BOOKING_TIME },
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Time' });
    await expect(select).toHaveValue('19:30');
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(BOOKING_TIMES.length);
    await expect(options[0]).toHaveTextContent('09:00');
    await expect(options.at(-1)).toHaveTextContent('23:45');
    await userEvent.selectOptions(select, '20:15');
    await expect(select).toHaveValue('20:15');
  },
};

export const WithPlaceholder: Story = {
  args: { placeholder: 'Choose a time', hint: 'We seat tables every 15 minutes' },
};

export const WithError: Story = { args: { placeholder: 'Choose a time', error: 'Select a time' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '09:00' } };

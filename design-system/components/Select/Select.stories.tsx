import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select.tsx';

const restaurants = [
  { value: 'bath', label: 'Bath' },
  { value: 'brighton', label: 'Brighton' },
  { value: 'leeds', label: 'Leeds' },
  { value: 'york', label: 'York (closed for refurbishment)', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    id: 'restaurant',
    name: 'restaurant',
    label: 'Restaurant',
    options: restaurants,
    placeholder: 'Choose a restaurant',
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Restaurant' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Leeds');
    await expect(select).toHaveValue('leeds');
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};

export const WithHint: Story = { args: { hint: 'The restaurant you visited' } };

export const WithError: Story = {
  args: { error: 'Select a restaurant', hint: 'The restaurant you visited' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Restaurant' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('The restaurant you visited Error: Select a restaurant');
  },
};

export const Filled: Story = { args: { defaultValue: 'brighton' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'bath' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Restaurant' })).toBeDisabled();
  },
};

export const NoPlaceholder: Story = { args: { placeholder: undefined, width: '20' } };

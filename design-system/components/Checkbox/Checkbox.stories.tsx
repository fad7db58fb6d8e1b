import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox, CheckboxGroup } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { id: 'terms', name: 'terms', label: 'I agree to the terms and conditions', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    // Space toggles it from the keyboard.
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    // The target is at least 24 x 24 CSS px (WCAG 2.2 2.5.8); ours is 44 x 44.
    const { width, height } = checkbox.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(44);
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};

export const ClickingTheLabel: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const WithHint: Story = {
  args: {
    id: 'sms',
    name: 'sms',
    label: 'Send me booking reminders by text',
    hint: 'We send one text the day before your booking',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'We send one text the day before your booking',
    );
  },
};

export const WithError: Story = {
  args: { error: 'Agree to the terms and conditions to continue' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(
      'Error: Agree to the terms and conditions to continue',
    );
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled();
  },
};

export const DisabledChecked: Story = { args: { disabled: true, defaultChecked: true } };

const dietaryOptions = [
  { value: 'vegetarian', label: 'Vegetarian' },
  { value: 'vegan', label: 'Vegan' },
  { value: 'gluten-free', label: 'Gluten free', hint: 'We cannot promise a kitchen free of gluten' },
  { value: 'nut-free', label: 'Nut free' },
];

export const Group: Story = {
  render: () => (
    <CheckboxGroup
      id="dietary"
      name="dietary"
      legend="Dietary requirements"
      hint="Select all that apply"
      options={dietaryOptions}
    />
  ),
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Dietary requirements' });
    await expect(group).toHaveAccessibleDescription('Select all that apply');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vegan' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Nut free' }));
    await expect(canvas.getByRole('checkbox', { name: 'Vegan' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Nut free' })).toBeChecked();
    // The first item carries the group id, so an error summary link can land on it.
    await expect(canvas.getByRole('checkbox', { name: 'Vegetarian' })).toHaveAttribute('id', 'dietary');
  },
};

export const GroupWithError: Story = {
  render: () => (
    <CheckboxGroup
      id="dietary"
      name="dietary"
      legend="Dietary requirements"
      hint="Select all that apply"
      error="Select at least one dietary requirement"
      options={dietaryOptions}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Dietary requirements' })).toHaveAccessibleDescription(
      'Select all that apply Error: Select at least one dietary requirement',
    );
  },
};

export const GroupFilled: Story = {
  render: () => (
    <CheckboxGroup
      id="dietary"
      name="dietary"
      legend="Dietary requirements"
      options={dietaryOptions}
      defaultValue={['vegetarian', 'gluten-free']}
    />
  ),
};

export const GroupDisabled: Story = {
  render: () => (
    <CheckboxGroup
      id="dietary"
      name="dietary"
      legend="Dietary requirements"
      options={dietaryOptions}
      disabled
    />
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { RadioGroup, radioLayouts } from './RadioGroup.tsx';

const enquiryTypes = [
  { value: 'booking', label: 'A booking' },
  { value: 'feedback', label: 'Feedback about a visit' },
  { value: 'events', label: 'Private dining and events', hint: 'For parties of 25 or more' },
  { value: 'other', label: 'Something else' },
];

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    id: 'enquiry-type',
    name: 'enquiryType',
    legend: 'What is your enquiry about?',
    options: enquiryTypes,
    onChange: fn(),
  },
  argTypes: { layout: { control: 'inline-radio', options: radioLayouts } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('group', { name: 'What is your enquiry about?' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: 'A booking' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('booking');
    // Arrow keys move the selection within the group (one tab stop).
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Feedback about a visit' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Feedback about a visit' })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('feedback');
  },
};

export const WithHint: Story = { args: { hint: 'Choose the closest match' } };

export const WithError: Story = {
  args: { hint: 'Choose the closest match', error: 'Select what your enquiry is about' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'What is your enquiry about?' }),
    ).toHaveAccessibleDescription('Choose the closest match Error: Select what your enquiry is about');
    await expect(canvas.getByRole('radio', { name: 'A booking' })).toHaveAttribute('id', 'enquiry-type');
  },
};

export const Filled: Story = { args: { defaultValue: 'events' } };

export const Inline: Story = {
  args: {
    id: 'high-chair',
    name: 'highChair',
    legend: 'Do you need a high chair?',
    layout: 'inline',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'booking' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { controlWidths } from '../Field/Field.tsx';
import { TextInput, textInputTypes } from './TextInput.tsx';

const meta = {
  title: 'Forms/TextInput',
  component: TextInput,
  args: { id: 'first-name', name: 'firstName', label: 'First name', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'select', options: textInputTypes },
    width: { control: 'select', options: controlWidths },
  },
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.type(input, 'Giulia');
    await expect(input).toHaveValue('Giulia');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const WithHint: Story = {
  args: {
    id: 'email',
    name: 'email',
    type: 'email',
    label: 'Email address',
    hint: 'We will only use this to reply to your enquiry',
    autoComplete: 'email',
    spellCheck: false,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAccessibleDescription('We will only use this to reply to your enquiry');
    await expect(input).toHaveAttribute('aria-describedby', 'email-hint');
  },
};

export const WithError: Story = {
  args: {
    id: 'email',
    name: 'email',
    type: 'email',
    label: 'Email address',
    hint: 'For example, name@example.com',
    error: 'Enter an email address in the correct format, like name@example.com',
    defaultValue: 'giulia@',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    await expect(input).toHaveAccessibleDescription(
      'For example, name@example.com Error: Enter an email address in the correct format, like name@example.com',
    );
    // The entered value is kept.
    await expect(input).toHaveValue('giulia@');
  },
};

export const Filled: Story = { args: { defaultValue: 'Giulia', autoComplete: 'given-name' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Giulia' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toBeDisabled();
  },
};

export const Telephone: Story = {
  args: {
    id: 'telephone',
    name: 'telephone',
    type: 'tel',
    label: 'Mobile number',
    autoComplete: 'tel',
    width: '20',
  },
};

export const FixedWidths: Story = {
  render: (args) => (
    <div>
      {controlWidths.map((width) => (
        <TextInput key={width} {...args} id={`width-${width}`} label={`Width ${width}`} width={width} />
      ))}
    </div>
  ),
};

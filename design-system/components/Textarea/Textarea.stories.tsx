import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Textarea } from './Textarea.tsx';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { id: 'message', name: 'message', label: 'Your message', onChange: fn() },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(textarea, 'A table by the window, please.');
    await expect(textarea).toHaveValue('A table by the window, please.');
  },
};

export const WithHint: Story = {
  args: { hint: 'Tell us about allergies or accessibility needs' },
};

export const WithError: Story = {
  args: { error: 'Enter your message', hint: 'Tell us how we can help' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAttribute('aria-describedby', 'message-hint message-error');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'We would like a high chair for our daughter.' },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'This message cannot be changed.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
  },
};

export const CharacterCount: Story = {
  args: { maxCharacters: 20, hint: 'Keep it short' },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(textarea).toHaveAccessibleDescription('Keep it short You can enter up to 20 characters');
    await expect(canvas.getByTestId('count')).toHaveTextContent('You have 20 characters remaining');
    await userEvent.type(textarea, 'Pizza');
    await expect(canvas.getByTestId('count')).toHaveTextContent('You have 15 characters remaining');
    // The polite live region speaks only once typing pauses.
    await waitFor(
      () =>
        expect(canvas.getByTestId('count-announcement')).toHaveTextContent(
          'You have 15 characters remaining',
        ),
      { timeout: 3000 },
    );
  },
};

export const CharacterCountOverTheLimit: Story = {
  args: { maxCharacters: 20, defaultValue: 'Margherita with extra basil' },
  play: async ({ canvas, userEvent }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Your message' });
    // No hard maxlength: typing past the limit is allowed and reported.
    await expect(textarea).not.toHaveAttribute('maxlength');
    await expect(canvas.getByTestId('count')).toHaveTextContent('You have 7 characters too many');
    await userEvent.type(textarea, '!');
    await expect(canvas.getByTestId('count')).toHaveTextContent('You have 8 characters too many');
  },
};

export const CharacterCountWithError: Story = {
  args: {
    maxCharacters: 20,
    defaultValue: 'Margherita with extra basil',
    error: 'Your message must be 20 characters or fewer',
  },
};

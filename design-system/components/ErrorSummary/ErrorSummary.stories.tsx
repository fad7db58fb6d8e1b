import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextInput } from '../TextInput/TextInput.tsx';
import { ErrorSummary } from './ErrorSummary.tsx';

const meta = {
  title: 'Forms/ErrorSummary',
  component: ErrorSummary,
  args: {
    errors: [
      { fieldId: 'first-name', message: 'Enter your first name' },
      { fieldId: 'email', message: 'Enter an email address in the correct format, like name@example.com' },
    ],
  },
  render: (args) => (
    <div>
      <ErrorSummary {...args} />
      <TextInput id="first-name" label="First name" error="Enter your first name" />
      <TextInput
        id="email"
        type="email"
        label="Email address"
        error="Enter an email address in the correct format, like name@example.com"
        defaultValue="giulia@"
      />
    </div>
  ),
} satisfies Meta<typeof ErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const summary = canvas.getByTestId('error-summary');
    // It takes focus when it appears, and announces itself.
    await expect(summary).toHaveFocus();
    await expect(canvas.getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[1]).toHaveAttribute('href', '#email');
    // Each link moves focus to its field.
    await userEvent.click(canvas.getByRole('link', { name: /Enter an email address/ }));
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('link', { name: 'Enter your first name' }));
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

export const KeyboardToTheField: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByTestId('error-summary')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Enter your first name' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  },
};

export const SingleError: Story = {
  args: { errors: [{ fieldId: 'first-name', message: 'Enter your first name' }] },
};

export const WithDescription: Story = {
  args: { description: 'Check the details below and try again.' },
};

export const WithoutFocusOnMount: Story = {
  args: { focusOnMount: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('error-summary')).not.toHaveFocus();
  },
};

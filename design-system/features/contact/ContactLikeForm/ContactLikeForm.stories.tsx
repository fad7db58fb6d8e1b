import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ContactLikeForm } from './ContactLikeForm.tsx';

const meta = {
  title: 'Features/Contact/ContactLikeForm',
  component: ContactLikeForm,
  args: { onSend: fn() },
} satisfies Meta<typeof ContactLikeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContactLikeFormFlow: Story = {
  name: 'Contact-like form',
  // An interaction flow: where it ends up scrolled after its steps varies by a few pixels from run to run, so
  // it has no screenshot; each control's states have their own stories and screenshots.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent, args, step }) => {
    const firstName = canvas.getByRole('textbox', { name: 'First name' });

    await step('a field shows its error only once touched', async () => {
      await userEvent.click(firstName);
      await expect(canvas.queryByText('Enter your first name')).not.toBeInTheDocument();
      await userEvent.tab();
      await expect(await canvas.findByText('Enter your first name')).toBeInTheDocument();
      await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    });

    await step('submit empty: the summary takes focus with a link per error', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
      const summary = await canvas.findByTestId('error-summary');
      await waitFor(() => expect(summary).toHaveFocus());
      await expect(canvas.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
      const links = canvas.getAllByRole('link');
      await expect(links.map((link) => link.textContent)).toEqual([
        'Enter your first name',
        'Enter your last name',
        'Enter your email address',
        'Select what your enquiry is about',
        'Select a restaurant',
        'Enter your message',
        'Agree to the privacy policy to send your enquiry',
      ]);
      await userEvent.click(canvas.getByRole('link', { name: 'Select what your enquiry is about' }));
      await expect(canvas.getByRole('radio', { name: 'A booking' })).toHaveFocus();
      await userEvent.click(canvas.getByRole('link', { name: 'Enter your email address' }));
      await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    });

    await step('a second failed submit keeps what was typed and refocuses the summary', async () => {
      await userEvent.type(firstName, 'Giulia');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'giulia@');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Day' }), '31');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Month' }), '2');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Year' }), '2025');
      await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
      await waitFor(() => expect(canvas.getByTestId('error-summary')).toHaveFocus());
      await expect(firstName).toHaveValue('Giulia');
      await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveValue('giulia@');
      await expect(
        canvas.getByRole('link', {
          name: 'Enter an email address in the correct format, like name@example.com',
        }),
      ).toBeInTheDocument();
      await userEvent.click(canvas.getByRole('link', { name: 'The date of your visit must be a real date' }));
      await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveFocus();
    });

    await step('fix every field and send', async () => {
      await userEvent.clear(canvas.getByRole('textbox', { name: 'Day' }));
      await userEvent.type(canvas.getByRole('textbox', { name: 'Day' }), '28');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), "D'Angelo");
      await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'example.com');
      await userEvent.click(canvas.getByRole('radio', { name: 'Feedback about a visit' }));
      await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Restaurant' }), 'Leeds');
      await userEvent.click(canvas.getByRole('button', { name: 'Add one guest' }));
      await userEvent.type(
        canvas.getByRole('textbox', { name: 'Your message' }),
        'The tiramisu was wonderful.',
      );
      await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the privacy policy' }));
      await userEvent.click(canvas.getByRole('button', { name: 'Send enquiry' }));
      await expect(await canvas.findByRole('status')).toHaveTextContent('Thank you, Giulia');
      await expect(canvas.queryByTestId('error-summary')).not.toBeInTheDocument();
      await expect(args.onSend).toHaveBeenCalledWith(
        expect.objectContaining({
          firstName: 'Giulia',
          lastName: "D'Angelo",
          email: 'giulia@example.com',
          enquiryType: 'feedback',
          restaurant: 'leeds',
          visitDate: { day: '28', month: '2', year: '2025' },
          guests: 3,
          privacy: true,
        }),
      );
      // Values stay after sending, too.
      await expect(firstName).toHaveValue('Giulia');
    });
  },
};

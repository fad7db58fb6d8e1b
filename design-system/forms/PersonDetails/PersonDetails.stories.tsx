import { emailInput, PERSON_MESSAGES, personNameInput, phoneInput } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { z } from 'zod';
import { Button } from '../../components/Button/Button.tsx';
import { Form } from '../Form.tsx';
import { getFieldError, useZodForm } from '../useZodForm.ts';
import { PersonDetails, type PersonDetailsField } from './PersonDetails.tsx';

/** A form around the group, validated by the contract's rules (as ContactForm and SignUpForm are). */
function Example({
  show,
  optional = [],
  mobile,
  compact,
  onSend,
}: {
  show: readonly PersonDetailsField[];
  optional?: readonly PersonDetailsField[];
  mobile?: boolean;
  compact?: boolean;
  onSend: (values: unknown) => void;
}) {
  const schema = z.object({
    firstName: personNameInput('firstName'),
    lastName: show.includes('lastName') ? personNameInput('lastName') : z.string(),
    email: emailInput(),
    phone: phoneInput(!optional.includes('phone')),
  });
  const form = useZodForm(schema, { defaultValues: { firstName: '', lastName: '', email: '', phone: '' } });
  const { register, formState } = form;
  const bind = (field: PersonDetailsField) => ({
    id: field,
    error: getFieldError(formState.errors, field),
    ...register(field),
  });
  return (
    <Form form={form} onSubmit={onSend} aria-label="Your details">
      <PersonDetails
        fields={Object.fromEntries(show.map((field) => [field, bind(field)]))}
        optional={optional}
        mobile={mobile}
        compact={compact}
      />
      <Button type="submit">Send</Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/PersonDetails',
  component: Example,
  args: { show: ['firstName', 'lastName', 'email', 'phone'], optional: ['phone'], onSend: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact form's group: both names side by side from 576 px, e-mail, an optional phone. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'First name' })).toHaveAttribute(
      'autocomplete',
      'given-name',
    );
    await expect(canvas.getByRole('textbox', { name: 'Last name' })).toHaveAttribute(
      'autocomplete',
      'family-name',
    );
    await expect(canvas.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('type', 'email');
    await expect(canvas.getByRole('textbox', { name: 'Phone number (optional)' })).toHaveAttribute(
      'type',
      'tel',
    );
  },
};

/**
 * The same refusals in every form. A pizza is not a last name, a name of 300 characters is told its
 * length (not its characters), markup is not a name; each message joins the summary in the form's order.
 */
export const Invalid: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'First name' }), 'Ada <b>Bold</b>');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last name' }), '🍕🍕');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email address' }), 'ada@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number (optional)' }), '0770-0900');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    const summary = within(await canvas.findByRole('alert'));
    const links = summary.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual([
      PERSON_MESSAGES.firstName.format,
      PERSON_MESSAGES.lastName.format,
      PERSON_MESSAGES.email.format,
      PERSON_MESSAGES.phone.format,
    ]);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A 300-character first name: the message names the length. */
export const NameTooLong: Story = {
  args: { show: ['firstName', 'email', 'phone'] },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('textbox', { name: 'First name' });
    await userEvent.click(name);
    await userEvent.paste('a'.repeat(300));
    await userEvent.tab();
    await expect(name).toHaveAccessibleDescription(
      expect.stringContaining('First name must be 100 characters or fewer'),
    );
    await expect(canvas.queryByRole('textbox', { name: 'Last name' })).toBeNull();
  },
};

/** The booking's group: a mobile number, required, e-mail and mobile side by side from 576 px. */
export const Mobile: Story = {
  args: { mobile: true, compact: true, optional: [] },
  play: async ({ canvas }) => {
    const mobile = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(mobile).toHaveAccessibleDescription(expect.stringContaining('For example, 07700 900123'));
  },
};

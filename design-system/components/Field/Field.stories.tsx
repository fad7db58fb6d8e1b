import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import * as fieldStyles from './Field.css.ts';
import { Field, Fieldset } from './Field.tsx';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    id: 'postcode',
    label: 'Postcode',
    children: (control) => (
      <input {...control} className={fieldStyles.control} type="text" autoComplete="postal-code" />
    ),
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'For example, LS1 4AP' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(input).toHaveAttribute('aria-describedby', 'postcode-hint');
    await expect(input).toHaveAccessibleDescription('For example, LS1 4AP');
  },
};

export const WithError: Story = {
  args: { hint: 'For example, LS1 4AP', error: 'Enter a real postcode' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Postcode' });
    await expect(input).toHaveAttribute('aria-describedby', 'postcode-hint postcode-error');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // The hidden prefix tells screen reader users that this is an error, not a hint.
    await expect(input).toHaveAccessibleDescription('For example, LS1 4AP Error: Enter a real postcode');
    await expect(canvas.getByText('Error:')).toHaveClass(/./);
  },
};

export const FieldsetWithLegend: Story = {
  render: () => (
    <Fieldset id="address" legend="What is your address?" hint="We use this to find restaurants near you">
      <Field id="address-town" label="Town or city">
        {(control) => (
          <input {...control} className={fieldStyles.control} type="text" autoComplete="address-level2" />
        )}
      </Field>
      <Field id="address-postcode" label="Postcode">
        {(control) => (
          <input {...control} className={fieldStyles.control} type="text" autoComplete="postal-code" />
        )}
      </Field>
    </Fieldset>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'What is your address?' })).toHaveAccessibleDescription(
      'We use this to find restaurants near you',
    );
  },
};

export const FieldsetWithError: Story = {
  render: () => (
    <Fieldset id="address" legend="What is your address?" error="Enter your town or city">
      <Field id="address-town" label="Town or city" error="Enter your town or city">
        {(control) => <input {...control} className={fieldStyles.control} type="text" />}
      </Field>
    </Fieldset>
  ),
};

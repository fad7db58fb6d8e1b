import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { NumberStepper, PARTY_SIZE } from './NumberStepper.tsx';

const meta = {
  title: 'Forms/NumberStepper',
  component: NumberStepper,
  args: {
    id: 'adults',
    name: 'adults',
    label: 'Adults',
    itemName: 'adult',
    min: PARTY_SIZE.adults.min,
    max: PARTY_SIZE.adults.max,
    defaultValue: PARTY_SIZE.adults.default,
    onChange: fn(),
  },
} satisfies Meta<typeof NumberStepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Adults: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Adults' });
    await expect(input).toHaveAttribute('aria-valuenow', '2');
    await expect(input).toHaveAttribute('aria-valuemin', '1');
    await expect(input).toHaveAttribute('aria-valuemax', '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Add one adult' }));
    await expect(input).toHaveValue('3');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    // Keyboard: arrows step, Home and End jump to the bounds.
    input.focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('1');
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('100');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('1');
  },
};

export const AtTheMinimum: Story = {
  args: { defaultValue: 1 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Adults' });
    const decrease = canvas.getByRole('button', { name: 'Remove one adult' });
    await expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveValue('1');
    await expect(args.onChange).not.toHaveBeenCalled();
    // The button stays focusable, so focus is not lost at the bound.
    await expect(decrease).toHaveFocus();
  },
};

export const AtTheMaximum: Story = {
  args: { defaultValue: 100 },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Adults' });
    const increase = canvas.getByRole('button', { name: 'Add one adult' });
    await expect(increase).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(increase);
    await expect(input).toHaveValue('100');
    // Typing past the bound is brought back to it when the field is left.
    await userEvent.clear(input);
    await userEvent.type(input, '250');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Children: Story = {
  args: {
    id: 'children',
    name: 'children',
    label: 'Children',
    itemName: 'child',
    hint: 'Aged 12 and under',
    min: PARTY_SIZE.children.min,
    max: PARTY_SIZE.children.max,
    defaultValue: PARTY_SIZE.children.default,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Children' });
    await expect(input).toHaveAccessibleDescription('Aged 12 and under');
    await expect(canvas.getByRole('button', { name: 'Remove one child' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    input.focus();
    await userEvent.keyboard('{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}{PageUp}');
    await expect(input).toHaveValue('50');
  },
};

export const WithError: Story = {
  args: { error: 'For more than 25 guests, send us an enquiry', defaultValue: 26 },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Adults' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Error: For more than 25 guests, send us an enquiry');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Adults' })).toBeDisabled();
    for (const button of canvas.getAllByRole('button')) await expect(button).toBeDisabled();
  },
};

function UpsellExample({ onRemove }: { onRemove: () => void }) {
  const [items, setItems] = useState([{ id: 'prosecco', name: 'Bottle of prosecco', quantity: 1 }]);
  return (
    <div>
      {items.length === 0 ? <p>No extras added.</p> : null}
      {items.map((item) => (
        <NumberStepper
          key={item.id}
          id={item.id}
          label={item.name}
          itemName="bottle"
          min={0}
          max={4}
          value={item.quantity}
          onChange={(quantity) =>
            setItems((all) => all.map((entry) => (entry.id === item.id ? { ...entry, quantity } : entry)))
          }
          onRemove={() => {
            setItems((all) => all.filter((entry) => entry.id !== item.id));
            onRemove();
          }}
        />
      ))}
    </div>
  );
}

export const UpsellRemovesAtZero: Story = {
  args: { onRemove: fn() },
  render: (args) => <UpsellExample onRemove={args.onRemove ?? (() => {})} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('spinbutton', { name: 'Bottle of prosecco' })).toHaveValue('1');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove bottle' }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument();
    await expect(canvas.getByText('No extras added.')).toBeInTheDocument();
  },
};

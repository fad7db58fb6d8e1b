import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { HoneypotField } from './HoneypotField.tsx';

const meta = {
  title: 'Forms/HoneypotField',
  component: HoneypotField,
  args: { onChange: fn() },
  // Nothing to see: the field is off the page by design.
  tags: ['no-visual'],
  render: (args) => (
    <form aria-label="Example form">
      <label htmlFor="example-name">Your name</label> <input id="example-name" name="name" />
      <HoneypotField {...args} />
    </form>
  ),
} satisfies Meta<typeof HoneypotField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a person meets: one field; Tab never reaches the trap and a screen reader never hears it. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement }) => {
    const visible = canvas.getByRole('textbox', { name: 'Your name' });
    await userEvent.click(visible);
    await userEvent.tab();
    expect(canvasElement.ownerDocument.activeElement).not.toBe(
      canvasElement.querySelector('[name="website"]'),
    );
    expect(canvas.getAllByRole('textbox')).toHaveLength(1);
  },
};

/** What a bot does: it fills every input it finds, the trap included, and the form is told. */
export const FilledByABot: Story = {
  play: async ({ args, canvasElement }) => {
    const trap = canvasElement.querySelector<HTMLInputElement>('input[name="website"]');
    if (!trap) throw new Error('no trap field');
    trap.focus();
    await userEvent.type(trap, 'http://spam.example');
    expect(args.onChange).toHaveBeenLastCalledWith('http://spam.example');
  },
};

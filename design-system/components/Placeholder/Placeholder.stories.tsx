import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Placeholder, placeholderRatios } from './Placeholder.tsx';

const meta = {
  title: 'Components/Placeholder',
  component: Placeholder,
  args: { aspectRatio: '16 / 9' },
  argTypes: { aspectRatio: { control: 'select', options: placeholderRatios } },
  decorators: [(Story) => <div style={{ maxWidth: '30rem' }}>{Story()}</div>],
} satisfies Meta<typeof Placeholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-placeholder]') as HTMLElement;
    await expect(block).toHaveAttribute('aria-hidden', 'true');
    const { width, height } = block.getBoundingClientRect();
    await expect(width / height).toBeCloseTo(16 / 9, 1);
  },
};

export const Square: Story = { args: { aspectRatio: '1 / 1' } };

export const WithSpinner: Story = {
  args: { spinner: true, label: 'Loading video' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading video' })).toBeVisible();
  },
};

export const FixedHeight: Story = { args: { height: '12rem' } };

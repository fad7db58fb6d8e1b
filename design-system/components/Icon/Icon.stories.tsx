import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Icon, iconNames, iconSizes } from './Icon.tsx';

const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'map-pin' },
  argTypes: {
    name: { control: 'select', options: iconNames },
    size: { control: 'inline-radio', options: iconSizes },
    label: { control: 'text' },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Decorative: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Meaningful: Story = {
  args: { name: 'phone', label: 'Telephone' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Telephone' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'flex-end' }}>
      {iconSizes
        .filter((size) => size !== 'fill')
        .map((size) => (
          <Icon key={size} {...args} size={size} />
        ))}
    </div>
  ),
};

export const InText: Story = {
  render: () => (
    <p style={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <Icon name="clock" size="small" /> Open today 12:00 to 22:00
    </p>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'New' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { tone: 'primary' } };
export const Secondary: Story = { args: { tone: 'secondary', children: 'Vegan' } };
export const Success: Story = { args: { tone: 'success', children: 'Booked' } };
export const Info: Story = { args: { tone: 'info', children: 'Gluten free' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Few tables left' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Fully booked' } };
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from './Box.tsx';

const meta = {
  title: 'Components/Layout/Box',
  component: Box,
  args: {
    padding: { xs: 'small', md: 'large' },
    background: 'surface',
    borderRadius: 'standard',
    children: 'A box with small padding on phones and large padding from 768 px.',
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Opening hours', children: 'Monday to Sunday, 12:00 to 22:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Opening hours' })).toBeVisible();
  },
};

export const Flex: Story = {
  args: {
    display: 'flex',
    flexDirection: { xs: 'column', sm: 'row' },
    gap: 'medium',
    children: (
      <>
        <span>Starters</span>
        <span>Mains</span>
        <span>Desserts</span>
      </>
    ),
  },
};

export const Neutral: Story = { args: { background: 'neutral' } };

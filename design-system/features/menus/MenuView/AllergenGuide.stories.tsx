import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AllergenGuide } from './AllergenGuide.tsx';
import { menuFixture } from './menu.fixture.ts';

const meta = {
  title: 'Features/Menus/AllergenGuide',
  component: AllergenGuide,
  args: { menu: menuFixture },
} satisfies Meta<typeof AllergenGuide>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(15);
    await expect(within(table).getByRole('rowheader', { name: 'Margherita' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Text } from '../Text/Text.tsx';
import { Tabs, tabActivations } from './Tabs.tsx';

const items = [
  { value: 'starters', label: 'Starters', content: <Text>Bruschetta, arancini and burrata.</Text> },
  { value: 'mains', label: 'Mains', content: <Text>Pizza, pasta and risotto.</Text> },
  { value: 'desserts', label: 'Desserts', content: <Text>Tiramisu and gelato.</Text> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { label: 'Menu sections', items, onValueChange: fn() },
  argTypes: {
    activationMode: { control: 'inline-radio', options: tabActivations },
    items: { control: false },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstSelected: Story = {
  play: async ({ canvas, args }) => {
    const starters = canvas.getByRole('tab', { name: 'Starters' });
    await expect(starters).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(starters);
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mains' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Mains' })).toHaveTextContent('Pizza');
    await expect(args.onValueChange).toHaveBeenCalledWith('mains');
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'mains' } };

export const WithDisabledTab: Story = {
  args: { items: [...items, { value: 'kids', label: 'Kids', content: null, disabled: true }] },
};

export const ManualActivation: Story = {
  args: { activationMode: 'manual' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Starters' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Mains' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('tab', { name: 'Mains' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const ManyTabsOnMobile: Story = {
  args: {
    items: ['Antipasti', 'Pizza', 'Pasta', 'Risotto', 'Salads', 'Sides', 'Dolci', 'Drinks'].map((name) => ({
      value: name.toLowerCase(),
      label: name,
      content: <Text>{name}</Text>,
    })),
  },
  globals: { viewport: { value: 'xs' } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { SubNav } from './SubNav.tsx';

const sections = ['Antipasti', 'Pizza', 'Pasta', 'Risotto', 'Salads', 'Sides', 'Dolci', 'Drinks', 'Kids'];
const items = sections.map((name, index) => ({
  label: name,
  href: `#${name.toLowerCase()}`,
  current: index === 0,
}));

const meta = {
  title: 'Components/SubNav',
  component: SubNav,
  args: { label: 'Menu sections', items },
  argTypes: { items: { control: false }, renderLink: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: '20rem' }}>{Story()}</div>],
} satisfies Meta<typeof SubNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FitsWithoutScrolling: Story = {
  args: { items: items.slice(0, 2) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Menu sections' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ScrollableRight: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Scroll right' })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Scroll left' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Antipasti' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ScrollableBothWays: Story = {
  args: { items: items.map((item) => ({ ...item, current: item.label === 'Sides' })) },
  play: async ({ canvas, canvasElement }) => {
    const list = canvasElement.querySelector('ul')?.parentElement as HTMLElement;
    list.scrollLeft = (list.scrollWidth - list.clientWidth) / 2;
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Scroll left' })).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Scroll right' })).toBeVisible();
  },
};

export const ScrolledToTheEnd: Story = {
  play: async ({ canvas }) => {
    const right = await canvas.findByRole('button', { name: 'Scroll right' });
    for (let press = 0; press < 10 && canvas.queryByRole('button', { name: 'Scroll right' }); press += 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Scroll right' }));
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Scroll right' })).toBeNull());
    await expect(right).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Scroll left' })).toBeVisible();
  },
};

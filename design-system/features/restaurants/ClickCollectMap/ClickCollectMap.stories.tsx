import { restaurantFixtures } from '@fittizia/api-mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ClickCollectMap } from './ClickCollectMap.tsx';

const restaurants = restaurantFixtures.map((r) => ({ ...r, clickCollect: true }));

const meta = {
  title: 'Features/Restaurants/ClickCollectMap',
  component: ClickCollectMap,
  args: { restaurants, eagerMap: true },
  tags: ['no-visual'],
} satisfies Meta<typeof ClickCollectMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mobile: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvas, canvasElement }) => {
    const list = canvas.getByRole('list', { name: 'Click and collect restaurants' });
    // The fixture's holiday park hides its detail page, so it is left out.
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    if (window.innerWidth >= 1024) return; // side by side: no toggle
    await expect(canvasElement.querySelector('[data-map-engine]')).not.toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show map' }));
    await expect(list).not.toBeVisible();
    const marker = await canvas.findByRole(
      'button',
      { name: /Leeds Briggate, click and collect/ },
      { timeout: 10_000 },
    );
    await userEvent.click(marker);
    await waitFor(() => expect(list).toBeVisible());
    await waitFor(() =>
      expect(canvasElement.ownerDocument.activeElement).toHaveTextContent('Leeds Briggate'),
    );
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Click and collect restaurants' })).toBeVisible();
  },
};

export const OnlyClickCollect: Story = {
  args: { restaurants: restaurantFixtures.map((r, i) => ({ ...r, clickCollect: i === 0 })) },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Click and collect restaurants' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};

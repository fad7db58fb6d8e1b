import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demoTiles } from './demoTiles.fixture.ts';
import { TileGrid } from './TileGrid.tsx';

const meta = {
  title: 'Tiles/TileGrid',
  component: TileGrid,
  args: { tiles: demoTiles },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TileGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ContentPage: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Made for sharing, since 1987');
  },
};

/** ContentPage in the xs viewport (the visual regression run takes ContentPage at xs, md and xl already). */
export const ContentPageOnMobile: Story = { globals: { viewport: { value: 'xs' } }, tags: ['no-visual'] };

export const DeliveryPage: Story = {
  args: { tiles: demoTiles.filter((tile) => tile.formType === 'deliveryTile') },
  play: async ({ canvas }) => {
    const partners = within(canvas.getByRole('list', { name: 'Delivery partners' })).getAllByRole('link');
    await expect(partners).toHaveLength(3);
    await expect(partners[0]).toHaveAccessibleName('Order with Scooterino (opens in a new tab)');
  },
};

export const UnknownFormTypeRendersNothing: Story = {
  args: {
    tiles: [
      { formType: 'hologramTile', tileId: 'future' },
      { formType: 'textTile', tileId: 'known', heading: 'Still here', backgroundColour: 'almond' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
  },
};

export const EditorPreview: Story = {
  args: { editorPreview: true },
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('button', { name: /^Edit tile/ })).length).toBeGreaterThan(0);
  },
};

export const Empty: Story = { args: { tiles: [] } };

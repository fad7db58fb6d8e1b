import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pizza } from '../fixtures/stories.ts';
import EditorControls, { ImageDetailsBadge, imageDetailsVariants } from './EditorPreview.tsx';
import { withGrid } from './Tile.fixture.tsx';
import { Tile } from './Tile.tsx';

/**
 * The editor-only parts of a tile in preview: its edit control and every image-details badge (desktop, mobile,
 * shared, and each one's error variant). The tiles with them in place are in Tiles/Tile (EditorPreview...).
 */
const meta = {
  title: 'Tiles/Editor preview',
  component: EditorControls,
  args: { label: 'Edit tile “Made for sharing”', onEdit: fn(), badges: [] },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EditorControls>;

export default meta;
type Story = StoryObj<typeof meta>;

const size = { width: 1600, height: 900 };

/** Each badge variant, and each one's error variant. */
export const EveryImageDetailsBadge: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '0.5rem', justifyItems: 'start' }}>
      {imageDetailsVariants.map((variant) => (
        <ImageDetailsBadge key={variant} variant={variant} size={size} />
      ))}
      {imageDetailsVariants.map((variant) => (
        <ImageDetailsBadge key={`${variant}-error`} variant={variant} error="no alt text" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const variants = [...canvasElement.querySelectorAll('[data-variant]')].map((el) =>
      el.getAttribute('data-variant'),
    );
    await expect(variants).toEqual([
      'desktop',
      'mobile',
      'shared',
      'desktop-error',
      'mobile-error',
      'shared-error',
    ]);
  },
};

/** The edit control with a link to the tile in the page builder, and the tile's badges. */
export const EditControlLink: Story = {
  args: {
    editUrl:
      'http://localhost:6006/iframe.html?id=editor-page-builder--workspace&viewMode=story&page=home&tile=1',
    badges: [
      { variant: 'desktop', size },
      { variant: 'mobile', size: { width: 800, height: 1000 } },
    ],
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Edit tile “Made for sharing”' });
    await expect(link).toHaveAttribute('href', expect.stringContaining('page=home&tile=1'));
  },
};

/** A tile whose one image (shared by every screen) has no description: the shared error badge. */
export const TileWithSharedImageError: StoryObj<typeof Tile> = {
  decorators: [withGrid],
  render: () => (
    <Tile
      editorPreview
      onEdit={fn()}
      heading="Made for sharing"
      height="half"
      image={{ ...pizza, alt: '' }}
    />
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Shared image: no alt text')).toBeVisible();
  },
};

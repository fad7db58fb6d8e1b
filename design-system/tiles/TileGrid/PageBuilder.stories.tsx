import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { demoTiles } from './demoTiles.fixture.ts';
import { PageBuilder } from './PageBuilder.tsx';

const page = { id: 'demo', title: 'Demo page', tiles: demoTiles.slice(0, 3) };

const meta = {
  title: 'Tiles/Page builder',
  component: PageBuilder,
  args: { initialJson: JSON.stringify(page, null, 2) },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageBuilder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ValidPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
  },
};

export const PasteATileList: Story = {
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: /Tile list JSON/ });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste(
      JSON.stringify([{ formType: 'textTile', heading: 'Pasted tile', backgroundColour: 'pink' }]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Render tiles' }));
    await expect(await canvas.findByRole('heading', { name: 'Pasted tile' })).toBeVisible();
  },
};

export const InvalidJson: Story = {
  args: { initialJson: '{ "id": "x", "tiles": [' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This is not valid JSON');
  },
};

export const SchemaError: Story = {
  args: {
    initialJson: JSON.stringify({
      id: 'x',
      title: 'X',
      tiles: [{ heading: 'No form type', height: 'huge' }],
    }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('tiles.0.formType');
    await expect(alert).toHaveTextContent('"huge" is not a known tile height');
  },
};

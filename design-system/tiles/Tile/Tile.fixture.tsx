import type { Decorator, Meta } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { paletteColours } from '../../tokens/palette.ts';
import { tileAnimationEffects, tileHeights, tileLayouts, tileObjectFits, tileWidths } from './options.ts';
import type { Tile } from './Tile.tsx';

type TileMeta = Meta<typeof Tile>;

/** Tiles sit in the tile grid's six columns; stories give them the same surroundings. */
const Grid = ({ children }: { children: ReactNode }) => (
  <div style={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: '1rem' }}>
    {children}
  </div>
);

/** Every tile story sits in the grid. */
export const withGrid: Decorator = (Story) => <Grid>{Story()}</Grid>;

/** A tile's content: a heading, a paragraph and two links, on green. */
export const tileArgs = {
  heading: 'Made for sharing',
  body: <p>Wood-fired pizza, fresh pasta and long lunches in over 70 trattorias across the UK.</p>,
  links: [
    { linkText: 'Book a table', linkUrl: '/#booking' },
    { linkText: 'See the menu', linkUrl: '/menu' },
  ],
  backgroundColour: 'green',
} satisfies TileMeta['args'];

/** A control for every option (the Playground story changes them all). */
export const tileArgTypes = {
  height: { control: 'inline-radio', options: tileHeights },
  width: { control: 'inline-radio', options: tileWidths },
  layout: { control: 'inline-radio', options: tileLayouts },
  objectFit: { control: 'inline-radio', options: tileObjectFits },
  backgroundColour: { control: 'select', options: paletteColours },
  backgroundColor: { control: 'select', options: paletteColours },
  animationEffect: { control: 'select', options: tileAnimationEffects },
  backgroundAnimationEffect: { control: 'select', options: tileAnimationEffects },
  rounded: { control: 'boolean' },
  editorPreview: { control: 'boolean' },
  headingLevel: { control: 'inline-radio', options: [1, 2, 3] },
  href: { control: 'text' },
  videoDesktop: { control: 'text' },
  videoMobile: { control: 'text' },
  body: { control: false },
  footer: { control: 'text' },
  image: { control: 'object' },
  imageMobile: { control: 'object' },
} satisfies TileMeta['argTypes'];

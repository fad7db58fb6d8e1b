import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { dining, pasta, pizza, pizzaMobile } from '../fixtures/stories.ts';
import { tileArgs, tileArgTypes, withGrid } from './Tile.fixture.tsx';
import { Tile } from './Tile.tsx';

const meta = {
  title: 'Tiles/Tile',
  component: Tile,
  decorators: [withGrid],
  args: tileArgs,
  argTypes: tileArgTypes,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every option has a control. */
export const Playground: Story = {
  args: {
    height: 'half',
    width: 'full',
    layout: 'overlay',
    rounded: true,
    objectFit: 'cover',
    image: pizza,
    imageMobile: pizzaMobile,
    animationEffect: 'fade-up',
    footer: 'Prices vary by restaurant.',
    editorPreview: false,
  },
};

/* ---------------------------------------------------------------- heights */
export const HeightFull: Story = { args: { height: 'full', image: pizza } };
export const HeightHalf: Story = { args: { height: 'half', image: pizza } };
export const HeightOneThird: Story = { args: { height: 'one-third', image: pizza, links: [] } };
export const HeightTwoThirds: Story = { args: { height: 'two-thirds', image: pizza } };
export const HeightAuto: Story = { args: { height: 'auto' } };

/* ---------------------------------------------------------------- widths */
export const WidthFull: Story = { args: { width: 'full' }, globals: { viewport: { value: 'xl' } } };
export const WidthHalf: Story = {
  args: { width: 'half' },
  globals: { viewport: { value: 'xl' } },
  render: (args) => (
    <>
      <Tile {...args} />
      <Tile {...args} heading="Sign up for a free main course" backgroundColour="almond" />
    </>
  ),
};
export const WidthThird: Story = {
  args: { width: 'third' },
  globals: { viewport: { value: 'xl' } },
  render: (args) => (
    <>
      <Tile {...args} heading="Kids" backgroundColour="lightGreen" links={[]} />
      <Tile {...args} heading="Parties" backgroundColour="almond" links={[]} />
      <Tile {...args} heading="Gift cards" backgroundColour="pink" links={[]} />
    </>
  ),
};
export const WidthTwoThirds: Story = {
  args: { width: 'two-thirds' },
  globals: { viewport: { value: 'xl' } },
  render: (args) => (
    <>
      <Tile {...args} />
      <Tile {...args} width="third" heading="Offers" backgroundColour="almond" links={[]} />
    </>
  ),
};

/* ---------------------------------------------------------------- layouts */
export const LayoutOverlay: Story = { args: { layout: 'overlay', image: pizza, height: 'half' } };
export const LayoutHeadstone: Story = {
  args: { layout: 'headstone', image: pasta, width: 'half', backgroundColour: 'almond' },
  globals: { viewport: { value: 'xl' } },
};
export const LayoutDominoLeft: Story = {
  args: { layout: 'domino-left', image: dining, backgroundColour: 'offWhite' },
  globals: { viewport: { value: 'xl' } },
};
/**
 * Below 992 px the domino stacks like a headstone. Only the Storybook viewport differs from LayoutDominoLeft,
 * which the visual regression run already takes at xs, md and xl.
 */
export const LayoutDominoLeftOnMobile: Story = {
  tags: ['no-visual'],
  args: { layout: 'domino-left', image: dining, backgroundColour: 'offWhite' },
  globals: { viewport: { value: 'md' } },
};

/* ---------------------------------------------------------------- corners, fit, link */
export const Rounded: Story = { args: { rounded: true, image: pizza, height: 'half' } };
export const SquareCorners: Story = { args: { rounded: false, image: pizza, height: 'half' } };
export const ObjectFitCover: Story = {
  args: { objectFit: 'cover', image: pizza, height: 'half', layout: 'headstone' },
};
export const ObjectFitContain: Story = {
  args: {
    objectFit: 'contain',
    image: pizza,
    height: 'half',
    layout: 'headstone',
    backgroundColour: 'almond',
  },
};

export const WholeTileClick: Story = {
  args: {
    href: '/offers',
    image: pasta,
    rounded: true,
    width: 'half',
    layout: 'headstone',
    backgroundColour: 'almond',
  },
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveAccessibleName('Made for sharing');
    await expect(links[0]).toHaveAttribute('href', '/offers');
  },
};

export const WholeTileClickWithoutHeading: Story = {
  args: {
    href: '/kids',
    heading: undefined,
    hrefLabel: 'Kids eat free on weekdays',
    image: pizza,
    height: 'one-third',
    links: [],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Kids eat free on weekdays' })).toHaveAttribute(
      'href',
      '/kids',
    );
  },
};

export const OverlayWithContentLinksAndFooter: Story = {
  args: {
    image: pizza,
    height: 'two-thirds',
    eyebrow: 'New this autumn',
    footer: 'Available in participating restaurants. Subject to availability.',
    links: [
      { linkText: 'Book a table', linkUrl: '/#booking' },
      { linkText: 'Gift cards', linkUrl: 'https://gift-cards.fittizia.example', openInNewTab: true },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Gift cards (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

/* ---------------------------------------------------------------- backgrounds */
export const BackgroundBlack: Story = { args: { backgroundColour: 'black' } };
export const BackgroundAlmond: Story = { args: { backgroundColour: 'almond' } };
export const BackgroundBronze: Story = { args: { backgroundColour: 'bronze' } };
export const BackgroundGreen: Story = { args: { backgroundColour: 'green' } };
export const BackgroundLightGreen: Story = { args: { backgroundColour: 'lightGreen' } };
export const BackgroundOffWhite: Story = { args: { backgroundColour: 'offWhite' } };
export const BackgroundPink: Story = { args: { backgroundColour: 'pink' } };
export const BackgroundRed: Story = { args: { backgroundColour: 'red' } };
export const BackgroundWhite: Story = { args: { backgroundColour: 'white' } };
/** The content service also spells it `backgroundColor`. (Looks exactly like BackgroundBronze: no screenshot.) */
export const BackgroundColorSpelling: Story = {
  tags: ['no-visual'],
  args: { backgroundColour: undefined, backgroundColor: 'bronze' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAttribute('data-background', 'bronze');
  },
};

/* ---------------------------------------------------------------- video */
export const VideoDesktopAndMobile: Story = {
  args: {
    videoDesktop: '/videos/fittizia-kitchen-desktop.mp4',
    videoMobile: '/videos/fittizia-kitchen-mobile.mp4',
    videoPoster: pizza.src,
    videoLabel: 'A chef stretching pizza dough',
    height: 'half',
  },
  play: async ({ canvas }) => {
    const video = (await canvas.findByLabelText('A chef stretching pizza dough')) as HTMLVideoElement;
    await expect(video.muted).toBe(true);
    await expect(await canvas.findByRole('button', { name: /(Pause|Play) video/ })).toBeVisible();
  },
};

/* ---------------------------------------------------------------- animation */
/*
 * A still screenshot shows an animation's end state, the same picture as AnimationNone, so only that one
 * is in the local visual regression run (the others are `no-visual`); Chromatic still snapshots them all.
 */
export const AnimationNone: Story = { args: { animationEffect: 'none' } };
export const AnimationFadeIn: Story = { args: { animationEffect: 'fade-in' }, tags: ['no-visual'] };
export const AnimationFadeUp: Story = { args: { animationEffect: 'fade-up' }, tags: ['no-visual'] };
export const AnimationSlideInLeft: Story = {
  args: { animationEffect: 'slide-in-left' },
  tags: ['no-visual'],
};
export const AnimationSlideInRight: Story = {
  args: { animationEffect: 'slide-in-right' },
  tags: ['no-visual'],
};
export const AnimationZoomIn: Story = { args: { animationEffect: 'zoom-in' }, tags: ['no-visual'] };
/** The content service also calls it `backgroundAnimationEffect`. */
export const BackgroundAnimationEffectSpelling: Story = {
  tags: ['no-visual'],
  args: { backgroundAnimationEffect: 'fade-up' },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('article');
    await expect(tile).toHaveAttribute('data-animation', 'fade-up');
    await waitFor(() => expect(tile.dataset.reveal).not.toBe('pending'));
  },
};

/* ---------------------------------------------------------------- loading */
export const LoadingPlaceholder: Story = {
  // A lazy picture far below the fold is not requested yet (in Storybook the file then fails: that is fine).
  args: {
    image: { ...pasta, src: '/images/tiles/pasta.svg' },
    height: 'half',
    layout: 'headstone',
    backgroundColour: 'almond',
  },
  render: (args) => (
    <>
      <div style={{ gridColumn: 'span 6', height: '800vh' }}>
        Scroll down: the picture loads when it comes near.
      </div>
      <Tile {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    // Lazy: far below the fold, the picture has not loaded; the pulsing placeholder and spinner show.
    await expect(canvas.getByRole('status', { name: 'Loading image' })).toBeInTheDocument();
    canvas.getByRole('article').scrollIntoView();
    await waitFor(() => expect(canvas.queryByRole('status', { name: 'Loading image' })).toBeNull());
  },
};

/* ---------------------------------------------------------------- editor preview */
export const EditorPreviewSharedImage: Story = {
  args: {
    editorPreview: true,
    editUrl: 'https://editor.fittizia.example/tiles/home-hero',
    image: pizza,
    height: 'half',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'Edit tile “Made for sharing”' })).toBeVisible();
    await expect(canvas.getByText('Shared image 1600 × 900')).toBeVisible();
  },
};
export const EditorPreviewDesktopAndMobile: Story = {
  args: { editorPreview: true, onEdit: fn(), image: pizza, imageMobile: pizzaMobile, height: 'half' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByText('Desktop image 1600 × 900')).toBeVisible();
    await expect(canvas.getByText('Mobile image 800 × 1000')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit tile “Made for sharing”' }));
    await expect(args.onEdit).toHaveBeenCalledOnce();
  },
};
export const EditorPreviewImageErrors: Story = {
  args: {
    editorPreview: true,
    onEdit: fn(),
    image: { ...pizza, src: '/images/missing-desktop.svg' },
    imageMobile: { ...pizzaMobile, src: '/images/missing-mobile.svg', alt: '' },
    height: 'half',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/image: failed to load$/, {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('article').querySelectorAll('[data-variant$="-error"]').length).toBe(2);
  },
};
export const NotInEditorPreview: Story = {
  args: {
    editorPreview: false,
    editUrl: 'https://editor.fittizia.example/tiles/x',
    image: pizza,
    height: 'half',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Edit tile/ })).toBeNull();
  },
};

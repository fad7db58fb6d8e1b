import { handlers } from '@fittizia/api-mocks';
import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { breakpoints } from '../design-system/tokens/index.ts';
import '../design-system/tokens/fonts.css';
// The reset and base styles, imported for their side effect (a re-export would not keep them).
import '../design-system/tokens/global.css.ts';

const viewport = (name: string, width: number) => ({
  name,
  styles: { width: `${width}px`, height: '900px' },
  type: width < breakpoints.md ? 'mobile' : width < breakpoints.xl ? 'tablet' : 'desktop',
});

const preview: Preview = {
  // msw-storybook-addon 3: the CSF 3 loader starts the worker once and applies `parameters.msw` per story.
  loaders: [mswLoader()],
  parameters: {
    msw: { handlers },
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    backgrounds: {
      options: {
        offWhite: { name: 'Off-white (page)', value: '#fff5e9' },
        white: { name: 'White', value: '#fff' },
        green: { name: 'Green', value: '#244742' },
      },
    },
    viewport: {
      options: {
        xs: viewport('xs (320)', breakpoints.xs),
        md: viewport('md (768)', breakpoints.md),
        xl: viewport('xl (1280)', breakpoints.xl),
      },
    },
    a11y: {
      // 'error' makes an axe violation fail the story's test (in Vitest and in the Storybook test panel).
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    options: {
      storySort: {
        order: ['Welcome', 'Foundations', 'Components', 'Forms', 'Tiles', 'Features', 'Pages', '*'],
      },
    },
    // Chromatic snapshots every story at the three review viewports, after fonts and
    // entry animations have settled, with CSS animations paused at their end state.
    chromatic: {
      modes: {
        xs: { viewport: 'xs' },
        md: { viewport: 'md' },
        xl: { viewport: 'xl' },
      },
      delay: 300,
      pauseAnimationAtEnd: true,
      prefersReducedMotion: 'reduce',
    },
  },
  initialGlobals: {
    backgrounds: { value: 'offWhite' },
  },
  tags: ['autodocs'],
};

export default preview;

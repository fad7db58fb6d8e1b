import { CONTENT_MESSAGES, CONTENT_PREVIEW_BAR, CONTENT_PREVIEW_EXIT } from '@fittizia/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PREVIEW_BAR_LABEL, PreviewBar, previewExitHref } from './PreviewBar.tsx';

const meta = {
  title: 'Components/Layout/PreviewBar',
  component: PreviewBar,
  args: { exitHref: previewExitHref('/kids') },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PreviewBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What an editor sees at the top of every page while drafts are shown. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: PREVIEW_BAR_LABEL });
    await expect(region).toHaveTextContent(CONTENT_PREVIEW_BAR);
    const exit = canvas.getByRole('link', { name: CONTENT_PREVIEW_EXIT });
    await expect(exit).toHaveAttribute('href', '/preview/exit?to=%2Fkids');
  },
};

/** The exit is reached with the keyboard and shows its focus ring. */
export const KeyboardExit: Story = {
  play: async ({ canvas, userEvent }) => {
    const exit = await canvas.findByRole('link', { name: CONTENT_PREVIEW_EXIT });
    await userEvent.tab();
    await expect(exit).toHaveFocus();
    await expect(exit.matches(':focus-visible')).toBe(true);
    await expect(getComputedStyle(exit).outlineStyle).toBe('solid');
    await expect(Number.parseFloat(getComputedStyle(exit).outlineWidth)).toBeGreaterThanOrEqual(2);
  },
};

/** A preview whose link has expired: the page shows the published content and the bar says why. */
export const Ended: Story = {
  args: { message: CONTENT_MESSAGES.previewExpired, exitHref: previewExitHref('/') },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: PREVIEW_BAR_LABEL });
    await expect(region).toHaveTextContent(CONTENT_MESSAGES.previewExpired);
    await expect(region).not.toHaveTextContent(CONTENT_PREVIEW_BAR);
  },
};

/** A phone's width: the words wrap, the exit stays a full touch target. */
export const Narrow: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvas }) => {
    const exit = await canvas.findByRole('link', { name: CONTENT_PREVIEW_EXIT });
    await expect(exit.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

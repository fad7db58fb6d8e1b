import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { BackToTop } from './BackToTop.tsx';
import { backToTopIconNames } from './icons.ts';

/** From the top, then down past the threshold, so a scroll event always fires whatever the last story left. */
async function scrollDown() {
  window.scrollTo({ top: 0, behavior: 'instant' });
  await new Promise((resolve) => setTimeout(resolve, 50));
  window.scrollTo({ top: 1000, behavior: 'instant' });
}

const meta = {
  title: 'Components/Layout/BackToTop',
  component: BackToTop,
  argTypes: {
    icon: { control: 'select', options: [...backToTopIconNames, 'unknown-icon'] },
    bottomOffset: { control: 'number' },
  },
  // Shown only after scrolling; these stories start scrolled unless they say otherwise.
  render: (args) => (
    <>
      <p>Scroll down the page: the control appears after 600 px.</p>
      <div style={{ height: '4000px' }} />
      <BackToTop {...args} />
    </>
  ),
  play: async ({ canvas }) => {
    await scrollDown();
    await canvas.findByRole('button', { name: 'Back to top' });
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof BackToTop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const HiddenNearTheTop: Story = {
  play: async ({ canvas }) => {
    window.scrollTo({ top: 500, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
  },
};

export const ScrollsToTop: Story = {
  play: async ({ canvas, userEvent }) => {
    await scrollDown();
    await userEvent.click(await canvas.findByRole('button', { name: 'Back to top' }));
    await waitFor(() => expect(window.scrollY).toBe(0), { timeout: 3000 });
  },
};

export const WithBottomOffset: Story = { args: { bottomOffset: 80 } };

export const ArrowUpIcon: Story = { args: { icon: 'arrow-up' } };
export const ChevronsUpIcon: Story = { args: { icon: 'chevrons-up' } };
export const CircleArrowUpIcon: Story = { args: { icon: 'circle-arrow-up' } };
export const UnknownIconFallsBack: Story = {
  args: { icon: 'no-such-icon' },
  play: async ({ canvas }) => {
    await scrollDown();
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await expect(button).toHaveAttribute('data-icon', 'chevron-up');
  },
};

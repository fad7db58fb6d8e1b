import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { dismissalKey } from './dismissal.ts';
import { GlobalBanner, globalBannerTones } from './GlobalBanner.tsx';

const meta = {
  title: 'Components/Layout/GlobalBanner',
  component: GlobalBanner,
  args: {
    id: 'story-autumn-menu',
    onDismiss: fn(),
    children: (
      <>
        Our autumn menu is here. <a href="/menu">See what is new</a>
      </>
    ),
  },
  argTypes: { tone: { control: 'inline-radio', options: globalBannerTones } },
  beforeEach: () => {
    // Each story starts with the banner not yet dismissed.
    window.localStorage.removeItem(dismissalKey('banner', 'story-autumn-menu'));
  },
} satisfies Meta<typeof GlobalBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Bronze: Story = { args: { tone: 'bronze' } };
export const Almond: Story = { args: { tone: 'almond' } };
export const LightGreen: Story = { args: { tone: 'lightGreen' } };

export const Dismissed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Dismiss message' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Announcement' })).toBeNull());
    await expect(window.localStorage.getItem(dismissalKey('banner', 'story-autumn-menu'))).toBe('true');
  },
};

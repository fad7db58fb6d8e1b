import { settingsFixture } from '@fittizia/api-mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Footer } from './Footer.tsx';

const meta = {
  title: 'Components/Layout/Footer',
  component: Footer,
  args: { settings: settingsFixture, year: 2026 },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'SIGN UP FOR A FREE MAIN COURSE' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find Out More' })).toHaveAttribute('href', '/sign-up');
    await expect(
      canvas.getByRole('link', { name: 'Fittizia Trattoria on Instagram (opens in a new tab)' }),
    ).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Feedback (opens in a new tab)' })).toBeVisible();
    await expect(canvas.getByText('© 2026 Fittizia Trattoria. All rights reserved.')).toBeVisible();
  },
};

export const WithCookieSettings: Story = {
  args: { onCookieSettings: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cookie settings' }));
    await expect(args.onCookieSettings).toHaveBeenCalledOnce();
  },
};

export const NoSocialLinks: Story = { args: { settings: { ...settingsFixture, socialMediaItems: [] } } };

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { dismissalKey } from '../GlobalBanner/dismissal.ts';
import { Popup } from './Popup.tsx';

const meta = {
  title: 'Components/Layout/Popup',
  component: Popup,
  args: {
    id: 'story-popup',
    title: 'Pizza night is back',
    children: <p>Every Thursday, two wood-fired pizzas and a jug of lemonade for £25.</p>,
    onDismiss: fn(),
  },
  beforeEach: () => {
    window.localStorage.removeItem(dismissalKey('popup', 'story-popup'));
  },
} satisfies Meta<typeof Popup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pizza night is back' });
    await expect(dialog).toBeVisible();
  },
};

export const WithImageAndAction: Story = {
  args: {
    image: { src: '/images/tiles/pizza.svg', alt: 'A wood-fired pizza', width: 800, height: 450 },
    action: { linkText: 'See the offer', linkUrl: '/offers' },
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pizza night is back' });
    await expect(dialog.querySelector('img')).toHaveAttribute('width', '800');
  },
};

export const DismissedWithEscape: Story = {
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: 'Pizza night is back' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await expect(window.localStorage.getItem(dismissalKey('popup', 'story-popup'))).toBe('true');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { REFER_MESSAGES, ReferAFriend } from './ReferAFriend.tsx';

const shareUrl = 'https://fittizia.example/signup?ref=GIULIA-7Q2';
const shareText = 'Join me at Fittizia Trattoria: sign up and we both get a free dessert.';

/** Sets `navigator.share` and `navigator.clipboard` for one story, and puts them back after it. */
function withNavigator(values: { share?: unknown; clipboard?: unknown }) {
  return () => {
    const saved = {
      share: Object.getOwnPropertyDescriptor(navigator, 'share'),
      clipboard: Object.getOwnPropertyDescriptor(navigator, 'clipboard'),
    };
    for (const [key, value] of Object.entries(values)) {
      Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
    }
    return () => {
      for (const key of Object.keys(values) as (keyof typeof saved)[]) {
        const descriptor = saved[key];
        if (descriptor) Object.defineProperty(navigator, key, descriptor);
        else delete (navigator as unknown as Record<string, unknown>)[key];
      }
    };
  };
}

const share = fn(async (_data: ShareData) => undefined);
const writeText = fn(async (_text: string) => undefined);

const meta = {
  title: 'Features/Customers/ReferAFriend',
  component: ReferAFriend,
  args: { shareUrl, shareText },
} satisfies Meta<typeof ReferAFriend>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopyLink: Story = {
  name: 'No share sheet: copy the link',
  tags: ['visual'],
  beforeEach: withNavigator({ share: undefined, clipboard: { writeText } }),
  play: async ({ canvas }) => {
    writeText.mockClear();
    await expect(canvas.getByRole('link', { name: shareUrl })).toHaveAttribute('href', shareUrl);
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy your link' }));
    await expect(writeText).toHaveBeenCalledWith(`${shareText} ${shareUrl}`);
    await expect(await canvas.findByRole('status')).toHaveTextContent(REFER_MESSAGES.copied);
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const CopyFailed: Story = {
  name: 'No share sheet: copying fails',
  tags: ['no-visual'],
  beforeEach: withNavigator({
    share: undefined,
    clipboard: { writeText: async () => Promise.reject(new Error('NotAllowedError')) },
  }),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy your link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(REFER_MESSAGES.copyFailed);
  },
};

export const ShareSheet: Story = {
  name: 'Share sheet (Web Share API)',
  tags: ['no-visual'],
  beforeEach: withNavigator({ share }),
  play: async ({ canvas }) => {
    share.mockClear();
    await userEvent.click(await canvas.findByRole('button', { name: 'Share your link' }));
    await expect(share).toHaveBeenCalledWith({ text: shareText, url: shareUrl });
    await expect(canvas.queryByRole('button', { name: 'Copy your link' })).not.toBeInTheDocument();
  },
};

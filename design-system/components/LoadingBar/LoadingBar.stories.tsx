import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { LOADING_BAR_THROTTLE_MS, LoadingBar } from './LoadingBar.tsx';

const meta = {
  title: 'Components/LoadingBar',
  component: LoadingBar,
  args: { loading: true },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('progressbar', { name: 'Loading page' })).toBeVisible());
  },
};

export const Idle: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

function Navigation({ delay }: { delay: number }) {
  const [loading, setLoading] = useState(false);
  return (
    <>
      <LoadingBar loading={loading} />
      <Button
        onClick={() => {
          setLoading(true);
          window.setTimeout(() => setLoading(false), delay);
        }}
      >
        Go to the menu
      </Button>
    </>
  );
}

export const QuickLoadNeverShows: Story = {
  render: () => <Navigation delay={LOADING_BAR_THROTTLE_MS / 2} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the menu' }));
    await new Promise((resolve) => setTimeout(resolve, LOADING_BAR_THROTTLE_MS * 2));
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const SlowLoad: Story = {
  render: () => <Navigation delay={1500} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the menu' }));
    await waitFor(() => expect(canvas.getByRole('progressbar')).toBeVisible());
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), { timeout: 3000 });
  },
};

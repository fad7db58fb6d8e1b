import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toast, ToastProvider, toastTones, useToast } from './Toast.tsx';

const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: {
    title: 'Booking confirmed',
    description: 'Fittizia Soho, Friday 14 August at 19:30 for 2.',
    tone: 'success',
    defaultOpen: true,
    duration: Number.POSITIVE_INFINITY,
    onOpenChange: fn(),
  },
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  decorators: [(Story) => <ToastProvider>{Story()}</ToastProvider>],
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args }) => {
    const toast = await screen.findByText('Booking confirmed');
    await waitFor(() => expect(toast).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'Menu updated', description: 'Our autumn menu starts on Monday.' },
};

export const Warning: Story = {
  args: { tone: 'warning', title: 'Few tables left', description: 'Only 2 tables remain at 19:30.' },
};

export const Danger: Story = {
  args: { tone: 'danger', title: 'Booking failed', description: 'Please try again in a moment.' },
};

export const TitleOnly: Story = {
  args: { description: undefined, tone: 'info', title: 'Preferences saved' },
};

export const WithAction: Story = {
  args: {
    tone: 'info',
    title: 'Booking cancelled',
    description: undefined,
    action: { label: 'Undo', altText: 'Rebook from your bookings page', onClick: fn() },
  },
};

export const LongMessageKeepsMaxWidth: Story = {
  args: {
    tone: 'warning',
    title: 'Card not accepted',
    description:
      'Your card could not be verified. Check the card number, expiry date and security code, or use another card to guarantee the booking.',
  },
  play: async () => {
    const toast = (await screen.findByText('Card not accepted')).closest('li') as HTMLElement;
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(350);
  },
};

function ShowToasts() {
  const { showToast } = useToast();
  return (
    <Button
      onClick={() => showToast({ tone: 'success', title: 'Saved', duration: Number.POSITIVE_INFINITY })}
    >
      Save preferences
    </Button>
  );
}

export const ShownFromAnAction: Story = {
  render: () => <ShowToasts />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save preferences' }));
    await waitFor(() => expect(screen.getByText('Saved')).toBeVisible());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Text } from '../Text/Text.tsx';
import { Modal, ModalClose } from './Modal.tsx';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Book a table',
    description: 'Choose a restaurant, a date and a time.',
    trigger: <Button>Book a table</Button>,
    onOpenChange: fn(),
    children: <Text>Please select a location.</Text>,
  },
  argTypes: { trigger: { control: false }, children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Book a table' });
    await expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Book a table' });
    await expect(dialog).toHaveAccessibleDescription('Choose a restaurant, a date and a time.');
    await expect(document.body).toHaveClass('modal-open');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(document.body).not.toHaveClass('modal-open');
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Book a table' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

export const WithoutDescription: Story = {
  args: { defaultOpen: true, description: undefined, title: 'Opening hours' },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Opening hours' })).not.toHaveAttribute(
      'aria-describedby',
    );
  },
};

export const WithFooter: Story = {
  args: {
    defaultOpen: true,
    footer: (
      <>
        <ModalClose>
          <Button variant="outline">Cancel</Button>
        </ModalClose>
        <Button>Continue</Button>
      </>
    ),
  },
};

const paragraphs = Array.from({ length: 30 }, (_, index) => (
  <Text key={index}>
    Term {index + 1}: bookings are held for 15 minutes after the booked time. Tables for more than 15 guests
    are enquiries, answered within 48 hours.
  </Text>
));

export const LongContent: Story = {
  args: { defaultOpen: true, title: 'Terms and conditions', description: undefined, children: paragraphs },
  play: async () => {
    const region = await screen.findByRole('region', { name: 'Terms and conditions' });
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

export const MobileViewport: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'xs' } },
};

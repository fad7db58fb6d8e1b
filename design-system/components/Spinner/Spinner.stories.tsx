import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Text } from '../Text/Text.tsx';
import { Spinner, SpinnerOverlay, spinnerSizes } from './Spinner.tsx';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status', { name: 'Loading' });
    await expect(status.getBoundingClientRect().width).toBe(100);
  },
};

export const Medium: Story = { args: { size: 'medium' } };
export const Small: Story = { args: { size: 'small' } };
export const CustomLabel: Story = {
  args: { label: 'Finding tables' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Finding tables' })).toBeVisible();
  },
};

const cardForm = (
  <Card bordered>
    <Text>Card details</Text>
    <Button>Submit Card</Button>
  </Card>
);

export const OverlayLoading: Story = {
  render: () => (
    <SpinnerOverlay loading label="Submitting card" style={{ maxWidth: '24rem' }}>
      {cardForm}
    </SpinnerOverlay>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status', { name: 'Submitting card' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    // The content is inert: nothing in it can be focused or pressed while the overlay is up.
    await expect(canvas.getByRole('button', { name: 'Submit Card' }).closest('[inert]')).not.toBeNull();
  },
};

export const OverlayIdle: Story = {
  render: () => (
    <SpinnerOverlay loading={false} style={{ maxWidth: '24rem' }}>
      {cardForm}
    </SpinnerOverlay>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submit Card' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AnchorProvider } from '../../shared/Anchor.tsx';
import { ErrorPage, ErrorPageFallback } from './ErrorPage.tsx';

const meta = {
  title: 'Components/Layout/ErrorPage',
  component: ErrorPage,
  argTypes: { status: { control: 'inline-radio', options: [404, 500] } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  args: { status: 404 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Return to homepage' })).toHaveAttribute('href', '/');
  },
};

export const ServerError: Story = {
  args: { status: 500 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('500')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Sorry, something went wrong');
  },
};

export const OtherStatusShownAs500: Story = {
  args: { status: 503 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('500')).toBeVisible();
  },
};

export const WithDetail: Story = { args: { status: 500, detail: 'Settings is not defined' } };

function Broken(): never {
  throw new Error('The link component failed');
}

export const ErrorPageFails: Story = {
  args: { status: 404 },
  render: (args) => (
    <AnchorProvider value={Broken}>
      <ErrorPage {...args} />
    </AnchorProvider>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
  },
};

export const Fallback: StoryObj<typeof ErrorPageFallback> = { render: () => <ErrorPageFallback /> };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RegistrationCard } from './RegistrationCard.tsx';

const meta = {
  title: 'Features/Customers/RegistrationCard',
  component: RegistrationCard,
  args: { preferencesHelpHref: '/faqs#preferences' },
} satisfies Meta<typeof RegistrationCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Join Fittizia Trattoria' });
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(300);
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByText('Already a member?')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'How to update your preferences' })).toHaveAttribute(
      'href',
      '/faqs#preferences',
    );
  },
};

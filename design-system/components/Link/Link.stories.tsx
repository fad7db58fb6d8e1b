import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link, linkVariants, NEW_TAB_LABEL } from './Link.tsx';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '/restaurants', children: 'Find a restaurant' },
  argTypes: {
    variant: { control: 'inline-radio', options: linkVariants },
    external: { control: 'boolean' },
    asChild: { control: false },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  args: { href: '/cookie-policy', children: 'cookie policy' },
  render: (args) => (
    <p style={{ maxWidth: '40rem' }}>
      We use cookies to make the site work. Read our <Link {...args} /> to find out which, and why.
    </p>
  ),
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '/menu', children: 'View our menus' },
};

export const External: Story = {
  args: { external: true, href: 'https://www.instagram.com/', children: 'Follow us on Instagram' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: `Follow us on Instagram ${NEW_TAB_LABEL}` });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalStandalone: Story = {
  args: {
    variant: 'standalone',
    external: true,
    href: 'https://www.example.com/careers',
    children: 'Work with us',
  },
};

export const AsChild: Story = {
  args: {
    asChild: true,
    variant: 'standalone',
    children: <a href="/sign-up">Sign up for a free main course</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign up for a free main course' })).toHaveAttribute(
      'href',
      '/sign-up',
    );
  },
};

export const OnDarkBackground: Story = {
  args: { variant: 'standalone', href: '/sign-up', children: 'Find out more', style: { color: '#fff' } },
  render: (args) => (
    <div style={{ background: '#244742', padding: '1.5rem' }}>
      <Link {...args} />
    </div>
  ),
};

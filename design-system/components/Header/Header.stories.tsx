import { settingsFixture } from '@fittizia/api-mocks/fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, screen, waitFor } from 'storybook/test';
import { Header } from './Header.tsx';

const meta = {
  title: 'Components/Layout/Header',
  component: Header,
  args: { settings: settingsFixture },
  argTypes: { solidAfter: { control: { type: 'number', min: 0 } }, alwaysSolid: { control: 'boolean' } },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TransparentAtTop: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-solid', 'false');
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/#booking');
  },
};

export const Solid: Story = { args: { alwaysSolid: true }, globals: { viewport: { value: 'xl' } } };

/** A text page: a banner above the header, and text straight under it. */
function TextPage(args: ComponentProps<typeof Header>) {
  return (
    <>
      <p style={{ margin: 0, padding: '16px', background: '#f4ecdf' }}>A banner above the header</p>
      <Header {...args} />
      <div style={{ height: '3000px', padding: '0 16px' }}>
        {Array.from({ length: 40 }, (_, i) => (
          <p key={i}>Plain text, straight under the header, that the page scrolls beneath it.</p>
        ))}
      </div>
    </>
  );
}

/** Transparent while it moves with the page; solid once it has stuck and the text runs under it (at 120 px). */
export const SolidOnceTextRunsUnder: Story = {
  render: (args) => <TextPage {...args} />,
  play: async ({ canvas }) => {
    const header = canvas.getByRole('banner');
    window.scrollTo({ top: 20, behavior: 'instant' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(header).toHaveAttribute('data-solid', 'false');
    window.scrollTo({ top: 120, behavior: 'instant' });
    await waitFor(() => expect(header).toHaveAttribute('data-solid', 'true'));
    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() => expect(header).toHaveAttribute('data-solid', 'false'));
  },
};

export const OnRestaurantPage: Story = {
  args: { restaurant: { city: 'bristol', slug: 'harbourside' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/restaurants/bristol/harbourside/book-now',
    );
  },
};

export const CustomBookNowText: Story = {
  args: { settings: { ...settingsFixture, book_now_text: 'Reserve a table' } },
};

export const DropdownOpen: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Celebrate' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('link', { name: 'Kids' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Gift cards (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

export const NavigationMenuOpen: Story = {
  globals: { viewport: { value: 'xs' } },
  play: async ({ canvas, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: 'Open navigation menu' });
    await userEvent.click(toggle);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (let i = 0; i < 15; i += 1) {
      await userEvent.tab();
      await expect(menu.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(toggle).toHaveFocus();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'xs' } } };

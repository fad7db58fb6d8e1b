import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MenuView, type MenuViewProps } from './MenuView.tsx';
import { menuFixture, menuLinksFixture } from './menu.fixture.ts';
import { EMPTY_MENU_FILTERS, type MenuFilterState, menuFiltersQueryString } from './menuFilters.ts';

/** The menu with its filter state held in the story (the site keeps it in the URL). */
function Stateful({ filters: initial = EMPTY_MENU_FILTERS, ...props }: Partial<MenuViewProps>) {
  const [filters, setFilters] = useState<MenuFilterState>(initial);
  return (
    <MenuView
      menu={menuFixture}
      menus={menuLinksFixture}
      {...props}
      filters={filters}
      onFiltersChange={setFilters}
      hrefFor={(next) => `/menu/m-main${menuFiltersQueryString(next)}`}
    />
  );
}

const meta = {
  title: 'Features/Menus/MenuView',
  component: Stateful,
  args: { searchable: true, restaurantName: 'Fittizia Trattoria Covent Garden' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const items = (el: HTMLElement) =>
  [...el.querySelectorAll('[data-menu-item]')].map((e) => e.getAttribute('data-menu-item'));

export const NoFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(7);
    await expect(canvas.getByText('Adults need around 2000 kcal a day')).toBeVisible();
    await expect(canvas.getAllByText('890 kcal')[0]).toBeVisible();
    await expect(canvas.getAllByText('£11.50')[0]).toBeVisible();
  },
};

export const DietaryFilter: Story = {
  args: { filters: { ...EMPTY_MENU_FILTERS, diet: ['vegan'] } },
  play: async ({ canvasElement }) => {
    await expect(items(canvasElement)).toEqual(['bruschetta', 'olives', 'sorbetto']);
  },
};

/** Filters with dishes hidden: the allergen filter open with its count, and the polite status saying how many. */
export const AllergenChosen: Story = {
  tags: ['visual'],
  args: { filters: { ...EMPTY_MENU_FILTERS, allergens: ['milk'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toEqual(['bruschetta', 'calamari', 'olives', 'sorbetto']);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '3 dishes hidden by your filters (3 contain milk). Showing 4 of 7.',
    );
    await expect(canvas.getByText('1 chosen')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Milk' })).toBeChecked();
  },
};

/** The allergen filter opened, nothing chosen yet: its fourteen allergens and the Apply button. */
export const FiltersOpen: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByText('Hide dishes containing an allergen').closest('summary') as HTMLElement;
    await expect(canvas.getByText('Milk', { selector: 'label' })).not.toBeVisible();
    await userEvent.click(opener);
    await expect(opener.parentElement).toHaveAttribute('open');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(3 + 14);
    await expect(canvas.getByText('Milk', { selector: 'label' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Apply filters' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const ChooseAnAllergen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Hide dishes containing an allergen'));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Cereals containing gluten' }));
    await expect(items(canvasElement)).toEqual(['olives', 'sorbetto']);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '5 dishes hidden by your filters (5 contain cereals containing gluten). Showing 2 of 7.',
    );
    await expect(canvas.getByText('1 chosen')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vegan' }));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^5 dishes hidden by your filters/);
  },
};

export const CaloriesOff: Story = {
  args: { filters: { ...EMPTY_MENU_FILTERS, caloriesOff: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/kcal/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Show calories' })).toHaveAttribute('href', '/menu/m-main');
  },
};

export const SearchNoMatches: Story = {
  args: { filters: { ...EMPTY_MENU_FILTERS, q: 'lasagne' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(items(canvasElement)).toHaveLength(0);
    await expect(canvas.getByRole('heading', { name: 'No dishes match “lasagne”' })).toBeVisible();
  },
};

export const MenuDropdownOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menus' });
    await userEvent.click(within(nav).getByText(/Menus: Main Menu/));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(nav).getByRole('link', { name: 'Main Menu' })).toHaveFocus();
    await expect(within(nav).getByRole('link', { name: 'Main Menu' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

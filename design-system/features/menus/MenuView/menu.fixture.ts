import { menuFixtures } from '@fittizia/api-mocks/fixtures';
import type { MenuWithStatement } from './MenuView.tsx';

/**
 * The menu stories and tests show: the contract's example menu as the mocks answer it (with its calorie
 * statement), so stories, mocks and contract tests share one menu.
 */
export const menuFixture: MenuWithStatement = menuFixtures['m-main'] as MenuWithStatement;

export const menuLinksFixture = [
  { id: 'm-main', name: 'Main Menu', href: '/restaurants/london/covent-garden/menu/m-main' },
  { id: 'm-kids', name: 'Kids Menu', href: '/restaurants/london/covent-garden/menu/m-kids' },
  { id: 'm-vegan', name: 'Vegan Menu', href: '/restaurants/london/covent-garden/menu/m-vegan' },
];

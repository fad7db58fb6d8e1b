export { AllergenGuide, type AllergenGuideProps } from './AllergenGuide.tsx';
export { MenuDropdown, type MenuDropdownProps, type MenuLink } from './MenuDropdown.tsx';
export { MenuFilters, type MenuFiltersProps } from './MenuFilters.tsx';
export {
  DEFAULT_CALORIE_STATEMENT,
  MenuView,
  type MenuViewProps,
  type MenuWithStatement,
} from './MenuView.tsx';
export {
  allergenLabel,
  allItems,
  DIETARY_FILTER_SLUGS,
  type DietaryOption,
  dietaryOptions,
  EMPTY_MENU_FILTERS,
  type FilteredMenu,
  filterMenu,
  formatKcal,
  formatPrice,
  type MenuFilterState,
  menuFiltersQueryString,
  menuFiltersToSearch,
  menuKey,
  parseMenuFilters,
  tagSlug,
} from './menuFilters.ts';

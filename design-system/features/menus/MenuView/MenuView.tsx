import type { Menu, MenuItem } from '@fittizia/contract';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { Heading } from '../../../components/Heading/Heading.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { useAnchor } from '../../../shared/Anchor.tsx';
import { formatList } from '../../../shared/format.ts';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import { AllergenGuide } from './AllergenGuide.tsx';
import { MenuDropdown, type MenuLink } from './MenuDropdown.tsx';
import { MenuFilters } from './MenuFilters.tsx';
import * as styles from './MenuView.css.ts';
import {
  allergenLabel,
  dietaryOptions,
  EMPTY_MENU_FILTERS,
  type FilteredMenu,
  filterMenu,
  formatKcal,
  formatPrice,
  type MenuFilterState,
  menuKey,
  tagSlug,
} from './menuFilters.ts';

export const DEFAULT_CALORIE_STATEMENT = 'Adults need around 2000 kcal a day';

export type MenuWithStatement = Menu & { calorieStatement?: string };

export interface MenuViewProps {
  menu: MenuWithStatement;
  /** Other menus to switch to (the sticky dropdown). */
  menus?: MenuLink[];
  filters?: MenuFilterState;
  /** Called with the next filter state (the page puts it in the URL). */
  onFiltersChange?: (next: MenuFilterState) => void;
  /** The URL of this menu with a given filter state (calories toggle, clear filters, the no-script form). */
  hrefFor: (next: MenuFilterState) => string;
  /** Per-restaurant menu search. */
  searchable?: boolean;
  /** Shown in the title: 'Main Menu at Fittizia Trattoria Soho'. */
  restaurantName?: string;
}

/** A menu: dropdown, filters, sections and dishes, the dietary key, the calorie statement and the allergen guide. */
export function MenuView({
  menu,
  menus = [],
  filters = EMPTY_MENU_FILTERS,
  onFiltersChange,
  hrefFor,
  searchable = false,
  restaurantName,
}: MenuViewProps) {
  const A = useAnchor();
  const result = filterMenu(menu, filters);
  const key = menuKey(menu);
  const filtering = filters.diet.length > 0 || filters.allergens.length > 0 || filters.q.trim() !== '';
  const statement = menu.calorieStatement ?? DEFAULT_CALORIE_STATEMENT;

  return (
    <div className={styles.root}>
      <header className={styles.header}>
        <Heading level="1">
          {menu.name}
          {restaurantName ? <span className={visuallyHidden}> at {restaurantName}</span> : null}
        </Heading>
        {restaurantName ? <p className={styles.muted}>{restaurantName}</p> : null}
        {menu.description ? <p>{menu.description}</p> : null}
      </header>
      <MenuDropdown menus={menus} currentId={menu.id} />
      <div className={styles.layout}>
        <aside aria-label="Filters">
          <MenuFilters
            filters={filters}
            dietary={dietaryOptions(menu)}
            onChange={onFiltersChange}
            searchable={searchable}
            searchLabel={restaurantName ? 'Search this restaurant’s menu' : 'Search the menu'}
            action={hrefFor(EMPTY_MENU_FILTERS).split('?')[0]}
          />
        </aside>
        <div className={styles.sections}>
          <div className={styles.filterActions}>
            <Link asChild>
              <A href={hrefFor({ ...filters, caloriesOff: !filters.caloriesOff })}>
                {filters.caloriesOff ? 'Show calories' : 'Hide calories'}
              </A>
            </Link>
            {filtering ? (
              <Link asChild>
                <A href={hrefFor({ ...EMPTY_MENU_FILTERS, caloriesOff: filters.caloriesOff })}>
                  Clear filters
                </A>
              </Link>
            ) : null}
          </div>
          {/* Polite: read out when the filters change, without moving focus. */}
          <p role="status" className={styles.status} data-testid="menu-filter-status">
            {filtering ? hiddenMessage(result, filters) : ''}
          </p>
          {!filters.caloriesOff ? <p className={styles.muted}>{statement}</p> : null}
          {result.shown === 0 ? (
            <div className={styles.empty}>
              <Heading level="2" size="3">
                {filters.q.trim() ? `No dishes match “${filters.q.trim()}”` : 'No dishes match these filters'}
              </Heading>
              <p>Try fewer filters or another search.</p>
            </div>
          ) : (
            result.sections.map((section, s) => (
              <section
                key={section.id ?? `${section.name}-${s}`}
                className={styles.section}
                aria-labelledby={`menu-section-${section.id ?? s}`}
              >
                <Heading level="2" size="3" id={`menu-section-${section.id ?? s}`}>
                  {section.name}
                </Heading>
                {section.description ? <p>{section.description}</p> : null}
                <ul className={styles.items}>
                  {section.items.map((item, i) => (
                    <MenuItemView
                      key={item.id ?? `${item.name}-${i}`}
                      item={item}
                      caloriesOff={filters.caloriesOff}
                    />
                  ))}
                </ul>
              </section>
            ))
          )}
          {key.length > 0 ? (
            <section aria-labelledby="menu-key" className={styles.section}>
              <Heading level="2" size="4" id="menu-key">
                Menu key
              </Heading>
              <dl className={styles.key}>
                {key.map((k) => (
                  <div key={k.slug} className={styles.keyEntry}>
                    <dt>
                      <Badge tone="secondary">{k.code ?? k.name}</Badge>
                    </dt>
                    <dd>{k.name}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          <section aria-labelledby="allergen-guide" className={styles.section}>
            <Heading level="2" size="4" id="allergen-guide">
              Allergen guide
            </Heading>
            <p className={styles.muted}>
              Tell your server about any allergy before you order. Dishes are prepared in kitchens where all
              14 allergens are present.
            </p>
            <details>
              <summary className={styles.detailsSummary}>Show the allergen guide</summary>
              <AllergenGuide menu={menu} />
            </details>
          </section>
        </div>
      </div>
    </div>
  );
}

const plural = (n: number) => (n === 1 ? 'dish' : 'dishes');

/** '3 dishes hidden by your filters (2 contain milk or eggs). Showing 4 of 7.' */
export function hiddenMessage(result: FilteredMenu, filters: MenuFilterState): string {
  const { hidden, hiddenByAllergens, shown, total } = result;
  if (hidden === 0) return `No dishes hidden by your filters. Showing all ${total} ${plural(total)}.`;
  const allergens =
    hiddenByAllergens > 0
      ? ` (${hiddenByAllergens} ${hiddenByAllergens === 1 ? 'contains' : 'contain'} ${formatList(filters.allergens, 'or')})`
      : '';
  return `${hidden} ${plural(hidden)} hidden by your filters${allergens}. Showing ${shown} of ${total}.`;
}

function MenuItemView({ item, caloriesOff }: { item: MenuItem; caloriesOff: boolean }) {
  return (
    <li className={styles.item} data-menu-item={item.id ?? item.name}>
      <div className={styles.itemHead}>
        <h3 className={styles.itemName}>{item.name}</h3>
        {item.dietaryTags.length > 0 ? (
          <ul className={styles.tags} aria-label="Dietary">
            {item.dietaryTags.map((t) => (
              <li key={tagSlug(t.name)}>
                <Badge tone="secondary" title={t.name}>
                  <span aria-hidden="true">{t.code ?? t.name}</span>
                  <span className={visuallyHidden}>{t.name}</span>
                </Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {item.description ? <p className={styles.muted}>{item.description}</p> : null}
      <p className={styles.meta}>
        {item.price != null ? <span>{formatPrice(item.price)}</span> : <span>Set price</span>}
        {!caloriesOff && item.kcal != null ? <span>{formatKcal(item.kcal)}</span> : null}
      </p>
      {item.allergens.length > 0 ? (
        <p className={styles.muted}>Contains: {item.allergens.map(allergenLabel).join(', ')}</p>
      ) : (
        <p className={styles.muted}>No declared allergens</p>
      )}
    </li>
  );
}

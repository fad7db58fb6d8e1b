import { useRef } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { FINDER_MESSAGES, type FinderRestaurant, restaurantHref } from './finder.ts';
import * as styles from './RestaurantFinder.css.ts';

/**
 * Every restaurant, filterable by name or town, each entry focusable (a map marker selects it before a search).
 */
export function AllRestaurants({
  id,
  restaurants,
  visible,
  filter,
  onFilterChange,
  selectedId,
}: {
  id: string;
  restaurants: FinderRestaurant[];
  /** The restaurants the filter leaves. */
  visible: FinderRestaurant[];
  filter: string;
  onFilterChange: (filter: string) => void;
  /** The entry a marker selected, when the list (not the ranked results) answers the map. */
  selectedId: string | undefined;
}) {
  const filterRef = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby={`${id}-all`} className={styles.form}>
      <h2 id={`${id}-all`} className={styles.subheading}>
        All restaurants
      </h2>
      <search aria-label="Filter restaurants">
        <form className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <TextInput
            ref={filterRef}
            id={`${id}-filter`}
            label="Filter by name or town"
            type="search"
            autoComplete="off"
            value={filter}
            onChange={(event) => onFilterChange(event.target.value)}
          />
          {filter ? (
            <div className={styles.actions}>
              <Button
                variant="outline"
                onClick={() => {
                  onFilterChange('');
                  filterRef.current?.focus();
                }}
              >
                Clear filter
              </Button>
            </div>
          ) : null}
        </form>
      </search>
      <p role="status" className={styles.message} data-testid="finder-filter-message">
        {visible.length === 0
          ? FINDER_MESSAGES.noResults
          : `Showing ${visible.length} of ${restaurants.length} restaurants`}
      </p>
      <ul className={styles.allList} aria-label="All restaurants">
        {visible.map((r) => (
          <li
            key={r.storeId}
            id={`${id}-all-${r.storeId}`}
            tabIndex={-1}
            className={styles.allItem}
            data-selected={selectedId === r.storeId}
          >
            {r.hideRestaurantDetailPage ? (
              <span>{r.title}</span>
            ) : (
              <Link href={restaurantHref(r)}>{r.title}</Link>
            )}
            {r.addressCity ? <span>({r.addressCity})</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

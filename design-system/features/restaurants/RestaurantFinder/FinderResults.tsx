import { Badge } from '../../../components/Badge/Badge.tsx';
import { Button } from '../../../components/Button/Button.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { addressOf, bookNowHref, type FinderRestaurant, formatMiles, restaurantHref } from './finder.ts';
import * as styles from './RestaurantFinder.css.ts';

export const resultId = (storeId: string) => `finder-result-${storeId}`;

export interface FinderResultsProps {
  restaurants: FinderRestaurant[];
  selectedId?: string;
  label?: string;
  /** Heading level of each restaurant's name. */
  headingLevel?: 2 | 3 | 4;
  /** With it, each result has a 'Show on map' button that selects (highlights) its marker on the map. */
  onShowOnMap?: (storeId: string) => void;
}

/**
 * The ranked results (1 to 4, nearest first) with their distance. A restaurant that hides its detail page is
 * never linked to one; a holiday park is flagged and offers a call instead of online booking (spec 8.2).
 */
export function FinderResults({
  restaurants,
  selectedId,
  label = 'Nearest restaurants',
  headingLevel = 3,
  onShowOnMap,
}: FinderResultsProps) {
  const H = `h${headingLevel}` as const;
  return (
    <ol className={styles.list} aria-label={label}>
      {restaurants.map((r, index) => {
        const bookable = !r.isHolidayPark && r.enableBookings !== false;
        return (
          <li
            key={r.storeId}
            id={resultId(r.storeId)}
            tabIndex={-1}
            className={styles.result}
            data-selected={selectedId === r.storeId}
            data-testid="finder-result"
          >
            <span className={styles.rank} aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <H className={styles.title}>
                {r.hideRestaurantDetailPage ? r.title : <Link href={restaurantHref(r)}>{r.title}</Link>}
              </H>
              {r.isHolidayPark ? (
                <p className={styles.detail}>
                  <Badge tone="warning">Holiday park</Badge>
                </p>
              ) : null}
              <p className={styles.detail}>{addressOf(r)}</p>
              {r.notice ? (
                <p className={styles.detail}>
                  <Badge tone="warning">{r.notice}</Badge>
                </p>
              ) : null}
              {typeof r.milesValue === 'number' ? (
                <p className={styles.detail}>
                  <span className={styles.distance} data-testid="finder-distance">
                    {formatMiles(r.milesValue)}
                  </span>{' '}
                  away
                </p>
              ) : null}
              <div className={styles.resultActions}>
                {bookable ? (
                  <Link variant="standalone" href={bookNowHref(r)} aria-label={`Book now at ${r.title}`}>
                    Book now
                  </Link>
                ) : null}
                {onShowOnMap && typeof r.lat === 'number' && typeof r.lng === 'number' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-pressed={selectedId === r.storeId}
                    aria-label={`Show on map: ${r.title}`}
                    onClick={() => onShowOnMap(r.storeId)}
                  >
                    Show on map
                  </Button>
                ) : null}
                {r.isHolidayPark && r.phoneNumber ? (
                  <Link href={`tel:${r.phoneNumber.replace(/\s+/g, '')}`}>Call to book: {r.phoneNumber}</Link>
                ) : null}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

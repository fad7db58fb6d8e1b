import { Badge } from '../../../components/Badge/Badge.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import {
  addressOf,
  bookNowHref,
  type FinderRestaurant,
  groupLocations,
  restaurantHref,
  townOf,
} from '../RestaurantFinder/finder.ts';
import * as styles from './LocationsGrid.css.ts';

export { groupLocations } from '../RestaurantFinder/finder.ts';

export interface LocationsGridProps {
  restaurants: FinderRestaurant[];
  /** Level of each group's heading (country or holiday parks); tiles use the next level. */
  headingLevel?: 2 | 3;
}

/** The all-locations grid (spec 2.3): a tile per restaurant, skipping those that hide their detail page. */
export function LocationsGrid({ restaurants, headingLevel = 2 }: LocationsGridProps) {
  const G = `h${headingLevel}` as const;
  const T = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <div className={styles.root}>
      {groupLocations(restaurants).map(({ group, restaurants: list }) => {
        const headingId = `locations-${group.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <section key={group} aria-labelledby={headingId} className={styles.group}>
            <G id={headingId} className={styles.groupHeading}>
              {group} <span>({list.length})</span>
            </G>
            <ul className={styles.grid}>
              {list.map((r) => (
                <li key={r.storeId}>
                  <article className={styles.tile} data-testid="location-tile">
                    <p className={styles.city}>{townOf(r)}</p>
                    <T className={styles.title}>
                      <Link href={restaurantHref(r)}>{r.title}</Link>
                    </T>
                    {r.isHolidayPark ? (
                      <p className={styles.text}>
                        <Badge tone="warning">Holiday park</Badge>
                      </p>
                    ) : null}
                    <p className={styles.text}>{addressOf(r)}</p>
                    {r.phoneNumber ? (
                      <p className={styles.text}>
                        <Link href={`tel:${r.phoneNumber.replace(/\s+/g, '')}`}>{r.phoneNumber}</Link>
                      </p>
                    ) : null}
                    {!r.isHolidayPark && r.enableBookings !== false ? (
                      <div className={styles.links}>
                        <Link
                          variant="standalone"
                          href={bookNowHref(r)}
                          aria-label={`Book now at ${r.title}`}
                        >
                          Book now
                        </Link>
                      </div>
                    ) : null}
                  </article>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

import { Badge } from '../../../components/Badge/Badge.tsx';
import { Link } from '../../../components/Link/Link.tsx';
import { compareText } from '../../../shared/compareText.ts';
import {
  addressOf,
  bookNowHref,
  compareGroups,
  type FinderRestaurant,
  groupOf,
  type LocationGroup,
  restaurantHref,
} from '../RestaurantFinder/finder.ts';
import * as styles from './LocationsGrid.css.ts';

export interface LocationsGridProps {
  restaurants: FinderRestaurant[];
  /** Level of each group's heading (country or holiday parks); tiles use the next level. */
  headingLevel?: 2 | 3;
}

const townOf = (r: FinderRestaurant) => r.addressCity ?? r.city;

/** Restaurants that have a detail page, grouped by country (holiday parks apart), then by town and name. */
export function groupLocations(
  restaurants: FinderRestaurant[],
): { group: LocationGroup; restaurants: FinderRestaurant[] }[] {
  const groups = new Map<LocationGroup, FinderRestaurant[]>();
  for (const r of restaurants) {
    if (r.hideRestaurantDetailPage) continue;
    const group = groupOf(r);
    groups.set(group, [...(groups.get(group) ?? []), r]);
  }
  return [...groups.keys()].sort(compareGroups).map((group) => ({
    group,
    restaurants: (groups.get(group) ?? []).sort(
      (a, b) => compareText(townOf(a), townOf(b)) || compareText(a.title, b.title),
    ),
  }));
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

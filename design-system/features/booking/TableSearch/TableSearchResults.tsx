import {
  BOOKING_MESSAGES,
  TABLE_SEARCH_MESSAGES,
  type TableSearchResponse,
  type TableSearchRestaurant,
  tableSearchBookingHref,
} from '@fittizia/contract';
import type { MouseEvent } from 'react';
import { Link } from '../../../components/Link/Link.tsx';
import { formatMiles } from '../../restaurants/RestaurantFinder/finder.ts';
import * as styles from './TableSearch.css.ts';
import {
  formatSearchDate,
  nextDay,
  type TableSearchValues,
  tableSearchHref,
  widerRadius,
} from './tableSearch.ts';

export interface TableSearchResultsProps {
  answer: TableSearchResponse;
  /** The search that was made (for the wider-radius and next-day links). */
  values: TableSearchValues;
  /** The restaurant's page (`/restaurants/manchester/deansgate`), or undefined when it has none. */
  restaurantPath: (storeId: string) => string | undefined;
  /** With JavaScript: the wider-radius and next-day links search in place. */
  onSearch?: (values: TableSearchValues) => void;
}

const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`;

/** What the list says above the results (the live region reads it after each search). */
export function tableSearchSummary(answer: TableSearchResponse): string {
  const withTimes = answer.results.filter((r) => r.outcome === 'times').length;
  const when = `${formatSearchDate(answer.date)} at ${answer.time}`;
  if (withTimes === 0) return TABLE_SEARCH_MESSAGES.noneAnywhere(answer.radiusMiles);
  const restaurants = withTimes === 1 ? '1 restaurant has' : `${withTimes} restaurants have`;
  return `${restaurants} a table near ${when}, within ${answer.radiusMiles} miles of ${answer.place.name}.`;
}

/**
 * The answer of a search: the restaurants with a table near the time, nearest first, each with its
 * distance and its times as links into the booking; those booked elsewhere with their provider or a call; then
 * "Nothing near that time" naming the others with their nearest free time that day.
 */
export function TableSearchResults({ answer, values, restaurantPath, onSearch }: TableSearchResultsProps) {
  const pick = (time: string) => ({
    adults: answer.adults,
    children: answer.children,
    date: answer.date,
    time,
  });
  const bookHref = (r: TableSearchRestaurant, time: string) => {
    const path = restaurantPath(r.storeId);
    return path ? tableSearchBookingHref(path, pick(time)) : undefined;
  };
  const name = (r: TableSearchRestaurant) => {
    const path = restaurantPath(r.storeId);
    return path ? <Link href={path}>{r.storeName}</Link> : r.storeName;
  };
  const withTimes = answer.results.some((r) => r.outcome === 'times');
  const wider = widerRadius(answer.radiusMiles);
  const searchLink = (next: TableSearchValues) => ({
    href: tableSearchHref(next),
    onClick: onSearch
      ? (event: MouseEvent<HTMLAnchorElement>) => {
          event.preventDefault();
          onSearch(next);
        }
      : undefined,
  });

  return (
    <div className={styles.root} data-testid="table-search-results">
      {answer.results.length > 0 ? (
        <section aria-labelledby="table-search-with-times">
          <h2 id="table-search-with-times" className={styles.subheading}>
            {withTimes ? 'Tables near that time' : 'Booked elsewhere'}
          </h2>
          <ol className={styles.list} aria-label="Restaurants with a table">
            {answer.results.map((r) => (
              <li key={r.storeId} className={styles.result} data-testid="table-search-result">
                <h3 className={styles.title}>{name(r)}</h3>
                <p className={styles.detail}>
                  <span className={styles.distance} data-testid="table-search-distance">
                    {formatMiles(r.miles)}
                  </span>{' '}
                  away
                </p>
                {r.outcome === 'times' ? (
                  <ul className={styles.times} aria-label={`Times at ${r.storeName}`}>
                    {r.timeSlots.map(({ time }) => {
                      const href = bookHref(r, time);
                      return (
                        <li key={time}>
                          {href ? (
                            <a
                              className={styles.time}
                              href={href}
                              data-exact={time === answer.time}
                              aria-label={`${time}, book at ${r.storeName}`}
                            >
                              {time}
                            </a>
                          ) : (
                            <span className={styles.time}>{time}</span>
                          )}
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
                {r.outcome === 'provider' && r.providerUrl ? (
                  <p className={styles.detail}>
                    Booked through its own booking system:{' '}
                    <Link href={r.providerUrl} aria-label={`Book at ${r.storeName} on its booking system`}>
                      Book at {r.storeName}
                    </Link>
                  </p>
                ) : null}
                {r.outcome === 'call-us' ? (
                  <>
                    <p className={styles.detail}>{r.message ?? BOOKING_MESSAGES.notSupported}</p>
                    {r.phoneNumber ? (
                      <p className={styles.detail}>
                        <Link href={telHref(r.phoneNumber)}>Call {r.phoneNumber}</Link>
                      </p>
                    ) : null}
                  </>
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {answer.nothingNear.length > 0 ? (
        <section aria-labelledby="table-search-nothing-near" data-testid="table-search-nothing-near">
          <h2 id="table-search-nothing-near" className={styles.subheading}>
            Nothing near that time
          </h2>
          <ul className={styles.nothingList}>
            {answer.nothingNear.map((r) => {
              const nearest = r.nearestFreeTime;
              const href = nearest ? bookHref(r, nearest) : undefined;
              return (
                <li key={r.storeId} data-testid="table-search-none-near">
                  {name(r)}, {formatMiles(r.miles)} away
                  {nearest ? (
                    <>
                      : nearest free time{' '}
                      {href ? (
                        <Link href={href} aria-label={`${nearest}, book at ${r.storeName}`}>
                          {nearest}
                        </Link>
                      ) : (
                        nearest
                      )}
                    </>
                  ) : r.message ? (
                    `: ${r.message}`
                  ) : (
                    ': no free table that day'
                  )}
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      {withTimes ? null : (
        <section aria-label="Search again" data-testid="table-search-none-anywhere">
          <ul className={styles.nothingList}>
            {wider ? (
              <li>
                <Link {...searchLink({ ...values, radius: String(wider) })}>Search within {wider} miles</Link>
              </li>
            ) : null}
            <li>
              <Link {...searchLink({ ...values, date: nextDay(answer.date) })}>
                Search {formatSearchDate(nextDay(answer.date))}
              </Link>
            </li>
          </ul>
        </section>
      )}
    </div>
  );
}

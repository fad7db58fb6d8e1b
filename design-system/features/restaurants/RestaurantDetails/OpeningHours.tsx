import {
  type OpeningMode,
  type Restaurant,
  upcomingSpecialHours,
  weeklyHoursTable,
} from '@fittizia/contract';
import { useId } from 'react';
import { Badge } from '../../../components/Badge/Badge.tsx';
import { shortWeekdayDate } from '../../../shared/format.ts';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import * as styles from './RestaurantDetails.css.ts';
import { useOpeningState } from './useOpeningState.ts';

type HoursRestaurant = Partial<Restaurant> & Record<string, unknown>;

export interface OpeningStateTextProps {
  restaurant: HoursRestaurant;
  now: Date;
  mode?: OpeningMode;
  live?: boolean;
  /** 'Restaurant' or 'Click & collect'. */
  label?: string;
}

/** 'Open until 22:00' / 'Closed opens at 12:00' / 'Closed', with a 'Closing soon' badge in the last hour. */
export function OpeningStateText({
  restaurant,
  now,
  mode = 'dine-in',
  live = true,
  label,
}: OpeningStateTextProps) {
  const state = useOpeningState(restaurant, now, { mode, live });
  return (
    <p className={styles.state} data-opening-state={state.status} data-opening-mode={mode}>
      {label ? <span>{label}:</span> : null}
      <span className={styles.stateText}>{state.label}</span>
      {state.closingSoon ? <Badge tone="warning">Closing soon</Badge> : null}
      {state.special?.label ? <span className={styles.small}>({state.special.label} hours)</span> : null}
    </p>
  );
}

export interface OpeningHoursProps {
  restaurant: HoursRestaurant;
  now: Date;
  live?: boolean;
}

// 'Thu 24 December' in every engine (shared/format.ts), not each engine's own Intl data.
const dateLabel = shortWeekdayDate;
const range = (open?: string | null, close?: string | null) =>
  open && close ? `${open} – ${close}` : 'Closed';

/** The weekly hours table (today highlighted), the live opening state, click-and-collect and special dates. */
export function OpeningHours({ restaurant, now, live = true }: OpeningHoursProps) {
  const rows = weeklyHoursTable(restaurant, now);
  const cc = Boolean(restaurant.clickCollect);
  const special = upcomingSpecialHours(restaurant as Pick<Restaurant, 'specialHours'>, now);
  const specialId = useId();
  return (
    <div className={styles.intro}>
      <OpeningStateText restaurant={restaurant} now={now} live={live} label={cc ? 'Restaurant' : undefined} />
      {cc ? (
        <OpeningStateText
          restaurant={restaurant}
          now={now}
          live={live}
          mode="click-collect"
          label="Click & collect"
        />
      ) : null}
      <div className={styles.tableScroller}>
        <table className={styles.hours}>
          <caption className={styles.caption}>Weekly opening hours</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Open</th>
              {cc ? <th scope="col">Click &amp; collect until</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={row.day}
                className={row.isToday ? styles.today : undefined}
                aria-current={row.isToday ? 'date' : undefined}
              >
                <th scope="row">
                  <span className={styles.dayLong}>{row.dayName}</span>
                  <span className={styles.dayShort} aria-hidden="true">
                    {row.dayName.slice(0, 3)}
                  </span>
                  {row.isToday ? <span className={visuallyHidden}> (today)</span> : null}
                </th>
                <td className={styles.time}>{range(row.open, row.close)}</td>
                {cc ? <td className={styles.time}>{row.clickCollectClose ?? '–'}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {special.length > 0 ? (
        <div className={styles.tableScroller}>
          <table className={styles.hours} aria-describedby={specialId}>
            <caption className={styles.caption}>Special opening hours</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Open</th>
                {cc ? <th scope="col">Click &amp; collect until</th> : null}
              </tr>
            </thead>
            <tbody>
              {special.map((s) => (
                <tr key={`${s.startDate ?? ''}-${s.endDate}`}>
                  <th scope="row">
                    {s.label ? `${s.label}, ` : ''}
                    {s.startDate && s.startDate.slice(0, 10) !== s.endDate.slice(0, 10)
                      ? `${dateLabel(s.startDate)} to ${dateLabel(s.endDate)}`
                      : dateLabel(s.endDate)}
                  </th>
                  <td>{range(s.openTime, s.closeTime)}</td>
                  {cc ? <td>{s.clickCollectClose ?? '–'}</td> : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {special.length > 0 ? (
        <p id={specialId} className={styles.small}>
          Special hours replace the weekly hours on those dates. A closing time of 00:00 is midnight.
        </p>
      ) : null}
    </div>
  );
}

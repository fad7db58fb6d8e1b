import {
  BOOK_NOW_TEXT,
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
  MIN_CHILDREN,
  type Restaurant,
} from '@fittizia/contract';
import { lightFormat } from 'date-fns/lightFormat';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { DatePicker } from '../../../components/DatePicker/DatePicker.tsx';
import { NumberStepper } from '../../../components/NumberStepper/NumberStepper.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TimeSelect } from '../../../components/TimeSelect/TimeSelect.tsx';
import { defaultSearch } from '../journey/index.ts';
import * as styles from './BookingStrip.css.ts';

export interface BookingStripSearch {
  restaurantId?: string;
  adults: number;
  children: number;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
}

/** The restaurant select's choice of the nearest free tables (find a table). */
export const NEAR_ME_CHOICE = 'near-me';

export interface BookingStripProps {
  /** The restaurants to choose from: their ids and names are all the strip needs. */
  restaurants: readonly Pick<Restaurant, 'storeId' | 'title'>[];
  onSubmit(search: BookingStripSearch): void;
  /**
   * With it, the restaurant select's first choice is 'Near me': submitting it gives the party, date and time here
   * (the site finds the nearest free tables) instead of opening the booking.
   */
  onFindTable?(search: Omit<BookingStripSearch, 'restaurantId'>): void;
  bookNowText?: string;
  now?: Date;
}

/**
 * The home page's compact booking form (spec 2.5 'a strip form'): restaurant, adults, children, date and
 * time. It makes no call: the site opens the booking modal with what was chosen.
 */
export function BookingStrip({
  restaurants,
  onSubmit,
  onFindTable,
  bookNowText = BOOK_NOW_TEXT,
  now: nowProp,
}: BookingStripProps) {
  const [now] = useState(() => nowProp ?? new Date());
  const [restaurantId, setRestaurantId] = useState('');
  const [adults, setAdults] = useState(defaultSearch.adults);
  const [children, setChildren] = useState(defaultSearch.children);
  const [date, setDate] = useState<Date | undefined>(now);
  const [time, setTime] = useState(defaultSearch.time);
  const [dateError, setDateError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) {
      setDateError('Enter or choose the date of your booking');
      document.getElementById('booking-strip-date')?.focus();
      return;
    }
    const picked = { adults, children, date: lightFormat(date, 'yyyy-MM-dd'), time };
    if (restaurantId === NEAR_ME_CHOICE && onFindTable) {
      onFindTable(picked);
      return;
    }
    onSubmit({ ...(restaurantId ? { restaurantId } : {}), ...picked });
  };

  return (
    <form className={styles.form} onSubmit={submit} aria-label="Book a table" noValidate>
      <Select
        className={styles.wide}
        label="Restaurant"
        placeholder="Choose a restaurant"
        value={restaurantId}
        onChange={(event) => setRestaurantId(event.target.value)}
        options={[
          ...(onFindTable ? [{ value: NEAR_ME_CHOICE, label: 'Near me: the nearest free tables' }] : []),
          ...restaurants.map((r) => ({ value: r.storeId, label: r.title })),
        ]}
      />
      <NumberStepper
        label="Adults"
        itemName="adult"
        min={MIN_ADULTS}
        max={MAX_ADULTS}
        value={adults}
        onChange={setAdults}
      />
      <NumberStepper
        label="Children"
        itemName="child"
        min={MIN_CHILDREN}
        max={MAX_CHILDREN}
        value={children}
        onChange={setChildren}
      />
      <DatePicker
        id="booking-strip-date"
        label="Date"
        today={now}
        value={date}
        error={dateError}
        onChange={(next) => {
          setDate(next);
          if (next) setDateError(undefined);
        }}
      />
      <TimeSelect label="Time" value={time} onChange={(event) => setTime(event.target.value)} />
      <Button type="submit">{bookNowText}</Button>
    </form>
  );
}

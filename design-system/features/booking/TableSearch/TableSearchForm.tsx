import {
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
  MIN_CHILDREN,
  TABLE_SEARCH_DEFAULT_RADIUS_MILES,
  TABLE_SEARCH_MESSAGES,
  TABLE_SEARCH_PATH,
} from '@fittizia/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { ErrorSummary } from '../../../components/ErrorSummary/ErrorSummary.tsx';
import * as fieldStyles from '../../../components/Field/Field.css.ts';
import { Field } from '../../../components/Field/Field.tsx';
import { NumberStepper } from '../../../components/NumberStepper/NumberStepper.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { BOOKING_TIMES, TimeSelect } from '../../../components/TimeSelect/TimeSelect.tsx';
import * as styles from './TableSearch.css.ts';
import {
  TABLE_SEARCH_FIELDS,
  type TableSearchErrors,
  type TableSearchValues,
  tableSearchFieldId,
} from './tableSearch.ts';

/** The distances offered; a radius typed into the address that is not one of them is shown as it is. */
const RADII = ['5', '10', '25', '50', '100'];

export interface TableSearchFormProps {
  /** The search as the address carries it (as typed: a refused value is shown back unchanged). */
  values: TableSearchValues;
  errors?: TableSearchErrors;
  /** The restaurant the diner is on: with no place typed, the search is around it (a hidden `storeId`). */
  restaurant?: { storeId: string; name: string };
  /** Today, `YYYY-MM-DD` (the date field's earliest day). */
  today: string;
  /** With JavaScript: the search, instead of the plain GET of `action`. */
  onSearch?: (values: TableSearchValues) => void;
  action?: string;
  geolocation?: Pick<Geolocation, 'getCurrentPosition'>;
  /** Prefix of the fields' ids (the error summary links to them). */
  id?: string;
  submitText?: string;
}

const count = (text: string | undefined, fallback: number) => {
  const n = Number(text);
  return text !== undefined && text.trim() !== '' && Number.isFinite(n) ? n : fallback;
};

/**
 * The find-a-table form: party, date, time and a place (a postcode or town, the diner's location, or the
 * restaurant they are on). A plain GET form of TABLE_SEARCH_PATH with the contract's query names, so it works
 * without JavaScript; with it, `onSearch` gets the search instead.
 */
export function TableSearchForm({
  values,
  errors = {},
  restaurant,
  today,
  onSearch,
  action = TABLE_SEARCH_PATH,
  geolocation,
  id = 'table-search',
  submitText = 'Find a table',
}: TableSearchFormProps) {
  const [adults, setAdults] = useState(() => count(values.adults, 2));
  const [children, setChildren] = useState(() => count(values.children, 0));
  const [place, setPlace] = useState(values.place ?? '');
  const [locating, setLocating] = useState(false);
  const [locationError, setLocationError] = useState<string>();
  const fieldId = (field: (typeof TABLE_SEARCH_FIELDS)[number]) => tableSearchFieldId(id, field);

  // With no place typed, the search stays around the diner's location or the restaurant it was made from.
  const point = !place.trim() && values.lat && values.lng ? { lat: values.lat, lng: values.lng } : undefined;
  const storeId = !place.trim() && !point ? (values.storeId ?? restaurant?.storeId) : undefined;
  const near = point
    ? 'your location'
    : storeId
      ? (restaurant?.name ?? 'the restaurant you chose')
      : undefined;

  const read = (form: HTMLFormElement): TableSearchValues => {
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' && value.trim() ? value.trim() : undefined;
    };
    const out: TableSearchValues = {};
    for (const name of [
      'place',
      'lat',
      'lng',
      'storeId',
      'adults',
      'children',
      'date',
      'time',
      'radius',
    ] as const) {
      const value = text(name);
      if (value !== undefined) out[name] = value;
    }
    return out;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!onSearch) return;
    event.preventDefault();
    onSearch(read(event.currentTarget));
  };

  const locate = (form: HTMLFormElement | null) => {
    const geo = geolocation ?? (typeof navigator === 'undefined' ? undefined : navigator.geolocation);
    if (!geo || !form) {
      setLocationError(TABLE_SEARCH_MESSAGES.place);
      return;
    }
    setLocating(true);
    setLocationError(undefined);
    geo.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        const { place: _typed, storeId: _on, ...rest } = read(form);
        onSearch?.({ ...rest, lat: coords.latitude.toFixed(5), lng: coords.longitude.toFixed(5) });
      },
      () => {
        setLocating(false);
        setLocationError(TABLE_SEARCH_MESSAGES.place);
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const shown: TableSearchErrors = { ...errors, ...(locationError ? { place: locationError } : {}) };
  const summary = TABLE_SEARCH_FIELDS.flatMap((field) =>
    shown[field] ? [{ fieldId: fieldId(field), message: shown[field] }] : [],
  );
  const radius = values.radius ?? String(TABLE_SEARCH_DEFAULT_RADIUS_MILES);
  const radii = RADII.includes(radius) ? RADII : [...RADII, radius];

  return (
    <search aria-label="Find a table">
      {summary.length > 0 ? <ErrorSummary errors={summary} focusOnMount={Boolean(onSearch)} /> : null}
      <form
        className={styles.form}
        method="get"
        action={action}
        onSubmit={submit}
        noValidate
        data-testid="table-search-form"
      >
        <TextInput
          id={fieldId('place')}
          className={styles.whole}
          name="place"
          label="Postcode or town"
          hint={
            near
              ? `Searching near ${near}. Enter a postcode or town to search somewhere else.`
              : 'For example M1 1AA or Cardiff'
          }
          error={shown.place}
          type="search"
          autoComplete="postal-code"
          spellCheck={false}
          value={place}
          onChange={(event) => setPlace(event.target.value)}
        />
        {point ? (
          <>
            <input type="hidden" name="lat" value={point.lat} />
            <input type="hidden" name="lng" value={point.lng} />
          </>
        ) : null}
        {storeId ? <input type="hidden" name="storeId" value={storeId} /> : null}
        <NumberStepper
          id={fieldId('adults')}
          name="adults"
          label="Adults"
          itemName="adult"
          min={MIN_ADULTS}
          max={MAX_ADULTS}
          value={adults}
          onChange={setAdults}
          error={shown.adults}
        />
        <NumberStepper
          id={fieldId('children')}
          name="children"
          label="Children"
          itemName="child"
          min={MIN_CHILDREN}
          max={MAX_CHILDREN}
          value={children}
          onChange={setChildren}
          error={shown.children}
        />
        <Field id={fieldId('date')} label="Date" error={shown.date}>
          {(control) => (
            <input
              {...control}
              type="date"
              name="date"
              min={today}
              defaultValue={values.date ?? today}
              className={[fieldStyles.control, fieldStyles.controlWidths['10']].join(' ')}
            />
          )}
        </Field>
        <TimeSelect
          id={fieldId('time')}
          name="time"
          label="Time"
          defaultValue={values.time ?? '19:30'}
          error={shown.time}
          // A time typed into the address off the quarter hour is shown as it is, with its message.
          times={
            !values.time || BOOKING_TIMES.includes(values.time)
              ? BOOKING_TIMES
              : [...BOOKING_TIMES, values.time]
          }
        />
        <Select
          id={fieldId('radius')}
          name="radius"
          label="Within"
          width="10"
          defaultValue={radius}
          error={shown.radius}
          options={radii.map((r) => ({ value: r, label: `${r} miles` }))}
        />
        <div className={[styles.actions, styles.whole].join(' ')}>
          <Button type="submit">{submitText}</Button>
          {onSearch ? (
            <Button
              variant="outline"
              loading={locating}
              loadingLabel="Finding your location"
              onClick={(event) => locate(event.currentTarget.form)}
            >
              Use my location
            </Button>
          ) : null}
        </div>
      </form>
    </search>
  );
}

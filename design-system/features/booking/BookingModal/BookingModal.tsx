import { TZDate } from '@date-fns/tz';
import {
  BOOK_NOW_TEXT,
  BOOKING_MESSAGES,
  BOOKING_STATUS_SLOT_TAKEN,
  BOOKING_TIME_ZONE,
  BrandApiError,
  type BrandClient,
  bookingErrorMessage,
  CALENDAR_ENTRY_HOURS,
  createBookingFailureMessage,
  ENABLE_SMS_OPT_IN,
  ENQUIRY_REPLY_HOURS,
  haversineMiles,
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
  MIN_CHILDREN,
  MODAL_RESET_DELAY_MS,
  type Restaurant,
  UK_ALLERGENS,
} from '@fittizia/contract';
import { lightFormat } from 'date-fns/lightFormat';
import {
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { CollapsibleSection } from '../../../components/CollapsibleSection/CollapsibleSection.tsx';
import { DatePicker } from '../../../components/DatePicker/DatePicker.tsx';
import { Modal } from '../../../components/Modal/Modal.tsx';
import { NumberStepper } from '../../../components/NumberStepper/NumberStepper.tsx';
import { RadioGroup } from '../../../components/RadioGroup/RadioGroup.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { TimeSelect } from '../../../components/TimeSelect/TimeSelect.tsx';
import { visuallyHidden } from '../../../tokens/visuallyHidden.css.ts';
import {
  addressLines,
  restaurantCoordinates,
  telHref,
} from '../../restaurants/RestaurantDetails/restaurantLinks.ts';
import {
  allergenWords,
  type BookingCustomer,
  type BookingSearch,
  bookingRequestFrom,
  type CustomerField,
  customerErrors,
  initialJourney,
  isEnquiry,
  type JourneyState,
  journeyReducer,
  mainButtonLabel,
  offeredStores,
  toUnpaddedDate,
} from '../bookingJourney.ts';
import { type BookingCalendarEvent, googleCalendarUrl, outlookCalendarUrl } from '../calendar.ts';
import * as styles from './BookingModal.css.ts';
import { LocationPicker } from './LocationPicker.tsx';

export interface CardStepRenderProps {
  restaurantId: string;
  customer: { firstName: string; lastName: string; email: string };
  bookLabel: 'Book Now' | 'Enquire Now';
  onAccepted(customerId: string): void;
  onBook(): void;
  submitting: boolean;
}

export interface BookingModalLinks {
  restaurant(r: Restaurant): string;
  menu(r: Restaurant): string;
  directions(r: Restaurant): string;
  ics(event: BookingCalendarEvent): string;
}

export interface BookingModalProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Typed brand client; every booking call of 7.2 goes through it. */
  client: BrandClient;
  /** The location list for the picker and for the nearest-restaurant suggestion. */
  restaurants: readonly Restaurant[];
  /** Preselected restaurant: skips the picker. */
  initialRestaurantId?: string;
  /** Prefill from the strip form. */
  initialSearch?: { adults?: number; children?: number; date?: string; time?: string };
  /** A single-location site: the only/default restaurant is chosen automatically. */
  singleLocation?: boolean;
  /** Configured book-now text (settings.book_now_text). */
  bookNowText?: string;
  /** 'group' = group-booking mode of 4.2. */
  mode?: 'standard' | 'group';
  /** Renders the card step; it calls onAccepted(customerId), then onBook places the booking. */
  renderCardStep?: (props: CardStepRenderProps) => ReactNode;
  /** Called with the restaurant id when a booking fails. */
  onBookingFailed?(restaurantId: string): void;
  links: BookingModalLinks;
  /** Device location for the picker; navigator.geolocation by default, null when none. */
  geolocation?: Pick<Geolocation, 'getCurrentPosition'> | null;
  /** Injected clock (default new Date()). */
  now?: Date;
}

/** A random key for one booking request (the brand API accepts 8 to 200 letters, digits and dashes). */
const newIdempotencyKey = () => `booking-${crypto.randomUUID()}`;

/** The calendar date in London as yyyy-MM-dd. */
const londonDay = (date: Date) => lightFormat(new TZDate(date.getTime(), BOOKING_TIME_ZONE), 'yyyy-MM-dd');
const toDate = (isoDate: string) => {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
};
/*
 * 'Wednesday 14 July 2027': the names from the browser's own en-GB data (Intl) rather than date-fns's `format`,
 * whose locale machinery (about 4 KB gzip) the booking modal need not carry; the parts are put in this order
 * and spacing whatever punctuation the platform's locale data uses.
 */
let longDateFormat: Intl.DateTimeFormat | undefined;
const longDate = (isoDate: string) => {
  longDateFormat ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const parts = Object.fromEntries(
    longDateFormat.formatToParts(toDate(isoDate)).map((p) => [p.type, p.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
};
const shortDate = (isoDate: string) => lightFormat(toDate(isoDate), 'dd/MM/yyyy');

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
export const partyWords = (search: Pick<BookingSearch, 'adults' | 'children'>) =>
  search.children > 0
    ? `${plural(search.adults, 'adult')} and ${plural(search.children, 'child', 'children')}`
    : plural(search.adults, 'adult');

/** The nearest other restaurant bookable online and not at a holiday park (spec 7.2), with its miles. */
export function nearestOtherRestaurant(restaurants: readonly Restaurant[], chosen: Restaurant | undefined) {
  const from = chosen && restaurantCoordinates(chosen);
  if (!chosen || !from) return undefined;
  let best: { r: Restaurant; miles: number } | undefined;
  for (const r of restaurants) {
    if (
      r.storeId === chosen.storeId ||
      r.isHolidayPark ||
      r.enableBookings === false ||
      r.bookingProviderUrl
    ) {
      continue;
    }
    const at = restaurantCoordinates(r);
    if (!at) continue;
    const miles = haversineMiles(from, at);
    if (!best || miles < best.miles) best = { r, miles };
  }
  return best && { storeId: best.r.storeId, miles: Math.round(best.miles * 10) / 10 };
}

/** The message of a failed call (spec 8.1): the booking code's text, else the given fallback. */
function failureMessage(error: unknown, fallback: (serverMessage?: string) => string): string {
  if (error instanceof BrandApiError) {
    const body = (error.body ?? {}) as { message?: unknown };
    const serverMessage = typeof body.message === 'string' ? body.message : undefined;
    if (error.code !== undefined && error.code !== null) {
      const text = bookingErrorMessage(error.code, {
        serverMessage,
        socketTimeout: error.code === 0 && (error.status === 504 || error.status === 408),
      });
      if (text) return text;
    }
    return fallback(serverMessage);
  }
  return fallback();
}

const isSlotTaken = (error: unknown) =>
  error instanceof BrandApiError &&
  (error.body as { bookingStatus?: unknown } | undefined)?.bookingStatus === BOOKING_STATUS_SLOT_TAKEN;

function StepHeading({
  children,
  focusKey,
  active = true,
}: {
  children: ReactNode;
  focusKey: string;
  /** Whether its step is the current one: a heading that stays mounted while its section is closed (the
   * party, date and time) takes focus again when the diner comes back to its step (Edit date). */
  active?: boolean;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  // Before the browser paints and before the dialog's focus trap sees the old step's control go.
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves when the step (its key) changes.
  useLayoutEffect(() => {
    if (active) ref.current?.focus();
  }, [focusKey, active]);
  return (
    <h3 ref={ref} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </h3>
  );
}

function Loading({ label }: { label: string }) {
  return <Spinner size="small" label={label} />;
}

const CUSTOMER_FIELDS: {
  field: CustomerField;
  label: string;
  type: 'text' | 'email' | 'tel';
  auto: string;
}[] = [
  { field: 'firstName', label: 'First name', type: 'text', auto: 'given-name' },
  { field: 'lastName', label: 'Last name', type: 'text', auto: 'family-name' },
  { field: 'email', label: 'Email address', type: 'email', auto: 'email' },
  { field: 'phoneNumber', label: 'Mobile number', type: 'tel', auto: 'tel' },
];

/**
 * The improved booking modal (spec 2.5, 4.2, 4.3): a location picker, then 'Create your booking' with
 * collapsible restaurant, date, time and menu sections, extras, the diner's details, an optional card step
 * and the confirmation. The journey's rules are `journeyReducer`; this component makes the calls.
 */
export function BookingModal({
  open,
  onOpenChange,
  client,
  restaurants,
  initialRestaurantId,
  initialSearch,
  singleLocation = false,
  bookNowText = BOOK_NOW_TEXT,
  mode = 'standard',
  renderCardStep,
  onBookingFailed,
  links,
  geolocation,
  now: nowProp,
}: BookingModalProps) {
  const [now] = useState(() => nowProp ?? new Date());
  const today = londonDay(now);
  const autoRestaurant = useMemo(
    () =>
      (initialRestaurantId ? restaurants.find((r) => r.storeId === initialRestaurantId) : undefined) ??
      (singleLocation || restaurants.length === 1 ? restaurants[0] : undefined),
    [initialRestaurantId, restaurants, singleLocation],
  );
  const init = useCallback(
    () => ({
      ...(autoRestaurant ? { restaurant: autoRestaurant } : {}),
      ...(initialSearch ? { search: initialSearch } : {}),
    }),
    [autoRestaurant, initialSearch],
  );
  const [state, dispatch] = useReducer(journeyReducer, undefined, () => initialJourney(init()));
  const [busy, setBusy] = useState<string>();
  const [callError, setCallError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [touched, setTouched] = useState<Partial<Record<CustomerField, boolean>>>({});
  const [dateError, setDateError] = useState<string>();
  const [menuChoice, setMenuChoice] = useState<string>();
  const [needsOpen, setNeedsOpen] = useState(false);
  const request = useRef(0);

  const restaurantById = (id: string | undefined) => restaurants.find((r) => r.storeId === id);
  const restaurant = restaurantById(state.restaurantId);
  const lockedRestaurant =
    Boolean(autoRestaurant) && (singleLocation || restaurants.length === 1 || mode === 'group');

  // Focus returns to whatever opened the modal (a header button, a link, the strip's submit).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      return;
    }
    const target = opener.current;
    if (!target) return;
    const timer = setTimeout(() => {
      if (target.isConnected && (document.activeElement === document.body || !document.activeElement)) {
        target.focus();
      }
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);

  // Closing resets every field after 500 ms (spec 4.3); opening again cancels a pending reset.
  useEffect(() => {
    if (open) return;
    const timer = setTimeout(() => {
      request.current += 1;
      dispatch({ type: 'reset', ...init() });
      setBusy(undefined);
      setCallError(undefined);
      setTouched({});
      setDateError(undefined);
      setMenuChoice(undefined);
      setAnnouncement('');
    }, MODAL_RESET_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open, init]);

  const announce = useCallback((message: string) => setAnnouncement(message), []);

  /** Runs one call at a time; an answer that arrives after a newer call (or a reset) is dropped. */
  const perform = useCallback(
    async <T,>(
      label: string,
      call: () => Promise<T>,
    ): Promise<{ ok: true; value: T } | { ok: false; error: unknown } | undefined> => {
      const id = ++request.current;
      setBusy(label);
      setCallError(undefined);
      try {
        const value = await call();
        if (id !== request.current) return undefined;
        return { ok: true, value };
      } catch (error) {
        if (id !== request.current) return undefined;
        return { ok: false, error };
      } finally {
        if (id === request.current) setBusy(undefined);
      }
    },
    [],
  );

  const { step, search, chosen } = state;
  const occasionId = chosen?.occasionId;
  const partyQuery = { adults: String(search.adults), children: String(search.children) };

  // Menus for the chosen restaurant, date and time.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per chosen slot.
  useEffect(() => {
    if (!open || step !== 'menu' || state.menus || !chosen || !search.date) return;
    if (!occasionId) {
      setCallError(bookingErrorMessage(-1));
      return;
    }
    void perform('Loading menus', () =>
      client.call('bookingMenus', {
        params: { storeId: chosen.storeId },
        query: { occasionId, ...partyQuery, dates: toUnpaddedDate(search.date as string), time: chosen.time },
      }),
    ).then((outcome) => {
      if (!outcome) return;
      if (outcome.ok) dispatch({ type: 'menusLoaded', menus: outcome.value.data.menus });
      else setCallError(failureMessage(outcome.error, () => BOOKING_MESSAGES.somethingWentWrong));
    });
  }, [open, step, state.menus, chosen?.storeId, chosen?.time]);

  // Requirements and extras once the menu is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per chosen menu.
  useEffect(() => {
    if (
      !open ||
      step !== 'extras' ||
      state.upsells ||
      !chosen ||
      !occasionId ||
      !state.menuId ||
      !search.date
    )
      return;
    const date = toUnpaddedDate(search.date);
    const menuId = state.menuId;
    void perform('Loading extras', () =>
      Promise.all([
        client.call('bookingRequirements', {
          params: { storeId: chosen.storeId },
          query: { occasionId, ...partyQuery, bookingDate: date, menuId, time: chosen.time },
        }),
        client.call('bookingUpsells', {
          params: { storeId: chosen.storeId },
          query: {
            occasionId,
            ...partyQuery,
            bookingDate: date,
            time: chosen.time,
            includeUnavailable: 'false',
          },
        }),
      ]),
    ).then((outcome) => {
      if (!outcome) return;
      if (outcome.ok) {
        const [requirements, upsells] = outcome.value;
        dispatch({ type: 'extrasLoaded', requirements, upsells: upsells.data.upsells });
      } else setCallError(failureMessage(outcome.error, () => BOOKING_MESSAGES.somethingWentWrong));
    });
  }, [open, step, state.upsells, state.menuId]);

  // Requirements again after a new time (booking status 9 sends the diner back to choose one).
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per new time.
  useEffect(() => {
    if (
      !open ||
      step !== 'details' ||
      state.requirements ||
      !chosen ||
      !occasionId ||
      !state.menuId ||
      !search.date
    )
      return;
    const menuId = state.menuId;
    void perform('Checking requirements', () =>
      client.call('bookingRequirements', {
        params: { storeId: chosen.storeId },
        query: {
          occasionId,
          ...partyQuery,
          bookingDate: toUnpaddedDate(search.date as string),
          menuId,
          time: chosen.time,
        },
      }),
    ).then((outcome) => {
      if (!outcome) return;
      if (outcome.ok) dispatch({ type: 'requirementsLoaded', requirements: outcome.value });
      else setCallError(failureMessage(outcome.error, () => BOOKING_MESSAGES.somethingWentWrong));
    });
  }, [open, step, state.requirements, chosen?.time]);

  // Announce each step (focus moves to its heading too).
  const stepNames: Record<JourneyState['step'], string> = {
    restaurant: 'Please select a location.',
    search: 'Party, date and time',
    times: 'Choose a time',
    menu: 'Choose a menu',
    extras: 'Extras',
    details: 'Your details',
    card: 'Card guarantee',
    done: state.confirmation?.enquiry ? 'Enquiry sent' : 'Booking confirmed',
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: announce on step change only.
  useEffect(() => {
    if (open) announce(stepNames[step]);
  }, [step, open]);
  // Errors are announced by their own role="alert" blocks.

  const checkAvailability = async () => {
    if (!search.date) {
      setDateError('Enter or choose the date of your booking');
      return;
    }
    setDateError(undefined);
    if (!restaurant) return;
    const nearest = nearestOtherRestaurant(restaurants, restaurant);
    const outcome = await perform('Checking availability', () =>
      client.call('bookingAvailability', {
        body: {
          stores: [{ storeId: restaurant.storeId, miles: 0 }, ...(nearest ? [nearest] : [])],
          date: `${search.date}T${search.time}:00`,
          adultCovers: search.adults,
          childrenCovers: search.children,
        },
      }),
    );
    if (!outcome) return;
    if (outcome.ok) dispatch({ type: 'availabilityLoaded', results: outcome.value, today });
    else {
      dispatch({
        type: 'availabilityFailed',
        message: failureMessage(outcome.error, () => BOOKING_MESSAGES.availabilityFailed),
      });
    }
  };

  const enquiry = isEnquiry(state);
  // One Idempotency-Key per distinct booking request (spec 7.2's create and enquiry): sending the same request
  // again (a second press, a retry after a lost answer) replays the first answer instead of booking twice; any
  // change to the request gets a new key.
  const attempt = useRef<{ request: string; key: string }>(undefined);
  const idempotencyKey = (request: unknown) => {
    const json = JSON.stringify(request);
    if (attempt.current?.request !== json) attempt.current = { request: json, key: newIdempotencyKey() };
    return attempt.current.key;
  };
  const placeBooking = async () => {
    const body = bookingRequestFrom(state);
    const storeId = body.restaurantId;
    const headers = { 'Idempotency-Key': idempotencyKey({ enquiry, storeId, body }) };
    const outcome = await perform('Placing your booking', () =>
      enquiry
        ? client.call('bookingEnquiry', { params: { storeId }, body, headers })
        : client.call('bookingCreate', { params: { storeId }, body, headers }),
    );
    if (!outcome) return;
    if (outcome.ok) {
      dispatch({ type: 'bookingSucceeded', reference: outcome.value.bookingReference, enquiry });
      return;
    }
    onBookingFailed?.(storeId);
    if (isSlotTaken(outcome.error)) {
      dispatch({ type: 'slotTaken' });
      return;
    }
    dispatch({
      type: 'bookingFailed',
      message: failureMessage(outcome.error, (serverMessage) => createBookingFailureMessage(serverMessage)),
    });
  };

  const label = mainButtonLabel(state, bookNowText);
  const errors = customerErrors(state.customer);
  const valid = Object.keys(errors).length === 0;
  const setCustomer = (customer: Partial<BookingCustomer>) => dispatch({ type: 'setCustomer', customer });

  const title =
    step === 'done'
      ? state.confirmation?.enquiry
        ? 'Thank you for your enquiry'
        : 'Your booking is confirmed'
      : step === 'restaurant' && !state.restaurantId
        ? 'Please select a location.'
        : mode === 'group'
          ? 'Create your group booking'
          : 'Create your booking';

  const outcome = state.outcome;
  const chosenRestaurant = restaurantById(chosen?.storeId) ?? restaurant;
  const slotStoreName = chosen?.storeName ?? chosenRestaurant?.title;
  const menu = state.menus?.find((m) => m.id === state.menuId);
  const offered = offeredStores(state);

  const restaurantSection = state.restaurantId ? (
    <CollapsibleSection
      title="Restaurant"
      summary={
        restaurant ? `${restaurant.title}, ${addressLines(restaurant).slice(-2).join(', ')}` : undefined
      }
      open={false}
      onOpenChange={(next) => next && dispatch({ type: 'edit', section: 'restaurant' })}
      disabled={lockedRestaurant}
    >
      {null}
    </CollapsibleSection>
  ) : null;

  const searchSection = (
    <CollapsibleSection
      title="Date"
      summary={
        search.date && step !== 'search' ? `${partyWords(search)}, ${shortDate(search.date)}` : undefined
      }
      open={step === 'search'}
      onOpenChange={(next) => next && dispatch({ type: 'edit', section: 'date' })}
      disabled={step === 'search'}
    >
      <div className={styles.stack}>
        <StepHeading focusKey={`search-${state.restaurantId}`} active={step === 'search'}>
          <span className={visuallyHidden}>Choose your </span>Party, date and time
        </StepHeading>
        <div className={styles.party}>
          <NumberStepper
            label="Adults"
            itemName="adult"
            min={MIN_ADULTS}
            max={MAX_ADULTS}
            value={search.adults}
            onChange={(adults) => dispatch({ type: 'setSearch', search: { adults } })}
          />
          <NumberStepper
            label="Children"
            itemName="child"
            min={MIN_CHILDREN}
            max={MAX_CHILDREN}
            value={search.children}
            onChange={(children) => dispatch({ type: 'setSearch', search: { children } })}
          />
        </div>
        <DatePicker
          label="Date"
          today={now}
          value={search.date ? toDate(search.date) : undefined}
          error={dateError}
          onChange={(date) => {
            if (date) setDateError(undefined);
            dispatch({
              type: 'setSearch',
              search: { date: date ? lightFormat(date, 'yyyy-MM-dd') : undefined },
            });
          }}
        />
        <TimeSelect
          label="Time"
          value={search.time}
          onChange={(event) => dispatch({ type: 'setSearch', search: { time: event.target.value } })}
        />
        {state.availabilityMessage === 'callUs' ? (
          <div className={styles.notice} role="alert">
            <p className={styles.intro}>{BOOKING_MESSAGES.callUs}</p>
            {restaurant?.phoneNumber ? (
              <p className={styles.intro}>
                <Button asChild variant="secondary">
                  <a href={telHref(restaurant.phoneNumber)}>Call {restaurant.phoneNumber}</a>
                </Button>
              </p>
            ) : null}
          </div>
        ) : null}
        {state.availabilityMessage === 'largePartySameDay' ? (
          <p className={styles.error} role="alert">
            {BOOKING_MESSAGES.largePartySameDay}
          </p>
        ) : null}
        {state.availabilityError ? (
          <p className={styles.error} role="alert">
            {state.availabilityError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            onClick={checkAvailability}
            loading={busy === 'Checking availability'}
            loadingLabel="checking availability"
          >
            Check availability
          </Button>
        </div>
      </div>
    </CollapsibleSection>
  );

  const timeSection =
    state.availability && (step !== 'search' || chosen) ? (
      <CollapsibleSection
        title="Time"
        summary={chosen && step !== 'times' ? `${chosen.time} at ${slotStoreName}` : undefined}
        open={step === 'times'}
        onOpenChange={(next) => next && dispatch({ type: 'edit', section: 'time' })}
        disabled={step === 'times' || step === 'done'}
      >
        <div className={styles.stack}>
          <StepHeading focusKey={`times-${state.slotMessage ?? ''}`}>Choose a time</StepHeading>
          {state.slotMessage ? (
            <p className={styles.error} role="alert">
              {state.slotMessage}
            </p>
          ) : null}
          {offered.map((store) => (
            <fieldset key={store.storeId} className={styles.storeSlots}>
              <legend className={styles.storeName}>
                {store.storeName}
                {store.isFirstChoice ? '' : `, ${store.miles} miles away`}
              </legend>
              <div className={styles.slots}>
                {store.slots.map((time) => (
                  <Button
                    key={time}
                    variant="outline"
                    size="sm"
                    onClick={() => dispatch({ type: 'chooseSlot', storeId: store.storeId, time })}
                  >
                    {time}
                    <span className={visuallyHidden}> at {store.storeName}</span>
                  </Button>
                ))}
              </div>
            </fieldset>
          ))}
          {offered.length === 0 ? <p className={styles.intro}>{BOOKING_MESSAGES.callUs}</p> : null}
        </div>
      </CollapsibleSection>
    ) : null;

  const menuSection =
    chosen && (step === 'menu' || state.menuId) ? (
      <CollapsibleSection
        title="Menu"
        summary={menu && step !== 'menu' ? menu.name : undefined}
        open={step === 'menu'}
        onOpenChange={(next) => next && dispatch({ type: 'edit', section: 'menu' })}
        disabled={step === 'menu' || step === 'done' || (state.menus?.length ?? 0) < 2}
      >
        <div className={styles.stack}>
          <StepHeading focusKey={`menu-${chosen.storeId}-${chosen.time}`}>Choose a menu</StepHeading>
          {busy === 'Loading menus' ? <Loading label="Loading menus" /> : null}
          {state.menus && state.menus.length === 0 ? (
            <p className={styles.error} role="alert">
              {BOOKING_MESSAGES.noMenus}
            </p>
          ) : null}
          {state.menus && state.menus.length > 1 ? (
            <>
              <RadioGroup
                name="booking-menu"
                legend="Menus"
                options={state.menus.map((m) => ({
                  value: m.id,
                  label: m.price != null ? `${m.name}, £${m.price.toFixed(2)}` : m.name,
                  ...(m.description ? { hint: m.description } : {}),
                }))}
                value={menuChoice ?? ''}
                onChange={setMenuChoice}
              />
              <div className={styles.actions}>
                <Button
                  disabled={!menuChoice}
                  onClick={() => menuChoice && dispatch({ type: 'chooseMenu', menuId: menuChoice })}
                >
                  Continue
                </Button>
              </div>
            </>
          ) : null}
        </div>
      </CollapsibleSection>
    ) : null;

  const extrasSection =
    step === 'extras' ? (
      <section className={styles.stack} aria-labelledby="booking-extras-heading">
        <StepHeading focusKey={`extras-${state.menuId}`}>
          <span id="booking-extras-heading">Extras</span>
        </StepHeading>
        {busy === 'Loading extras' ? <Loading label="Loading extras" /> : null}
        {state.upsells && state.upsells.length > 0 ? (
          <>
            <p className={styles.intro}>Add something to make the occasion. Each extra is optional.</p>
            <ul className={styles.extras}>
              {state.upsells.map((u) => (
                <li key={u.id} className={styles.extra}>
                  <NumberStepper
                    label={u.price != null ? `${u.name}, £${u.price.toFixed(2)}` : u.name}
                    hint={u.description ?? undefined}
                    itemName={u.name}
                    min={0}
                    max={u.maximumQuantity}
                    value={state.extras[u.id] ?? 0}
                    onChange={(quantity) => dispatch({ type: 'setExtra', id: u.id, quantity })}
                    onRemove={() => dispatch({ type: 'setExtra', id: u.id, quantity: 0 })}
                  />
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Button onClick={() => dispatch({ type: 'confirmExtras' })}>Continue</Button>
            </div>
          </>
        ) : null}
      </section>
    ) : null;

  const fieldError = (field: CustomerField) => (touched[field] ? errors[field] : undefined);
  const detailsSection =
    step === 'details' ? (
      <section className={styles.stack} aria-labelledby="booking-details-heading">
        <StepHeading focusKey="details">
          <span id="booking-details-heading">Your details</span>
        </StepHeading>
        <div className={styles.names}>
          {CUSTOMER_FIELDS.map(({ field, label: fieldLabel, type, auto }) => (
            <TextInput
              key={field}
              id={`booking-${field}`}
              label={fieldLabel}
              type={type}
              autoComplete={auto}
              {...(field === 'phoneNumber' ? { hint: 'For example, 07700 900123' } : {})}
              value={state.customer[field as 'firstName']}
              error={fieldError(field)}
              onChange={(event) => setCustomer({ [field]: event.target.value })}
              onBlur={() => setTouched((t) => ({ ...t, [field]: true }))}
            />
          ))}
        </div>
        <Textarea
          id="booking-specialRequest"
          label="Special request (optional)"
          rows={3}
          maxCharacters={1000}
          value={state.customer.specialRequest}
          error={fieldError('specialRequest')}
          onChange={(event) => setCustomer({ specialRequest: event.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, specialRequest: true }))}
        />
        <details className={styles.needs} onToggle={(event) => setNeedsOpen(event.currentTarget.open)}>
          <summary className={styles.needsSummary}>Allergies and access needs (optional)</summary>
          {/* Rendered only when open, so nothing hidden is in the tab order. */}
          {needsOpen ? (
            <>
              <fieldset className={styles.storeSlots}>
                <legend className={styles.storeName}>Allergies in your party</legend>
                <div className={styles.allergens}>
                  {UK_ALLERGENS.map((a) => (
                    <Checkbox
                      key={a}
                      label={allergenWords(a).replace(/^./, (c) => c.toUpperCase())}
                      checked={state.customer.needs.allergies.includes(a)}
                      onChange={(event) =>
                        setCustomer({
                          needs: {
                            ...state.customer.needs,
                            allergies: event.target.checked
                              ? [...state.customer.needs.allergies, a]
                              : state.customer.needs.allergies.filter((x) => x !== a),
                          },
                        })
                      }
                    />
                  ))}
                </div>
              </fieldset>
              <Checkbox
                label="Wheelchair access"
                checked={state.customer.needs.wheelchair}
                onChange={(event) =>
                  setCustomer({ needs: { ...state.customer.needs, wheelchair: event.target.checked } })
                }
              />
              <Checkbox
                label="A high chair"
                checked={state.customer.needs.highChair}
                onChange={(event) =>
                  setCustomer({ needs: { ...state.customer.needs, highChair: event.target.checked } })
                }
              />
              <Checkbox
                label="Space for a pram"
                checked={state.customer.needs.pram}
                onChange={(event) =>
                  setCustomer({ needs: { ...state.customer.needs, pram: event.target.checked } })
                }
              />
            </>
          ) : null}
        </details>
        {ENABLE_SMS_OPT_IN ? (
          <Checkbox
            label="Text me about my booking"
            checked={state.customer.shouldReceiveSms}
            onChange={(event) => setCustomer({ shouldReceiveSms: event.target.checked })}
          />
        ) : null}
        <Checkbox
          label="Send me news and offers by email"
          checked={state.customer.shouldReceivePromotions}
          onChange={(event) => setCustomer({ shouldReceivePromotions: event.target.checked })}
        />
        {state.bookingError ? (
          <p className={styles.error} role="alert">
            {state.bookingError}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button
            disabled={!valid || busy === 'Checking requirements'}
            loading={busy === 'Placing your booking'}
            loadingLabel="placing your booking"
            onClick={() => (label === 'Card Guarantee' ? dispatch({ type: 'needCard' }) : placeBooking())}
          >
            {label}
          </Button>
        </div>
      </section>
    ) : null;

  const cardSection =
    step === 'card' && chosen ? (
      <section className={styles.stack} aria-labelledby="booking-card-heading">
        <StepHeading focusKey="card">
          <span id="booking-card-heading">Card guarantee</span>
        </StepHeading>
        <p className={styles.intro}>This booking needs a card to hold it. Nothing is charged now.</p>
        {renderCardStep?.({
          restaurantId: chosen.storeId,
          customer: {
            firstName: state.customer.firstName.trim(),
            lastName: state.customer.lastName.trim(),
            email: state.customer.email.trim(),
          },
          bookLabel: enquiry ? 'Enquire Now' : 'Book Now',
          onAccepted: (customerId) => dispatch({ type: 'cardAccepted', customerId }),
          onBook: () => void placeBooking(),
          submitting: busy === 'Placing your booking',
        })}
        {state.bookingError ? (
          <p className={styles.error} role="alert">
            {state.bookingError}
          </p>
        ) : null}
      </section>
    ) : null;

  const confirmation =
    step === 'done' && state.confirmation && chosen && search.date ? (
      <Confirmation
        state={state}
        restaurant={chosenRestaurant}
        storeName={slotStoreName ?? ''}
        menuName={menu?.name}
        links={links}
      />
    ) : null;

  const restaurantOutcomeView =
    step === 'restaurant' && restaurant && outcome && outcome.kind !== 'book' ? (
      <div className={styles.stack}>
        <StepHeading focusKey={`outcome-${restaurant.storeId}`}>{restaurant.title}</StepHeading>
        {outcome.kind === 'provider' ? (
          <div className={styles.notice}>
            <p className={styles.intro}>This restaurant takes its bookings through our booking partner.</p>
            <p className={styles.intro}>
              <Button asChild>
                <a href={outcome.href} target="_blank" rel="noopener noreferrer">
                  Book at {restaurant.title}
                  <span className={visuallyHidden}> (opens in a new tab)</span>
                </a>
              </Button>
            </p>
          </div>
        ) : (
          <div className={styles.notice} role="alert">
            <p className={styles.intro}>{outcome.message}</p>
            {outcome.phone ? (
              <p className={styles.intro}>
                <Button asChild variant="secondary">
                  <a href={telHref(outcome.phone)}>Call {outcome.phone}</a>
                </Button>
              </p>
            ) : null}
          </div>
        )}
        {lockedRestaurant ? null : (
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => dispatch({ type: 'edit', section: 'restaurant' })}>
              Choose another location
            </Button>
          </div>
        )}
      </div>
    ) : null;

  return (
    <Modal title={title} open={open} onOpenChange={onOpenChange}>
      <div className={styles.journey} data-step={step}>
        <p className={visuallyHidden} role="status" aria-live="polite">
          {announcement}
        </p>
        {step === 'restaurant' && !state.restaurantId ? (
          <LocationPicker
            restaurants={restaurants}
            geolocation={
              geolocation === undefined
                ? typeof navigator !== 'undefined' && 'geolocation' in navigator
                  ? navigator.geolocation
                  : null
                : geolocation
            }
            onAnnounce={announce}
            onChoose={(r) => dispatch({ type: 'chooseRestaurant', restaurant: r })}
          />
        ) : null}
        {restaurantOutcomeView}
        {step !== 'restaurant' && step !== 'done' ? (
          <>
            {restaurantSection}
            {searchSection}
            {timeSection}
            {menuSection}
            {extrasSection}
            {detailsSection}
            {cardSection}
          </>
        ) : null}
        {callError ? (
          <p className={styles.error} role="alert">
            {callError}
          </p>
        ) : null}
        {confirmation}
      </div>
    </Modal>
  );
}

function Confirmation({
  state,
  restaurant,
  storeName,
  menuName,
  links,
}: {
  state: JourneyState;
  restaurant: Restaurant | undefined;
  storeName: string;
  menuName: string | undefined;
  links: BookingModalLinks;
}) {
  const { search, chosen, confirmation } = state;
  if (!chosen || !search.date || !confirmation) return null;
  const location = restaurant ? addressLines(restaurant).join(', ') : '';
  const event: BookingCalendarEvent = {
    title: `Table at ${storeName}`,
    location: location || storeName,
    date: search.date,
    time: chosen.time,
    durationHours: CALENDAR_ENTRY_HOURS,
    description: [partyWords(search), menuName].filter(Boolean).join(', '),
    reference: confirmation.reference,
  };
  return (
    <div className={styles.stack}>
      <StepHeading focusKey="done">
        {confirmation.enquiry ? 'Your enquiry has been sent' : 'Your table is booked'}
      </StepHeading>
      {confirmation.enquiry ? (
        <p className={styles.notice}>
          Your booking is not yet confirmed. The restaurant will reply within {ENQUIRY_REPLY_HOURS} hours.
        </p>
      ) : null}
      <dl className={styles.facts}>
        <dt className={styles.factTerm}>Restaurant</dt>
        <dd className={styles.factValue}>
          {restaurant ? <a href={links.restaurant(restaurant)}>{storeName}</a> : storeName}
          {location ? `, ${location}` : ''}
        </dd>
        <dt className={styles.factTerm}>Date</dt>
        <dd className={styles.factValue}>{longDate(search.date)}</dd>
        <dt className={styles.factTerm}>Time</dt>
        <dd className={styles.factValue}>{chosen.time}</dd>
        <dt className={styles.factTerm}>Guests</dt>
        <dd className={styles.factValue}>{partyWords(search)}</dd>
        {menuName ? (
          <>
            <dt className={styles.factTerm}>Menu</dt>
            <dd className={styles.factValue}>{menuName}</dd>
          </>
        ) : null}
        <dt className={styles.factTerm}>
          {confirmation.enquiry ? 'Enquiry reference' : 'Booking reference'}
        </dt>
        <dd className={styles.factValue}>{confirmation.reference}</dd>
      </dl>
      {confirmation.enquiry ? null : (
        <section className={styles.stack} aria-labelledby="booking-calendar-heading">
          <h4 id="booking-calendar-heading" className={styles.stepHeading}>
            Add to your calendar
          </h4>
          <ul className={styles.linkList}>
            <li>
              <Button asChild variant="outline" size="sm">
                <a href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                  Outlook<span className={visuallyHidden}> calendar (opens in a new tab)</span>
                </a>
              </Button>
            </li>
            <li>
              <Button asChild variant="outline" size="sm">
                <a href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
                  Google<span className={visuallyHidden}> calendar (opens in a new tab)</span>
                </a>
              </Button>
            </li>
            <li>
              <Button asChild variant="outline" size="sm">
                <a href={links.ics(event)} download="booking.ics">
                  Apple<span className={visuallyHidden}> calendar (.ics file)</span>
                </a>
              </Button>
            </li>
          </ul>
        </section>
      )}
      {restaurant ? (
        <ul className={styles.linkList}>
          <li>
            <Button asChild variant="secondary">
              <a href={links.menu(restaurant)}>View Menu</a>
            </Button>
          </li>
          <li>
            <Button asChild variant="secondary">
              <a href={links.directions(restaurant)} target="_blank" rel="noopener noreferrer">
                Get Directions<span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </Button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

import {
  BOOK_NOW_TEXT,
  BOOKING_MESSAGES,
  type BookingRequestInput,
  BrandApiError,
  type BrandClient,
  bookingErrorMessage,
  createBookingFailureMessage,
  ENQUIRY_COVERS_THRESHOLD,
  ENQUIRY_REPLY_HOURS,
  MAX_CHILDREN,
  MAX_TABLE_BOOKING_COVERS,
  NO_AREA_ID,
  type Restaurant,
} from '@fittizia/contract';
import { type FormEvent, useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { Button } from '../../../components/Button/Button.tsx';
import { Checkbox } from '../../../components/Checkbox/Checkbox.tsx';
import { DatePicker } from '../../../components/DatePicker/DatePicker.tsx';
import { NumberStepper } from '../../../components/NumberStepper/NumberStepper.tsx';
import { Select } from '../../../components/Select/Select.tsx';
import { Spinner } from '../../../components/Spinner/Spinner.tsx';
import { Textarea } from '../../../components/Textarea/Textarea.tsx';
import { TextInput } from '../../../components/TextInput/TextInput.tsx';
import { TimeSelect } from '../../../components/TimeSelect/TimeSelect.tsx';
import { CardGuarantee, type CardProvider, cardGuaranteeCalls } from '../CardGuarantee/CardGuarantee.tsx';
import * as styles from './BookingWizard.css.ts';
import {
  type CustomerInput,
  type CustomerTextField,
  customerError,
  emptyCustomer,
  phoneForRequest,
  toCustomer,
} from './customerForm.ts';
import {
  initialWizardState,
  isoDay,
  unpaddedDay,
  type WizardState,
  type WizardStep,
  wizardReducer,
} from './wizardReducer.ts';

export interface BookingWizardProps {
  /** The brand client (same-origin through the site's proxy in the browser). */
  client: BrandClient;
  /** The restaurants the diner can book (a city's, say). */
  restaurants: readonly Restaurant[];
  initialRestaurantId?: string;
  cardProvider: CardProvider;
  /** The configured book-now text (site settings' book_now_text); 'Book Now' by default. */
  bookNowText?: string;
  /** A booking failed (the analytics event booking_unavailable of spec 4.3 carries the restaurant id). */
  onBookingFailed?(restaurantId: string): void;
  /** Today; the clock by default. */
  now?: Date;
}

const STEP_TITLES: Record<WizardStep, string> = {
  1: 'Occasion, guests and date',
  2: 'Time, menu and area',
  3: 'Your details',
};

/** The message a failed booking call shows (spec 8.1 codes, or the create failure of 8.2). */
function failureMessage(error: unknown): { message: string; bookingStatus?: number } {
  if (error instanceof BrandApiError) {
    const body = (error.body ?? {}) as { message?: unknown; bookingStatus?: unknown };
    const serverMessage = typeof body.message === 'string' ? body.message : undefined;
    const bookingStatus = typeof body.bookingStatus === 'number' ? body.bookingStatus : error.code;
    if (error.code !== undefined) {
      return {
        message: bookingErrorMessage(error.code, {
          serverMessage,
          socketTimeout: error.status === 504 || error.status === 408,
        }),
        ...(bookingStatus !== undefined ? { bookingStatus } : {}),
      };
    }
    return { message: createBookingFailureMessage(serverMessage) };
  }
  return { message: BOOKING_MESSAGES.somethingWentWrong };
}

/** A booking-call failure as the message of 8.1 (a call that is not the create). */
const callFailure = (error: unknown) => failureMessage(error).message || BOOKING_MESSAGES.somethingWentWrong;

const dayLabel = (iso: string) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

const guestsLabel = (adults: number, children: number) =>
  `${adults} ${adults === 1 ? 'adult' : 'adults'}${children > 0 ? `, ${children} ${children === 1 ? 'child' : 'children'}` : ''}`;

/**
 * The older booking wizard (spec 2.5, 4.4): step one (occasion, covers, date), step two (time slot, menu, area),
 * step three (details and confirmation), the card guarantee when the booking needs one, a thank-you view,
 * group-booking and group-booking-contact views for large parties, and restaurant select and change views.
 */
export function BookingWizard({
  client,
  restaurants,
  initialRestaurantId,
  cardProvider,
  bookNowText = BOOK_NOW_TEXT,
  onBookingFailed,
  now,
}: BookingWizardProps) {
  const [today] = useState(() => now ?? new Date());
  const todayIso = isoDay(today);
  const only = restaurants.length === 1 ? restaurants[0]?.storeId : undefined;
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    initialWizardState({ today: todayIso, restaurantId: initialRestaurantId ?? only ?? null }),
  );
  const [customerInput, setCustomerInput] = useState<CustomerInput>(emptyCustomer);
  const [touched, setTouched] = useState<Partial<Record<CustomerTextField, boolean>>>({});
  const [cardStep, setCardStep] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const card = useMemo(() => cardGuaranteeCalls(client), [client]);
  const restaurant = restaurants.find((r) => r.storeId === state.restaurantId);
  const customer = toCustomer(customerInput);

  // Move focus to the heading of each new step or view, so keyboard and screen-reader users follow along.
  const focusKey = `${state.view}-${state.step}-${cardStep}`;
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (focusKey) headingRef.current?.focus();
  }, [focusKey]);

  // Step one: the occasions (restrictions) of the chosen restaurant on the chosen date.
  const storeId = restaurant?.storeId;
  const holidayPark = restaurant?.isHolidayPark === true;
  const providerUrl = restaurant?.bookingProviderUrl ?? null;
  const date = state.selectedDate;
  useEffect(() => {
    if (!storeId) return;
    if (holidayPark) {
      dispatch({ type: 'restrictions/failed', message: BOOKING_MESSAGES.holidayPark });
      return;
    }
    if (providerUrl) {
      dispatch({ type: 'restrictions/failed', message: BOOKING_MESSAGES.notSupported });
      return;
    }
    const controller = new AbortController();
    dispatch({ type: 'restrictions/loading' });
    client
      .call('bookingOccasions', {
        params: { storeId },
        query: { date: unpaddedDay(date) },
        signal: controller.signal,
      })
      .then(({ occasions }) => dispatch({ type: 'restrictions/loaded', occasions }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'restrictions/failed', message: callFailure(error) });
      });
    return () => controller.abort();
  }, [client, storeId, date, holidayPark, providerUrl]);

  const partyQuery = (s: WizardState) => ({
    occasionId: s.selectedOccasion ?? '',
    adults: String(s.adultCovers),
    children: String(s.childCovers),
  });

  const loadSlots = async (s: WizardState, menuId: string | null, areaId: string | null) => {
    if (!storeId || !menuId) return;
    dispatch({ type: 'slots/loading' });
    try {
      const answer = await client.call('bookingSlots', {
        params: { storeId },
        query: {
          ...partyQuery(s),
          dates: unpaddedDay(s.selectedDate),
          menuIds: [menuId],
          areaId: areaId ?? NO_AREA_ID,
        },
      });
      const slots = (answer.dates[0]?.times ?? []).map((t) => ({ time: t.time, canEnquire: t.canEnquire }));
      dispatch({ type: 'slots/loaded', slots });
      if (slots.length === 0) dispatch({ type: 'stepTwo/failed', message: BOOKING_MESSAGES.callUs });
    } catch (error) {
      dispatch({ type: 'stepTwo/failed', message: callFailure(error) });
    }
  };

  /** Step two: areas and menus (the first of each, filtered by the occasion), then the slots for them. */
  const startStepTwo = async () => {
    if (!storeId) return;
    dispatch({ type: 'step/set', step: 2 });
    dispatch({ type: 'stepTwo/loading' });
    const s = state;
    const dates = unpaddedDay(s.selectedDate);
    try {
      const [areasAnswer, menusAnswer] = await Promise.all([
        client.call('bookingAreas', { params: { storeId }, query: { ...partyQuery(s), dates } }),
        client.call('bookingMenus', {
          params: { storeId },
          query: { ...partyQuery(s), dates, time: s.selectedBookingTime },
        }),
      ]);
      // Filter as the reducer does, to know the first of each for the slots call.
      const next = wizardReducer(wizardReducer(s, { type: 'areas/loaded', areas: areasAnswer.data.areas }), {
        type: 'menus/loaded',
        menus: menusAnswer.data.menus,
      });
      dispatch({ type: 'areas/loaded', areas: areasAnswer.data.areas });
      dispatch({ type: 'menus/loaded', menus: menusAnswer.data.menus });
      if (!next.selectedMenu) {
        dispatch({ type: 'stepTwo/failed', message: BOOKING_MESSAGES.noMenus });
        return;
      }
      await loadSlots(next, next.selectedMenu, next.selectedArea);
    } catch (error) {
      dispatch({ type: 'stepTwo/failed', message: callFailure(error) });
    }
  };

  const continueFromStepOne = (event: FormEvent) => {
    event.preventDefault();
    if (!state.selectedOccasion || state.stepOneDisabled) return;
    if (state.coverSize > MAX_TABLE_BOOKING_COVERS) {
      dispatch({ type: 'view/set', view: 'group-booking' });
      return;
    }
    void startStepTwo();
  };

  /** Step three: the booking's requirements (card guarantee, enquiry). */
  const startStepThree = async () => {
    if (!storeId || !state.selectedMenu || !state.selectedBookingDate) return;
    dispatch({ type: 'step/set', step: 3 });
    setCardStep(false);
    try {
      const answer = await client.call('bookingRequirements', {
        params: { storeId },
        query: {
          ...partyQuery(state),
          bookingDate: unpaddedDay(state.selectedDate),
          menuId: state.selectedMenu,
          time: state.selectedBookingTime,
          ...(state.selectedArea ? { areaId: state.selectedArea } : {}),
        },
      });
      dispatch({ type: 'requirements/loaded', ...answer });
    } catch (error) {
      dispatch({ type: 'requirements/failed', message: callFailure(error) });
    }
  };

  const bookingBody = (braintreeCustomerId: string | null): BookingRequestInput => {
    const menu = state.restaurantMenus.find((m) => m.id === state.selectedMenu);
    const phone = phoneForRequest(customerInput.phoneNumber);
    return {
      restaurantId: storeId ?? '',
      firstName: customerInput.firstName.trim(),
      lastName: customerInput.lastName.trim(),
      emailAddress: customerInput.email.trim(),
      ...(phone ? { mobilePhoneNumber: phone } : {}),
      diningDateTime: `${unpaddedDay(state.selectedDate)} ${state.selectedBookingTime}`,
      adultCovers: state.adultCovers,
      childCovers: state.childCovers,
      menuIds: state.selectedMenu ? [state.selectedMenu] : [],
      ...(menu ? { menuName: menu.name } : {}),
      shouldReceivePromotions: customerInput.shouldReceivePromotions,
      shouldReceiveSms: customerInput.shouldReceiveSms,
      ...(customerInput.specialRequest.trim() ? { specialRequest: customerInput.specialRequest.trim() } : {}),
      occasionId: state.selectedOccasion ?? '',
      bookingTime: state.selectedBookingTime,
      braintreeCustomerId,
    };
  };

  const placeBooking = async (braintreeCustomerId: string | null) => {
    if (!storeId) return;
    dispatch({ type: 'booking/submitting', customer });
    const name =
      state.bookingType === 'event' ? 'bookingEvent' : state.isEnquiry ? 'bookingEnquiry' : 'bookingCreate';
    try {
      const answer = await client.call(name, { params: { storeId }, body: bookingBody(braintreeCustomerId) });
      dispatch({ type: 'booking/succeeded', confirmationNumber: answer.bookingReference });
    } catch (error) {
      const { message, bookingStatus } = failureMessage(error);
      dispatch({ type: 'booking/failed', message, bookingStatus });
      setCardStep(false);
      onBookingFailed?.(storeId);
    }
  };

  const submitStepThree = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, email: true, phoneNumber: true, specialRequest: true });
    if (!customer.isValid || state.stepThreeLoading) return;
    // The card guarantees a table; enquiries and event requests are confirmed by the restaurant.
    if (state.creditCardRequired && !state.isEnquiry && state.bookingType !== 'event') {
      setCardStep(true);
      return;
    }
    void placeBooking(null);
  };

  const isEvent = state.bookingType === 'event';
  /** Enquiries and event requests wait for the restaurant's reply. */
  const pending = state.isEnquiry || isEvent;
  const mainLabel = state.isEnquiry
    ? 'Enquire Now'
    : state.creditCardRequired && !isEvent
      ? 'Card Guarantee'
      : bookNowText;

  const fieldError = (field: CustomerTextField) =>
    touched[field] ? customerError(customer, field) : undefined;
  const text = (field: CustomerTextField) => ({
    value: customerInput[field],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setCustomerInput((c) => ({ ...c, [field]: value }));
    },
    onBlur: () => setTouched((t) => ({ ...t, [field]: true })),
    error: fieldError(field),
  });

  const startAgain = () => {
    setCustomerInput(emptyCustomer);
    setTouched({});
    setCardStep(false);
    dispatch({ type: 'wizard/reset', today: todayIso });
  };

  const error = state.bookingErrorMessage ? (
    <div className={styles.error} role="alert">
      <p className={styles.errorText}>{state.bookingErrorMessage}</p>
      {state.slotTaken ? (
        <Button
          variant="secondary"
          onClick={() => {
            dispatch({ type: 'step/set', step: 2 });
            void loadSlots(state, state.selectedMenu, state.selectedArea);
          }}
        >
          Choose another time
        </Button>
      ) : null}
      {providerUrl && !holidayPark ? (
        <a className={styles.link} href={providerUrl} rel="noopener noreferrer" target="_blank">
          Book with the restaurant's booking partner (opens in a new tab)
        </a>
      ) : null}
    </div>
  ) : (
    <div role="alert" />
  );

  const heading = (title: string) => (
    <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
      {title}
    </h2>
  );

  const restaurantBar = restaurant ? (
    <div className={styles.restaurantBar}>
      <p className={styles.restaurantName}>
        <span className={styles.muted}>Booking at </span>
        {restaurant.title}
      </p>
      {restaurants.length > 1 ? (
        <Button
          variant="link"
          size="sm"
          onClick={() => dispatch({ type: 'view/set', view: 'restaurant-change' })}
        >
          Change restaurant
        </Button>
      ) : null}
    </div>
  ) : null;

  let body: React.ReactNode;
  switch (state.view) {
    case 'restaurant-select':
    case 'restaurant-change':
      body = (
        <RestaurantChoice
          key={state.view}
          heading={heading(state.view === 'restaurant-select' ? 'Choose a restaurant' : 'Change restaurant')}
          restaurants={restaurants}
          current={state.restaurantId}
          changing={state.view === 'restaurant-change'}
          onChoose={(id) => {
            if (state.view === 'restaurant-change') dispatch({ type: 'reset', restaurant: true });
            dispatch({ type: 'restrictions/reset', today: todayIso });
            dispatch({ type: 'restaurant/set', restaurantId: id });
          }}
          onCancel={() => dispatch({ type: 'view/set', view: 'steps' })}
        />
      );
      break;
    case 'group-booking': {
      const canEnquire = state.coverSize >= ENQUIRY_COVERS_THRESHOLD;
      body = (
        <div className={styles.view}>
          {heading('Booking for a large group')}
          <p>
            We take online table bookings for up to {MAX_TABLE_BOOKING_COVERS} guests. You asked for{' '}
            {state.coverSize} guests.
          </p>
          {canEnquire ? (
            <p>
              For {ENQUIRY_COVERS_THRESHOLD} or more guests you can send us an enquiry: it is not a confirmed
              booking, and we will reply within {ENQUIRY_REPLY_HOURS} hours.
            </p>
          ) : (
            <p>For a group of this size, please contact the restaurant and we will find you a table.</p>
          )}
          <div className={styles.actions}>
            {canEnquire ? (
              <Button
                onClick={() => {
                  dispatch({ type: 'view/set', view: 'steps' });
                  void startStepTwo();
                }}
              >
                Continue with an enquiry
              </Button>
            ) : null}
            <Button
              variant="secondary"
              onClick={() => dispatch({ type: 'view/set', view: 'group-booking-contact' })}
            >
              Contact the restaurant
            </Button>
            <Button variant="link" onClick={() => dispatch({ type: 'step/set', step: 1 })}>
              Change the number of guests
            </Button>
          </div>
        </div>
      );
      break;
    }
    case 'group-booking-contact':
      body = (
        <div className={styles.view}>
          {heading('Contact the restaurant')}
          <p>{BOOKING_MESSAGES.callUs}</p>
          {restaurant?.phoneNumber ? (
            <p>
              <a className={styles.callButton} href={`tel:${restaurant.phoneNumber.replace(/\s+/g, '')}`}>
                Call {restaurant.title} on {restaurant.phoneNumber}
              </a>
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => dispatch({ type: 'view/set', view: 'group-booking' })}>
              Back
            </Button>
          </div>
        </div>
      );
      break;
    case 'thank-you':
      body = (
        <div className={styles.view}>
          {heading(
            state.isEnquiry
              ? 'Thank you for your enquiry'
              : isEvent
                ? 'Thank you for your request'
                : 'Thank you, your table is booked',
          )}
          {pending ? (
            <p>
              Your booking is not yet confirmed. {restaurant?.title} will reply within {ENQUIRY_REPLY_HOURS}{' '}
              hours.
            </p>
          ) : null}
          <p className={styles.reference}>
            {pending ? 'Reference' : 'Booking reference'}:{' '}
            <strong data-testid="booking-reference">{state.confirmationNumber}</strong>
          </p>
          <dl className={styles.summary}>
            <dt>Restaurant</dt>
            <dd>{restaurant?.title}</dd>
            <dt>Date</dt>
            <dd>{dayLabel(state.selectedDate)}</dd>
            <dt>Time</dt>
            <dd>{state.selectedBookingTime}</dd>
            <dt>Guests</dt>
            <dd>{guestsLabel(state.adultCovers, state.childCovers)}</dd>
          </dl>
          <p>We have sent the details to {customerInput.email.trim()}.</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={startAgain}>
              Make another booking
            </Button>
          </div>
        </div>
      );
      break;
    default:
      body = (
        <div className={styles.view}>
          <p className={styles.stepCount}>Step {state.step} of 3</p>
          {heading(cardStep ? 'Guarantee your booking' : STEP_TITLES[state.step])}
          {restaurantBar}
          {error}
          {state.step === 1 ? (
            <StepOne state={state} dispatch={dispatch} today={today} onSubmit={continueFromStepOne} />
          ) : null}
          {state.step === 2 ? (
            <StepTwo
              state={state}
              onMenu={(menuId) => {
                dispatch({ type: 'menu/set', menuId });
                void loadSlots(state, menuId, state.selectedArea);
              }}
              onArea={(areaId) => {
                dispatch({ type: 'area/set', areaId });
                void loadSlots(state, state.selectedMenu, areaId);
              }}
              onTime={(time) => dispatch({ type: 'time/set', time })}
              onBack={() => dispatch({ type: 'step/set', step: 1 })}
              onSubmit={(event) => {
                event.preventDefault();
                void startStepThree();
              }}
            />
          ) : null}
          {state.step === 3 && !cardStep ? (
            <form
              className={styles.form}
              method="post"
              onSubmit={submitStepThree}
              noValidate
              aria-labelledby={headingId}
            >
              <dl className={styles.summary} data-testid="booking-summary">
                <dt>Restaurant</dt>
                <dd>{restaurant?.title}</dd>
                <dt>Date</dt>
                <dd>{dayLabel(state.selectedDate)}</dd>
                <dt>Time</dt>
                <dd>{state.selectedBookingTime}</dd>
                <dt>Guests</dt>
                <dd>{guestsLabel(state.adultCovers, state.childCovers)}</dd>
                <dt>Menu</dt>
                <dd>{state.restaurantMenus.find((m) => m.id === state.selectedMenu)?.name}</dd>
              </dl>
              <div className={styles.fields}>
                <TextInput
                  label="First name"
                  name="firstName"
                  autoComplete="given-name"
                  {...text('firstName')}
                />
                <TextInput
                  label="Last name"
                  name="lastName"
                  autoComplete="family-name"
                  {...text('lastName')}
                />
                <TextInput
                  className={styles.wide}
                  label="Email address"
                  name="email"
                  type="email"
                  autoComplete="email"
                  spellCheck={false}
                  {...text('email')}
                />
                <TextInput
                  className={styles.wide}
                  label="Mobile number (optional)"
                  name="phoneNumber"
                  type="tel"
                  autoComplete="tel"
                  width="20"
                  {...text('phoneNumber')}
                />
                <Textarea
                  className={styles.wide}
                  label="Special requests (optional)"
                  name="specialRequest"
                  rows={3}
                  {...text('specialRequest')}
                />
              </div>
              <Checkbox
                label="Send me news and offers by email"
                checked={customerInput.shouldReceivePromotions}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setCustomerInput((c) => ({ ...c, shouldReceivePromotions: checked }));
                }}
              />
              <Checkbox
                label="Send me news and offers by text message"
                checked={customerInput.shouldReceiveSms}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setCustomerInput((c) => ({ ...c, shouldReceiveSms: checked }));
                }}
              />
              {pending ? (
                <p className={styles.muted}>
                  {isEvent ? 'A request' : 'An enquiry'} is not a confirmed booking: we will reply within{' '}
                  {ENQUIRY_REPLY_HOURS} hours.
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onClick={() => dispatch({ type: 'step/set', step: 2 })}
                  disabled={state.stepThreeLoading}
                >
                  Back
                </Button>
                <Button
                  type="submit"
                  disabled={!customer.isValid}
                  loading={state.stepThreeLoading}
                  loadingLabel="placing your booking"
                >
                  {mainLabel}
                </Button>
              </div>
            </form>
          ) : null}
          {state.step === 3 && cardStep ? (
            <CardGuarantee
              provider={cardProvider}
              getClientToken={card.getClientToken}
              submitCard={card.submitCard}
              customer={{
                firstName: customerInput.firstName.trim(),
                lastName: customerInput.lastName.trim(),
                email: customerInput.email.trim(),
              }}
              bookLabel={state.isEnquiry ? 'Enquire Now' : 'Book Now'}
              onAccepted={(customerId) => dispatch({ type: 'card/accepted', customerId })}
              onBook={() => void placeBooking(state.braintreeCustomerId)}
              submitting={state.stepThreeLoading}
            />
          ) : null}
        </div>
      );
  }

  return (
    <section className={styles.root} aria-labelledby={headingId} data-testid="booking-wizard">
      {body}
    </section>
  );
}

type Dispatch = (action: Parameters<typeof wizardReducer>[1]) => void;

function StepOne({
  state,
  dispatch,
  today,
  onSubmit,
}: {
  state: WizardState;
  dispatch: Dispatch;
  today: Date;
  onSubmit(event: FormEvent): void;
}) {
  const occasionOptions = state.occasions.map((o) => ({ value: o.id, label: o.name ?? o.id }));
  const { minCovers, maxCovers } = state.restrictions;
  return (
    <form
      className={styles.form}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Occasion, guests and date"
    >
      <DatePicker
        label="Date"
        value={new Date(`${state.selectedDate}T12:00:00`)}
        today={today}
        onChange={(d) => {
          if (d) dispatch({ type: 'date/set', date: isoDay(d) });
        }}
      />
      {state.stepOneLoading ? <Spinner size="small" label="Loading occasions" /> : null}
      {occasionOptions.length > 0 ? (
        <Select
          label="Occasion"
          options={occasionOptions}
          value={state.selectedOccasion ?? ''}
          disabled={state.stepOneDisabled}
          onChange={(event) => dispatch({ type: 'occasion/set', occasionId: event.currentTarget.value })}
        />
      ) : null}
      <div className={styles.fields}>
        <NumberStepper
          label="Adults"
          hint={`${minCovers} to ${maxCovers}`}
          min={minCovers}
          max={maxCovers}
          value={state.adultCovers}
          disabled={state.stepOneDisabled}
          onChange={(adults) => dispatch({ type: 'covers/set', adults, children: state.childCovers })}
        />
        <NumberStepper
          label="Children"
          hint={`0 to ${MAX_CHILDREN}`}
          min={0}
          max={MAX_CHILDREN}
          value={state.childCovers}
          disabled={state.stepOneDisabled}
          onChange={(children) => dispatch({ type: 'covers/set', adults: state.adultCovers, children })}
        />
      </div>
      <TimeSelect
        label="Preferred time"
        hint="We show the free tables around it in the next step"
        value={state.selectedBookingTime}
        onChange={(event) => dispatch({ type: 'time/set', time: event.currentTarget.value })}
      />
      {state.showFooter ? (
        <div className={styles.actions}>
          <Button type="submit" disabled={state.stepOneDisabled || !state.selectedOccasion}>
            Continue
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function StepTwo({
  state,
  onMenu,
  onArea,
  onTime,
  onBack,
  onSubmit,
}: {
  state: WizardState;
  onMenu(id: string): void;
  onArea(id: string | null): void;
  onTime(time: string): void;
  onBack(): void;
  onSubmit(event: FormEvent): void;
}) {
  const busy = state.stepTwoDisabled;
  return (
    <form
      className={styles.form}
      method="post"
      onSubmit={onSubmit}
      noValidate
      aria-label="Time, menu and area"
      aria-busy={busy || undefined}
    >
      {state.stepTwoLoading ? <Spinner size="small" label="Finding free tables" /> : null}
      {state.slots.length > 0 ? (
        <Select
          label="Time"
          options={state.slots.map((s) => ({
            value: s.time,
            label: s.canEnquire ? `${s.time} (enquiry)` : s.time,
          }))}
          value={state.selectedBookingTime}
          disabled={busy}
          onChange={(event) => onTime(event.currentTarget.value)}
        />
      ) : null}
      {state.restaurantMenus.length > 0 ? (
        <Select
          label="Menu"
          options={state.restaurantMenus.map((m) => ({ value: m.id, label: m.name }))}
          value={state.selectedMenu ?? ''}
          disabled={busy}
          onChange={(event) => onMenu(event.currentTarget.value)}
        />
      ) : null}
      {state.restaurantAreas.length > 0 ? (
        <Select
          label="Area"
          options={state.restaurantAreas.map((a) => ({ value: a.id, label: a.name }))}
          value={state.selectedArea ?? ''}
          disabled={busy}
          onChange={(event) => onArea(event.currentTarget.value || null)}
        />
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={busy || !state.selectedBookingDate || !state.selectedMenu}>
          Continue
        </Button>
      </div>
    </form>
  );
}

function RestaurantChoice({
  heading,
  restaurants,
  current,
  changing,
  onChoose,
  onCancel,
}: {
  heading: React.ReactNode;
  restaurants: readonly Restaurant[];
  current: string | null;
  changing: boolean;
  onChoose(id: string): void;
  onCancel(): void;
}) {
  const [choice, setChoice] = useState(current ?? '');
  const [error, setError] = useState<string | undefined>();
  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      aria-label={changing ? 'Change restaurant' : 'Choose a restaurant'}
      onSubmit={(event) => {
        event.preventDefault();
        if (!choice) {
          setError('Choose a restaurant');
          return;
        }
        onChoose(choice);
      }}
    >
      {heading}
      {changing ? <p>Changing the restaurant starts your booking again.</p> : null}
      <Select
        label="Restaurant"
        placeholder="Choose a restaurant"
        options={restaurants.map((r) => ({ value: r.storeId, label: r.title }))}
        value={choice}
        error={error}
        onChange={(event) => {
          setChoice(event.currentTarget.value);
          setError(undefined);
        }}
      />
      <div className={styles.actions}>
        {changing ? (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit">{changing ? 'Change restaurant' : 'Continue'}</Button>
      </div>
    </form>
  );
}

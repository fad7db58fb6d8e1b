import {
  BOOKING_MESSAGES,
  type BrandClient,
  londonToday,
  MAX_TABLE_BOOKING_COVERS,
  type Restaurant,
} from '@fittizia/contract';
import { useEffect, useReducer, useState } from 'react';
import {
  type BookingChoices,
  type BookingCustomer,
  bookingRequest,
  customerErrors,
  emptyCustomer,
  idempotencyKeys,
  journeyFailure,
  mainActionOf,
  type PlaceKind,
  placeBooking,
  readAreas,
  readExtras,
  readMenus,
  readOccasions,
  readSlots,
  type SlotAsk,
  WIZARD_CUSTOMER_RULES,
} from '../journey/index.ts';
import type { WizardModel } from '../steps/wizardModel.ts';
import { initialWizardState, type WizardState, wizardReducer } from './wizardReducer.ts';

/** A read's failure as the message of 8.1 (a call that is not the create). */
const readFailure = (error: unknown) => journeyFailure(error, 'read').message;

/** The wizard's question as the journey's reads take it. */
const slotAsk = (s: WizardState, storeId: string): SlotAsk => ({
  storeId,
  occasionId: s.selectedOccasion ?? '',
  date: s.selectedDate,
  time: s.selectedBookingTime,
  adults: s.adultCovers,
  children: s.childCovers,
  areaId: s.selectedArea,
});

/** The wizard's choices as the journey's booking request takes them (the same body as the modal's). */
export function wizardChoices(
  state: WizardState,
  customer: BookingCustomer,
  braintreeCustomerId: string | null,
): BookingChoices {
  const menu = state.restaurantMenus.find((m) => m.id === state.selectedMenu);
  return {
    restaurantId: state.restaurantId ?? '',
    date: state.selectedDate,
    time: state.selectedBookingTime,
    adults: state.adultCovers,
    children: state.childCovers,
    occasionId: state.selectedOccasion ?? '',
    menu: menu && { id: menu.id, name: menu.name },
    extras: state.extras,
    customer,
    braintreeCustomerId,
  };
}

export interface UseBookingWizardOptions {
  client: BrandClient;
  restaurants: readonly Restaurant[];
  initialRestaurantId?: string | undefined;
  now?: Date | undefined;
  onBookingFailed?: ((restaurantId: string) => void) | undefined;
}

/**
 * The older wizard's calls (spec 4.4, 7.2): occasions for the date, areas, menus and slots, the requirements
 * and extras, and the booking itself through the journey's `placeBooking` (its request, Idempotency-Key and
 * messages are the modal's).
 */
export function useBookingWizard({
  client,
  restaurants,
  initialRestaurantId,
  now,
  onBookingFailed,
}: UseBookingWizardOptions) {
  const [today] = useState(() => now ?? new Date());
  // London's day, as the modal's and the brand API's: not the device's.
  const todayIso = londonToday(today);
  const only = restaurants.length === 1 ? restaurants[0]?.storeId : undefined;
  const [state, dispatch] = useReducer(wizardReducer, undefined, () =>
    initialWizardState({ today: todayIso, restaurantId: initialRestaurantId ?? only ?? null }),
  );
  const [customerInput, setCustomerInput] = useState<BookingCustomer>(emptyCustomer);
  const [cardStep, setCardStep] = useState(false);
  const [keys] = useState(() => idempotencyKeys());
  const restaurant = restaurants.find((r) => r.storeId === state.restaurantId);
  const storeId = restaurant?.storeId;

  // Step one: the occasions (restrictions) of the chosen restaurant on the chosen date.
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
    readOccasions(client, storeId, date, controller.signal)
      .then((occasions) => dispatch({ type: 'restrictions/loaded', occasions }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted)
          dispatch({ type: 'restrictions/failed', message: readFailure(error) });
      });
    return () => controller.abort();
  }, [client, storeId, date, holidayPark, providerUrl]);

  const loadSlots = async (s: WizardState, menuId: string | null, areaId: string | null) => {
    if (!storeId || !menuId) return;
    dispatch({ type: 'slots/loading' });
    try {
      const slots = await readSlots(client, { ...slotAsk(s, storeId), menuId, areaId });
      dispatch({ type: 'slots/loaded', slots });
      if (slots.length === 0) dispatch({ type: 'stepTwo/failed', message: BOOKING_MESSAGES.callUs });
    } catch (error) {
      dispatch({ type: 'stepTwo/failed', message: readFailure(error) });
    }
  };

  /** Step two: areas and menus (the first of each, filtered by the occasion), then the slots for them. */
  const startStepTwo = async () => {
    if (!storeId) return;
    dispatch({ type: 'step/set', step: 2 });
    dispatch({ type: 'stepTwo/loading' });
    const s = state;
    try {
      const ask = slotAsk(s, storeId);
      const [areasRead, menusRead] = await Promise.all([readAreas(client, ask), readMenus(client, ask)]);
      const areas = { type: 'areas/loaded', areas: areasRead } as const;
      const menus = { type: 'menus/loaded', menus: menusRead } as const;
      // Filter as the reducer does, to know the first of each for the slots call.
      const next = wizardReducer(wizardReducer(s, areas), menus);
      dispatch(areas);
      dispatch(menus);
      if (!next.selectedMenu) {
        dispatch({ type: 'stepTwo/failed', message: BOOKING_MESSAGES.noMenus });
        return;
      }
      await loadSlots(next, next.selectedMenu, next.selectedArea);
    } catch (error) {
      dispatch({ type: 'stepTwo/failed', message: readFailure(error) });
    }
  };

  const continueFromStepOne = () => {
    if (!state.selectedOccasion || state.stepOneDisabled) return;
    if (state.coverSize > MAX_TABLE_BOOKING_COVERS) dispatch({ type: 'view/set', view: 'group-booking' });
    else void startStepTwo();
  };

  /** Step three: the booking's requirements (card guarantee, enquiry) and the extras offered. */
  const startStepThree = async () => {
    if (!storeId || !state.selectedMenu || !state.selectedBookingDate) return;
    dispatch({ type: 'stepThree/started' });
    setCardStep(false);
    try {
      const { requirements, upsells } = await readExtras(client, {
        ...slotAsk(state, storeId),
        menuId: state.selectedMenu,
      });
      dispatch({ type: 'requirements/loaded', ...requirements });
      dispatch({ type: 'upsells/loaded', upsells });
    } catch (error) {
      dispatch({ type: 'requirements/failed', message: readFailure(error) });
    }
  };

  const errors = customerErrors(customerInput, WIZARD_CUSTOMER_RULES);
  const customerValid = Object.keys(errors).length === 0;
  const kind: PlaceKind = state.bookingType === 'event' ? 'event' : state.isEnquiry ? 'enquiry' : 'create';
  const book = async (braintreeCustomerId: string | null) => {
    if (!storeId) return;
    dispatch({ type: 'booking/submitting', customer: customerInput });
    const body = bookingRequest(wizardChoices(state, customerInput, braintreeCustomerId));
    try {
      const answer = await placeBooking(client, kind, body, keys);
      dispatch({
        type: 'booking/succeeded',
        confirmationNumber: answer.bookingReference,
        manageLink: answer.manageLink,
        confirmationSentTo: answer.confirmationSentTo,
      });
    } catch (error) {
      dispatch({ type: 'booking/failed', failure: journeyFailure(error, 'create') });
      setCardStep(false);
      onBookingFailed?.(storeId);
    }
  };

  /** The main button of step three (the journey's rule): an enquiry, the card step a table needs, or the booking. */
  const action = mainActionOf({
    enquiry: state.isEnquiry,
    cardRequired: state.creditCardRequired && state.bookingType !== 'event',
    cardAccepted: false,
  });
  const submitDetails = () => {
    if (!customerValid || state.stepThreeLoading) return;
    if (action === 'card') setCardStep(true);
    else void book(null);
  };

  const startAgain = () => {
    setCustomerInput(emptyCustomer);
    setCardStep(false);
    dispatch({ type: 'wizard/reset', today: todayIso });
  };

  const model = {
    state,
    dispatch,
    today,
    todayIso,
    restaurant,
    providerUrl,
    holidayPark,
    customerInput,
    setCustomerInput,
    customerErrors: errors,
    cardStep,
    action,
    loadSlots,
    startStepTwo,
    continueFromStepOne,
    startStepThree,
    submitDetails,
    book,
    startAgain,
  };
  return model satisfies WizardModel;
}
export type BookingWizardModel = ReturnType<typeof useBookingWizard>;

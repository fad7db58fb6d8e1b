import {
  BOOKING_MESSAGES,
  type BrandClient,
  DEFAULT_BOOKING_TIME,
  FIRST_BOOKING_TIME,
  londonToday,
  MAX_TABLE_BOOKING_COVERS,
  type Restaurant,
} from '@fittizia/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import {
  areasQuery,
  availabilityQuery,
  BOOKING_QUERY_KEY,
  bookingRequestFrom,
  covers,
  customerErrors,
  extrasQuery,
  idempotencyKeys,
  initialJourney,
  type JourneyState,
  journeyFailure,
  journeyReducer,
  menusQuery,
  occasionOf,
  occasionsQuery,
  placeBooking,
  type SlotAsk,
  slotsQuery,
  WIZARD_CUSTOMER_RULES,
  wizardFoundNoTime,
  wizardKind,
  wizardMainAction,
} from '../journey/index.ts';
import type { WizardModel, WizardPanel } from '../steps/wizardModel.ts';

/** A read's failure as the message of 8.1 (a call that is not the create). */
const readFailure = (error: unknown) => journeyFailure(error, 'read').message;

/** The wizard's question as the journey's reads take it. */
const slotAsk = (s: JourneyState): SlotAsk => ({
  storeId: s.restaurantId ?? '',
  occasionId: s.occasionId ?? '',
  date: s.search.date ?? '',
  time: s.search.time,
  adults: s.search.adults,
  children: s.search.children,
  areaId: s.areaId ?? null,
});

export interface UseBookingWizardOptions {
  client: BrandClient;
  restaurants: readonly Restaurant[];
  initialRestaurantId?: string | undefined;
  now?: Date | undefined;
  onBookingFailed?: ((restaurantId: string) => void) | undefined;
}

/**
 * The older wizard (spec 4.4) on the booking journey: it performs the reads of `journey/queries.ts` (occasions
 * for the date, areas and menus, the times, the requirements and extras) and the booking through the journey's
 * `placeBooking`, and dispatches their answers to the journey. It keeps only what it shows: the panel open and
 * whether the occasions are being read or the booking placed.
 */
export function useBookingWizard(options: UseBookingWizardOptions) {
  const { client, restaurants, initialRestaurantId, now, onBookingFailed } = options;
  const queryClient = useQueryClient();
  const [today] = useState(() => now ?? new Date());
  // London's day, as the modal's and the brand API's: not the device's.
  const todayIso = londonToday(today);
  const only = restaurants.length === 1 ? restaurants[0]?.storeId : undefined;
  const [state, dispatch] = useReducer(journeyReducer, undefined, () => {
    const first = restaurants.find((r) => r.storeId === (initialRestaurantId ?? only));
    return initialJourney({
      ...(first ? { restaurant: first } : {}),
      search: { date: todayIso, time: DEFAULT_BOOKING_TIME },
    });
  });
  const [panel, setPanel] = useState<WizardPanel>('steps');
  const [busy, setBusy] = useState<'occasions' | 'booking'>();
  const [keys] = useState(() => idempotencyKeys());
  const restaurant = restaurants.find((r) => r.storeId === state.restaurantId);
  const storeId = restaurant?.storeId;

  // Step one: the occasions of the chosen restaurant on the chosen date, read again whenever a restaurant is
  // chosen (each choice is a new outcome: another booking, the same restaurant chosen again) or the date changes.
  const { outcome } = state;
  const date = state.search.date ?? todayIso;
  useEffect(() => {
    if (!storeId || outcome?.kind !== 'book') return;
    let current = true;
    setBusy('occasions');
    queryClient
      .fetchQuery(occasionsQuery(client, storeId, date))
      .then((occasions) => {
        if (current) dispatch({ type: 'occasionsLoaded', occasions });
      })
      .catch((error: unknown) => {
        if (current) dispatch({ type: 'readFailed', message: readFailure(error) });
      })
      .finally(() => {
        if (current) setBusy(undefined);
      });
    return () => {
      current = false;
      setBusy((b) => (b === 'occasions' ? undefined : b));
    };
  }, [client, queryClient, storeId, date, outcome]);

  // Step two found no time: the restaurant's availability answer says whether its standby list can be offered
  // (a table seats the party and it is open that day), the brand API's one rule, as the modal reads it. A failed
  // read offers nothing.
  const { adults, children, time } = state.search;
  const standbyAnswer = useQuery({
    ...availabilityQuery(client, {
      stores: [{ storeId: storeId ?? '', miles: 0 }],
      date,
      time,
      adults,
      children,
    }),
    enabled: wizardFoundNoTime(state) && storeId !== undefined,
  });
  const standbyOffered = standbyAnswer.isError
    ? false
    : standbyAnswer.data && (standbyAnswer.data.find((r) => r.storeId === storeId)?.standbyOffered ?? false);

  const loadSlots = async (s: JourneyState, menuId: string, areaId: string | undefined) => {
    dispatch({ type: 'chooseOptions', menuId, areaId });
    try {
      dispatch({
        type: 'slotsLoaded',
        slots: await queryClient.fetchQuery(slotsQuery(client, { ...slotAsk(s), menuId, areaId })),
      });
    } catch (error) {
      dispatch({ type: 'readFailed', message: readFailure(error) });
    }
  };

  /** Step two: areas and menus (the first of each the occasion allows), then the times for them. */
  const startStepTwo = async () => {
    setPanel('steps');
    const asked = journeyReducer(state, { type: 'askTimes' });
    if (asked.step !== 'times') return;
    dispatch({ type: 'askTimes' });
    try {
      const ask = slotAsk(asked);
      const [areas, menus] = await Promise.all([
        queryClient.fetchQuery(areasQuery(client, ask)),
        queryClient.fetchQuery(menusQuery(client, ask)),
      ]);
      dispatch({ type: 'optionsLoaded', areas, menus });
      const next = journeyReducer(asked, { type: 'optionsLoaded', areas, menus });
      if (next.menuId) await loadSlots(next, next.menuId, next.areaId);
    } catch (error) {
      dispatch({ type: 'readFailed', message: readFailure(error) });
    }
  };

  const continueFromStepOne = () => {
    if (!occasionOf(state) || busy) return;
    if (covers(state.search) > MAX_TABLE_BOOKING_COVERS) setPanel('group-booking');
    else void startStepTwo();
  };

  /** Step three: the time chosen, then its requirements (card guarantee, enquiry) and the extras offered. */
  const startStepThree = async () => {
    const confirm = { type: 'confirmTime', storeName: restaurant?.title ?? '' } as const;
    const next = journeyReducer(state, confirm);
    if (next.step !== 'extras' || !next.menuId) return;
    dispatch(confirm);
    try {
      dispatch({
        type: 'extrasLoaded',
        ...(await queryClient.fetchQuery(extrasQuery(client, { ...slotAsk(next), menuId: next.menuId }))),
      });
    } catch (error) {
      dispatch({ type: 'readFailed', message: readFailure(error) });
    }
  };

  /** After booking status 9: back to step two, with the times read again. */
  const chooseAnotherTime = () => {
    const next = journeyReducer(state, { type: 'slotTaken' });
    if (next.step !== 'times' || !next.menuId) return;
    dispatch({ type: 'slotTaken' });
    queryClient.removeQueries({ queryKey: [BOOKING_QUERY_KEY, 'slots'] });
    void loadSlots(next, next.menuId, next.areaId);
  };

  const errors = customerErrors(state.customer, WIZARD_CUSTOMER_RULES);
  const kind = wizardKind(state);
  const book = async () => {
    if (!storeId || busy === 'booking') return;
    setBusy('booking');
    try {
      const answer = await placeBooking(client, kind, bookingRequestFrom(state), keys);
      dispatch({
        type: 'bookingSucceeded',
        reference: answer.bookingReference,
        enquiry: kind !== 'create',
        manageLink: answer.manageLink,
        sentTo: answer.confirmationSentTo,
        preorder: answer.preorder,
      });
    } catch (error) {
      dispatch({ type: 'bookingFailed', message: journeyFailure(error, 'create').message });
      // Back from the card to the details form, where the message is read.
      if (state.step === 'card')
        dispatch({ type: 'showStep', step: state.upsells?.length ? 'extras' : 'details' });
      onBookingFailed?.(storeId);
    } finally {
      setBusy(undefined);
    }
  };

  const action = wizardMainAction(state);
  const submitDetails = () => {
    if (Object.keys(errors).length > 0 || busy === 'booking') return;
    if (action !== 'card') {
      void book();
      return;
    }
    dispatch({ type: 'confirmExtras' });
    dispatch({ type: 'needCard' });
  };

  /** A new booking (`time`: 09:00 after a booking, spec 4.4 and 9), at `at` or the restaurant chosen. */
  const startAgain = (at = restaurant, time = FIRST_BOOKING_TIME) => {
    dispatch({ type: 'reset', ...(at ? { restaurant: at } : {}), search: { date: todayIso, time } });
    setPanel('steps');
  };
  /** A restaurant chosen (or changed): the booking starts again there; the diner's details stay. */
  const chooseRestaurant = (id: string) => {
    startAgain(
      restaurants.find((r) => r.storeId === id),
      state.search.time,
    );
    dispatch({ type: 'setCustomer', customer: state.customer });
  };

  // Step two is reading the menus, areas or times: nothing answered yet.
  const readingTimes =
    state.step === 'times' && !state.slots && !state.availabilityError && !state.availabilityMessage;
  const model = {
    state,
    dispatch,
    today,
    restaurant,
    panel,
    setPanel,
    enquiry: kind === 'enquiry',
    event: kind === 'event',
    customerErrors: errors,
    setCustomer: (customer: Partial<JourneyState['customer']>) => dispatch({ type: 'setCustomer', customer }),
    submitting: busy === 'booking',
    readingOccasions: busy === 'occasions',
    readingTimes,
    standbyOffered,
    action,
    slotTaken: state.bookingError === BOOKING_MESSAGES.slotTaken,
    loadSlots,
    startStepTwo,
    continueFromStepOne,
    startStepThree,
    chooseAnotherTime,
    submitDetails,
    book,
    startAgain: () => startAgain(),
    chooseRestaurant,
  };
  return model satisfies WizardModel;
}
export type BookingWizardModel = ReturnType<typeof useBookingWizard>;

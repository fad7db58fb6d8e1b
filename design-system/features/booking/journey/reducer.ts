import {
  type AvailabilityResult,
  BOOKING_MESSAGES,
  type BookingMenu,
  ENQUIRY_COVERS_THRESHOLD,
  MAX_CHILDREN,
  MIN_CHILDREN,
  type RequirementsResponse,
  type Upsell,
} from '@fittizia/contract';
import { offeredStores, padTime, restaurantOutcome } from './availability.ts';
import type { BookingCustomer } from './customer.ts';
import {
  type BookingConfirmation,
  type BookingRestaurant,
  type BookingSearch,
  blankJourney,
  type ChosenSlot,
  type JourneyState,
  type JourneyStep,
} from './state.ts';
import { clearFrom, EDIT_SECTIONS, type EditSection, stepDef } from './steps.ts';
import { coverLimits, journeyWizardReducer, type WizardAction } from './wizard.ts';

export type JourneyAction =
  | { type: 'chooseRestaurant'; restaurant: BookingRestaurant }
  | { type: 'setSearch'; search: Partial<BookingSearch> }
  | { type: 'availabilityLoaded'; results: AvailabilityResult[]; today: string }
  | { type: 'availabilityFailed'; message: string }
  | { type: 'chooseSlot'; storeId: string; time: string }
  | { type: 'menusLoaded'; menus: BookingMenu[] }
  | { type: 'chooseMenu'; menuId: string }
  | { type: 'extrasLoaded'; upsells: Upsell[]; requirements: RequirementsResponse }
  | { type: 'requirementsLoaded'; requirements: RequirementsResponse }
  | { type: 'setExtra'; id: string; quantity: number }
  | { type: 'confirmExtras' }
  | { type: 'setCustomer'; customer: Partial<BookingCustomer> }
  | { type: 'needCard' }
  | { type: 'cardAccepted'; customerId: string }
  /** The create answer: reference, manage page, address sent to, calendar download, pre-order (BookingConfirmation). */
  | ({ type: 'bookingSucceeded' } & BookingConfirmation)
  | { type: 'bookingFailed'; message: string }
  | { type: 'slotTaken' }
  | { type: 'edit'; section: EditSection }
  | { type: 'restore'; state: JourneyState }
  /** Back and Forward: show a step again with everything still held (when it has what it needs). */
  | { type: 'showStep'; step: JourneyStep }
  | { type: 'reset'; restaurant?: BookingRestaurant; search?: Partial<BookingSearch> }
  | WizardAction;

const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

const clamp = (n: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(n) ? Math.round(n) : min));

/** The party within the booking's limits (the adults within the wizard's occasion's, when one is chosen). */
function clampSearch(search: BookingSearch, limits = coverLimits({})): BookingSearch {
  return {
    ...search,
    adults: clamp(search.adults, limits.min, limits.max),
    children: clamp(search.children, MIN_CHILDREN, MAX_CHILDREN),
  };
}

export function initialJourney(
  init: { restaurant?: BookingRestaurant; search?: Partial<BookingSearch> } = {},
): JourneyState {
  const state: JourneyState = {
    ...blankJourney,
    search: clampSearch({ ...blankJourney.search, ...definedOnly(init.search ?? {}) }),
  };
  return init.restaurant
    ? journeyReducer(state, { type: 'chooseRestaurant', restaurant: init.restaurant })
    : state;
}

export const covers = (search: Pick<BookingSearch, 'adults' | 'children'>) => search.adults + search.children;

function toChosen(result: AvailabilityResult, time: string): ChosenSlot {
  return {
    storeId: result.storeId,
    storeName: result.storeName,
    time: padTime(time),
    occasionId: result.occasionId ?? undefined,
    isPlaceAsEnquiryEnabled: result.isPlaceAsEnquiryEnabled,
  };
}

function availabilityLoaded(state: JourneyState, results: AvailabilityResult[], today: string): JourneyState {
  const withResults = { ...clearFrom(state, 'search'), availability: results };
  if (offeredStores(withResults).length === 0) {
    const sameDayLarge = covers(state.search) >= ENQUIRY_COVERS_THRESHOLD && state.search.date === today;
    return { ...withResults, availabilityMessage: sameDayLarge ? 'largePartySameDay' : 'callUs' };
  }
  const exact = results.filter((r) => r.exactMatch && r.timeSlots.length > 0);
  const only = exact.length === 1 ? exact[0] : undefined;
  // Exactly one exact match, at the restaurant asked for: its slot is chosen (the asked time when it is among
  // its slots, else its first). An exact match elsewhere is offered in the list instead.
  if (only && only.storeId === state.restaurantId) {
    const slots = only.timeSlots.map((s) => padTime(s.time));
    const time = slots.includes(state.search.time) ? state.search.time : (slots[0] as string);
    return { ...withResults, chosen: toChosen(only, time), step: 'menu' };
  }
  return { ...withResults, step: 'times' };
}

function chooseSlot(state: JourneyState, storeId: string, time: string): JourneyState {
  const result = state.availability?.find((r) => r.storeId === storeId);
  if (!result) return state;
  const chosen = toChosen(result, time);
  // After booking status 9 at the same restaurant, its menu, extras and details stay: straight back to the
  // details with the new time (the requirements are read again for it).
  if (state.menuId && state.slotMessage && storeId === state.restaurantId) {
    return {
      ...state,
      chosen,
      requirements: undefined,
      slotMessage: undefined,
      bookingError: undefined,
      step: 'details',
    };
  }
  return { ...clearFrom(state, 'times'), chosen, restaurantId: storeId, step: 'menu' };
}

/**
 * The extras with one quantity set, kept within its upsell's bounds (spec 5.2); at 0 the item is removed. An id
 * not offered leaves them as they were.
 */
export function withExtra(
  extras: Record<string, number>,
  upsells: readonly Upsell[] | undefined,
  id: string,
  quantity: number,
): Record<string, number> {
  const upsell = upsells?.find((u) => u.id === id);
  if (!upsell) return extras;
  const clamped = clamp(quantity, 0, upsell.maximumQuantity);
  const { [id]: _, ...rest } = extras;
  return clamped === 0 ? rest : { ...rest, [id]: clamped };
}

/** The quantities chosen before that are still offered, each within its new bounds. */
export function keptExtras(
  extras: Record<string, number>,
  upsells: readonly Upsell[],
): Record<string, number> {
  let kept: Record<string, number> = {};
  for (const u of upsells) kept = withExtra(kept, upsells, u.id, extras[u.id] ?? 0);
  return kept;
}

function setExtra(state: JourneyState, id: string, quantity: number): JourneyState {
  if (state.step !== 'extras') return state;
  const extras = withExtra(state.extras, state.upsells, id, quantity);
  return extras === state.extras ? state : { ...state, extras };
}

/** The taken time leaves the list; menu, extras and details stay (spec 8.2, booking status 9). */
function slotTaken(state: JourneyState): JourneyState {
  const taken = state.chosen;
  const availability = state.availability?.map((r) =>
    taken && r.storeId === taken.storeId
      ? { ...r, exactMatch: false, timeSlots: r.timeSlots.filter((s) => padTime(s.time) !== taken.time) }
      : r,
  );
  return {
    ...state,
    step: 'times',
    availability,
    chosen: undefined,
    requirements: undefined,
    braintreeCustomerId: undefined,
    bookingError: undefined,
    slotMessage: BOOKING_MESSAGES.slotTaken,
  };
}

function edit(state: JourneyState, section: EditSection): JourneyState {
  const step = EDIT_SECTIONS[section];
  switch (step) {
    case 'restaurant':
      return initialJourney();
    case 'search':
      if (!state.restaurantId || state.outcome?.kind !== 'book') return state;
      break;
    case 'times':
      if (!state.availability || !state.chosen) return state;
      break;
    case 'menu':
      if (!state.menuId) return state;
      break;
    case 'extras':
      if (!state.upsells || state.upsells.length === 0) return state;
      break;
  }
  return { ...clearFrom(state, step), step };
}

/**
 * The booking journey of spec 4.3 as a pure reducer. The front-ends perform the calls and dispatch their
 * answers; what each step clears is `clearFrom` (steps.ts), the one place the Edit rules are written.
 */
export function journeyReducer(state: JourneyState, action: JourneyAction): JourneyState {
  switch (action.type) {
    case 'chooseRestaurant': {
      const outcome = restaurantOutcome(action.restaurant);
      const base = { ...clearFrom(state, 'search'), restaurantId: action.restaurant.storeId, outcome };
      return { ...base, step: outcome.kind === 'book' ? 'search' : 'restaurant' };
    }
    case 'setSearch':
      if (state.step !== 'search') return state;
      // A new party, date or time: whatever was read for the old one goes.
      return {
        ...clearFrom(state, 'search'),
        search: clampSearch({ ...state.search, ...definedOnly(action.search) }, coverLimits(state)),
      };
    case 'availabilityLoaded':
      return state.step === 'search' ? availabilityLoaded(state, action.results, action.today) : state;
    case 'availabilityFailed':
      if (state.step !== 'search') return state;
      return { ...clearFrom(state, 'search'), availabilityError: action.message };
    case 'chooseSlot':
      return state.step === 'times' ? chooseSlot(state, action.storeId, action.time) : state;
    case 'menusLoaded': {
      if (state.step !== 'menu' || state.menus) return state;
      const only = action.menus.length === 1 ? action.menus[0] : undefined;
      const next = { ...state, menus: action.menus };
      return only ? { ...clearFrom(next, 'menu'), menuId: only.id, step: 'extras' } : next;
    }
    case 'chooseMenu':
      if (state.step !== 'menu' || !state.menus?.some((m) => m.id === action.menuId)) return state;
      return { ...clearFrom(state, 'menu'), menuId: action.menuId, step: 'extras' };
    case 'extrasLoaded': {
      if (state.step !== 'extras' || state.upsells) return state;
      // Quantities chosen before (the wizard's new time after status 9) stay for the extras still offered.
      const extras = keptExtras(state.extras, action.upsells);
      const next = { ...state, upsells: action.upsells, requirements: action.requirements, extras };
      return action.upsells.length === 0 ? { ...next, step: 'details' } : next;
    }
    case 'requirementsLoaded':
      return state.step === 'details' && state.menuId
        ? { ...state, requirements: action.requirements }
        : state;
    case 'setExtra':
      return setExtra(state, action.id, action.quantity);
    case 'confirmExtras':
      if (state.step !== 'extras' || !state.upsells) return state;
      return { ...state, step: 'details' };
    case 'setCustomer':
      return { ...state, customer: { ...state.customer, ...action.customer }, bookingError: undefined };
    case 'needCard':
      if (state.step !== 'details') return state;
      return { ...state, step: 'card', bookingError: undefined };
    case 'cardAccepted':
      return state.step === 'card' ? { ...state, braintreeCustomerId: action.customerId } : state;
    case 'bookingSucceeded':
      return {
        ...state,
        step: 'done',
        bookingError: undefined,
        confirmation: {
          reference: action.reference,
          enquiry: action.enquiry,
          manageLink: action.manageLink,
          sentTo: action.sentTo,
          calendarLink: action.calendarLink,
          preorder: action.preorder,
        },
      };
    case 'bookingFailed':
      return { ...state, bookingError: action.message };
    case 'slotTaken':
      // The modal books from the details or the card; the wizard's details form shows the extras too.
      return ['extras', 'details', 'card'].includes(state.step) && state.chosen ? slotTaken(state) : state;
    case 'edit':
      return state.step === 'done' ? state : edit(state, action.section);
    case 'restore':
      return action.state;
    case 'showStep':
      return state.step !== 'done' && stepDef(action.step).ready(state)
        ? { ...state, step: action.step }
        : state;
    case 'reset':
      return initialJourney({
        ...(action.restaurant ? { restaurant: action.restaurant } : {}),
        ...(action.search ? { search: action.search } : {}),
      });
    default:
      return journeyWizardReducer(state, action);
  }
}

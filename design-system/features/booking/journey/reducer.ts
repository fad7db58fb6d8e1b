import {
  type AvailabilityResult,
  type BookingMenu,
  MAX_CHILDREN,
  MIN_CHILDREN,
  type RequirementsResponse,
  type Upsell,
} from '@fittizia/contract';
import { restaurantOutcome } from './availability.ts';
import type { BookingCustomer } from './customer.ts';
import { keptExtras, withExtra } from './extras.ts';
import { type OthersAsk, othersAsk, sameAsk } from './others.ts';
import {
  type BookingConfirmation,
  type BookingRestaurant,
  type BookingSearch,
  blankJourney,
  type JourneyState,
  type JourneyStep,
  type OtherRestaurant,
} from './state.ts';
import { clearFrom, EDIT_SECTIONS, type EditSection, stepDef } from './steps.ts';
import { carryExtras, carryMenus, switchRestaurant } from './switch.ts';
import { availabilityLoaded, chooseSlot, slotTaken } from './times.ts';
import { coverLimits, journeyWizardReducer, type WizardAction } from './wizard.ts';

export type JourneyAction =
  | { type: 'chooseRestaurant'; restaurant: BookingRestaurant }
  | { type: 'setSearch'; search: Partial<BookingSearch> }
  /** `chosenTime`: the check a book-now address with a chosen time (`chosen=1`) makes as the modal opens. */
  | { type: 'availabilityLoaded'; results: AvailabilityResult[]; today: string; chosenTime?: boolean }
  | { type: 'availabilityFailed'; message: string }
  | { type: 'chooseSlot'; storeId: string; time: string }
  /** The table search's answer around the chosen restaurant, for the question it answers. */
  | { type: 'othersLoaded'; ask: OthersAsk; others: OtherRestaurant[] }
  /** A time at another restaurant of the search: switch there, keeping what is still valid. */
  | { type: 'switchRestaurant'; storeId: string; time: string }
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

function setExtra(state: JourneyState, id: string, quantity: number): JourneyState {
  if (state.step !== 'extras') return state;
  const extras = withExtra(state.extras, state.upsells, id, quantity);
  return extras === state.extras ? state : { ...state, extras };
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
      // After a taken time (status 9) the menu waits for a new time: Edit menu needs a time chosen.
      if (!state.menuId || !state.chosen) return state;
      break;
    case 'extras':
      if (!state.chosen || !state.upsells || state.upsells.length === 0) return state;
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
      return state.step === 'search'
        ? availabilityLoaded(state, action.results, action.today, action.chosenTime)
        : state;
    case 'availabilityFailed':
      if (state.step !== 'search') return state;
      return { ...clearFrom(state, 'search'), availabilityError: action.message };
    case 'chooseSlot':
      return state.step === 'times' ? chooseSlot(state, action.storeId, action.time) : state;
    case 'othersLoaded':
      return state.step === 'times' && !state.others && sameAsk(action.ask, othersAsk(state))
        ? { ...state, others: action.others }
        : state;
    case 'switchRestaurant':
      return state.step === 'times' ? switchRestaurant(state, action.storeId, action.time) : state;
    case 'menusLoaded': {
      if (state.step !== 'menu' || state.menus) return state;
      // A switch of restaurant carrying a menu: kept when offered here (extras next), else cleared and said.
      const carried = carryMenus(state, action.menus);
      if (carried?.step === 'extras') return carried;
      const only = action.menus.length === 1 ? action.menus[0] : undefined;
      const next = { ...(carried ?? state), menus: action.menus };
      return only ? { ...clearFrom(next, 'menu'), menuId: only.id, step: 'extras' } : next;
    }
    case 'chooseMenu':
      if (state.step !== 'menu' || !state.menus?.some((m) => m.id === action.menuId)) return state;
      return { ...clearFrom(state, 'menu'), menuId: action.menuId, step: 'extras' };
    case 'extrasLoaded': {
      if (state.step !== 'extras' || state.upsells) return state;
      const carried = carryExtras(state, action.upsells, action.requirements);
      if (carried) return carried;
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
      // Once the requirements of the chosen time are read (after a taken time they are read again).
      if (state.step !== 'details' || !state.requirements) return state;
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

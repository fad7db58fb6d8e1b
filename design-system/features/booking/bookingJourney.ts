import {
  type AvailabilityResult,
  BOOKING_MESSAGES,
  type BookingMenu,
  type BookingRequestInput,
  DEFAULT_ADULTS,
  DEFAULT_BOOKING_TIME,
  DEFAULT_CHILDREN,
  ENQUIRY_COVERS_THRESHOLD,
  MAX_ADULTS,
  MAX_CHILDREN,
  MIN_ADULTS,
  MIN_CHILDREN,
  type RequirementsResponse,
  type Restaurant,
  SLOTS_EACH_SIDE,
  UK_ALLERGENS,
  type UkAllergen,
  type Upsell,
} from '@fittizia/contract';
import { bookingMode } from '../restaurants/RestaurantDetails/restaurantLinks.ts';
import { type CustomerField, customerFieldError, mobileForRequest } from './customerRules.ts';

/**
 * The booking journey of spec 4.3 as a pure reducer. The modal performs the calls and dispatches their
 * answers; every rule about what a step clears, skips or chooses lives here.
 *
 * Order: restaurant -> party, date and time (`search`) -> availability (`times`) -> restaurant and time
 * confirmed -> menu (auto-chosen if only one) -> extras (skipped if none) -> details -> optional card
 * guarantee -> success (`done`).
 */
export type JourneyStep = 'restaurant' | 'search' | 'times' | 'menu' | 'extras' | 'details' | 'card' | 'done';

/** What choosing a restaurant ends in (spec 4.3: four outcomes). */
export type RestaurantOutcome =
  | { kind: 'book' }
  | { kind: 'provider'; href: string }
  | { kind: 'call-us'; reason: 'holiday-park' | 'disabled'; message: string; phone?: string };

export interface BookingSearch {
  adults: number;
  children: number;
  /** yyyy-MM-dd, undefined until a date is chosen */
  date?: string;
  /** HH:mm */
  time: string;
}

/** The availability answer's message when nothing can be offered (spec 8.2). */
export type AvailabilityMessage = 'callUs' | 'largePartySameDay';

export interface ChosenSlot {
  storeId: string;
  storeName: string;
  time: string;
  occasionId: string | undefined;
  isPlaceAsEnquiryEnabled: boolean;
}

export interface BookingCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  specialRequest: string;
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
  /** Optional structured needs, appended to the special request in words. */
  needs: BookingNeeds;
}

export interface BookingNeeds {
  allergies: UkAllergen[];
  wheelchair: boolean;
  highChair: boolean;
  pram: boolean;
}

export interface BookingConfirmation {
  reference: string;
  enquiry: boolean;
}

export interface JourneyState {
  step: JourneyStep;
  restaurantId?: string;
  outcome?: RestaurantOutcome;
  search: BookingSearch;
  /** The availability answer (restaurants with their slots), kept for the time list. */
  availability?: AvailabilityResult[];
  availabilityMessage?: AvailabilityMessage;
  /** Why availability could not be checked ('Error checking availability', or a booking code's message). */
  availabilityError?: string;
  chosen?: ChosenSlot;
  menus?: BookingMenu[];
  menuId?: string;
  requirements?: RequirementsResponse;
  /** Upsells offered; undefined until loaded. */
  upsells?: Upsell[];
  /** Quantities by upsell id; an item at 0 is removed. */
  extras: Record<string, number>;
  customer: BookingCustomer;
  braintreeCustomerId?: string;
  /** The last booking failure's message (8.1 / 8.2); cleared by the next change. */
  bookingError?: string;
  /** Shown on the time list after booking status 9. */
  slotMessage?: string;
  confirmation?: BookingConfirmation;
}

export const emptyCustomer: BookingCustomer = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  specialRequest: '',
  shouldReceivePromotions: false,
  shouldReceiveSms: false,
  needs: { allergies: [], wheelchair: false, highChair: false, pram: false },
};

export const defaultSearch: BookingSearch = {
  adults: DEFAULT_ADULTS,
  children: DEFAULT_CHILDREN,
  time: DEFAULT_BOOKING_TIME,
};

export function initialJourney(
  init: { restaurant?: BookingRestaurant; search?: Partial<BookingSearch> } = {},
) {
  const state: JourneyState = {
    step: 'restaurant',
    search: clampSearch({ ...defaultSearch, ...definedOnly(init.search ?? {}) }),
    extras: {},
    customer: emptyCustomer,
  };
  return init.restaurant
    ? journeyReducer(state, { type: 'chooseRestaurant', restaurant: init.restaurant })
    : state;
}

export type BookingRestaurant = Pick<Restaurant, 'storeId' | 'city' | 'slug'> &
  Partial<Pick<Restaurant, 'isHolidayPark' | 'enableBookings' | 'bookingProviderUrl' | 'phoneNumber'>>;

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
  | { type: 'bookingSucceeded'; reference: string; enquiry: boolean }
  | { type: 'bookingFailed'; message: string }
  | { type: 'slotTaken' }
  | { type: 'edit'; section: 'restaurant' | 'date' | 'time' | 'menu' }
  | { type: 'reset'; restaurant?: BookingRestaurant; search?: Partial<BookingSearch> };

const definedOnly = <T extends object>(o: T): Partial<T> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

const clamp = (n: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(n) ? Math.round(n) : min));

function clampSearch(search: BookingSearch): BookingSearch {
  return {
    ...search,
    adults: clamp(search.adults, MIN_ADULTS, MAX_ADULTS),
    children: clamp(search.children, MIN_CHILDREN, MAX_CHILDREN),
  };
}

/** The four outcomes of choosing a restaurant (spec 4.3), from the restaurant record. */
export function restaurantOutcome(r: BookingRestaurant): RestaurantOutcome {
  const mode = bookingMode(r);
  const phone = r.phoneNumber ? { phone: r.phoneNumber } : {};
  switch (mode.kind) {
    case 'holiday-park':
      return { kind: 'call-us', reason: 'holiday-park', message: mode.message, ...phone };
    case 'disabled':
      return { kind: 'call-us', reason: 'disabled', message: mode.message, ...phone };
    case 'external':
      return { kind: 'provider', href: mode.href };
    default:
      return { kind: 'book' };
  }
}

export const covers = (search: Pick<BookingSearch, 'adults' | 'children'>) => search.adults + search.children;

/** Up to SLOTS_EACH_SIDE times before and after the asked time (and the asked time itself). */
export function nearestSlots(times: readonly string[], asked: string): string[] {
  const sorted = [...new Set(times.map(padTime))].sort();
  const before = sorted.filter((t) => t < asked).slice(-SLOTS_EACH_SIDE);
  const after = sorted.filter((t) => t > asked).slice(0, SLOTS_EACH_SIDE);
  return [...before, ...(sorted.includes(asked) ? [asked] : []), ...after];
}

/** '9:00' or '19:30:00' as 'HH:mm'. */
export function padTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
}

/** The restaurants with something to offer, each with at most 3 slots either side of the asked time. */
export function offeredStores(state: Pick<JourneyState, 'availability' | 'search'>) {
  return (state.availability ?? [])
    .map((r) => ({
      ...r,
      slots: nearestSlots(
        r.timeSlots.map((s) => s.time),
        state.search.time,
      ),
    }))
    .filter((r) => r.slots.length > 0);
}

/** Enquiry mode (spec 4.3, 9): 25 or more guests where the restaurant takes enquiries. */
export function isEnquiry(state: Pick<JourneyState, 'search' | 'chosen' | 'requirements'>): boolean {
  return (
    covers(state.search) >= ENQUIRY_COVERS_THRESHOLD &&
    Boolean(state.chosen?.isPlaceAsEnquiryEnabled || state.requirements?.isPlaceAsEnquiryEnabled)
  );
}

/** The main button (spec 4.3): 'Enquire now', 'Card Guarantee', or the configured book-now text. */
export function mainButtonLabel(
  state: Pick<JourneyState, 'search' | 'chosen' | 'requirements' | 'braintreeCustomerId'>,
  bookNowText: string,
): string {
  if (isEnquiry(state)) return 'Enquire now';
  if (state.requirements?.isCardGuaranteeRequired && !state.braintreeCustomerId) return 'Card Guarantee';
  return bookNowText;
}

function toChosen(result: AvailabilityResult, time: string): ChosenSlot {
  return {
    storeId: result.storeId,
    storeName: result.storeName,
    time: padTime(time),
    occasionId: result.occasionId ?? undefined,
    isPlaceAsEnquiryEnabled: result.isPlaceAsEnquiryEnabled,
  };
}

/** Everything after the restaurant: what Edit date clears (availability, menu, extras, requirements). */
const clearFromAvailability = (state: JourneyState): JourneyState => ({
  ...state,
  availability: undefined,
  availabilityMessage: undefined,
  availabilityError: undefined,
  chosen: undefined,
  menus: undefined,
  menuId: undefined,
  requirements: undefined,
  upsells: undefined,
  extras: {},
  bookingError: undefined,
  slotMessage: undefined,
});

/** What Edit menu clears: the extras. */
const clearExtras = (state: JourneyState): JourneyState => ({ ...state, upsells: undefined, extras: {} });

function afterMenuChosen(state: JourneyState, menuId: string): JourneyState {
  return { ...clearExtras(state), menuId, step: 'extras', bookingError: undefined };
}

export function journeyReducer(state: JourneyState, action: JourneyAction): JourneyState {
  switch (action.type) {
    case 'chooseRestaurant': {
      const outcome = restaurantOutcome(action.restaurant);
      const base = clearFromAvailability({ ...state, restaurantId: action.restaurant.storeId, outcome });
      return { ...base, step: outcome.kind === 'book' ? 'search' : 'restaurant' };
    }
    case 'setSearch': {
      if (state.step !== 'search') return state;
      return {
        ...state,
        search: clampSearch({ ...state.search, ...definedOnly(action.search) }),
        availabilityMessage: undefined,
        availabilityError: undefined,
      };
    }
    case 'availabilityLoaded': {
      if (state.step !== 'search') return state;
      const withResults = {
        ...state,
        availability: action.results,
        availabilityMessage: undefined,
        availabilityError: undefined,
      };
      const offered = offeredStores(withResults);
      if (offered.length === 0) {
        const sameDayLarge =
          covers(state.search) >= ENQUIRY_COVERS_THRESHOLD && state.search.date === action.today;
        return { ...withResults, availabilityMessage: sameDayLarge ? 'largePartySameDay' : 'callUs' };
      }
      const exact = action.results.filter((r) => r.exactMatch && r.timeSlots.length > 0);
      const only = exact.length === 1 ? exact[0] : undefined;
      // Exactly one exact match, at the restaurant asked for: its slot is chosen (the asked time when it is
      // among its slots, else its first). An exact match elsewhere is offered in the list instead.
      if (only && only.storeId === state.restaurantId) {
        const slots = only.timeSlots.map((s) => padTime(s.time));
        const time = slots.includes(state.search.time) ? state.search.time : (slots[0] as string);
        return { ...withResults, chosen: toChosen(only, time), step: 'menu' };
      }
      return { ...withResults, step: 'times' };
    }
    case 'availabilityFailed':
      if (state.step !== 'search') return state;
      return {
        ...state,
        availability: undefined,
        availabilityMessage: undefined,
        availabilityError: action.message,
      };
    case 'chooseSlot': {
      if (state.step !== 'times') return state;
      const result = state.availability?.find((r) => r.storeId === action.storeId);
      if (!result) return state;
      const chosen = toChosen(result, action.time);
      const restaurantId = action.storeId;
      // After booking status 9 everything else is kept: straight back to the details with the new time.
      if (state.menuId && state.slotMessage) {
        return {
          ...state,
          chosen,
          restaurantId,
          requirements: undefined,
          slotMessage: undefined,
          bookingError: undefined,
          step: 'details',
        };
      }
      return { ...state, chosen, restaurantId, step: 'menu', slotMessage: undefined };
    }
    case 'menusLoaded': {
      if (state.step !== 'menu') return state;
      const only = action.menus.length === 1 ? action.menus[0] : undefined;
      if (only) return afterMenuChosen({ ...state, menus: action.menus }, only.id);
      return { ...state, menus: action.menus };
    }
    case 'chooseMenu':
      if (state.step !== 'menu' || !state.menus?.some((m) => m.id === action.menuId)) return state;
      return afterMenuChosen(state, action.menuId);
    case 'extrasLoaded': {
      if (state.step !== 'extras') return state;
      const next = { ...state, upsells: action.upsells, requirements: action.requirements };
      return action.upsells.length === 0 ? { ...next, step: 'details' } : next;
    }
    case 'requirementsLoaded':
      return { ...state, requirements: action.requirements };
    case 'setExtra': {
      const upsell = state.upsells?.find((u) => u.id === action.id);
      if (state.step !== 'extras' || !upsell) return state;
      const quantity = clamp(action.quantity, 0, upsell.maximumQuantity);
      const { [action.id]: _, ...rest } = state.extras;
      return { ...state, extras: quantity === 0 ? rest : { ...rest, [action.id]: quantity } };
    }
    case 'confirmExtras':
      if (state.step !== 'extras' || !state.upsells) return state;
      return { ...state, step: 'details' };
    case 'setCustomer':
      return { ...state, customer: { ...state.customer, ...action.customer }, bookingError: undefined };
    case 'needCard':
      if (state.step !== 'details') return state;
      return { ...state, step: 'card', bookingError: undefined };
    case 'cardAccepted':
      return { ...state, braintreeCustomerId: action.customerId };
    case 'bookingSucceeded':
      return {
        ...state,
        step: 'done',
        bookingError: undefined,
        confirmation: { reference: action.reference, enquiry: action.enquiry },
      };
    case 'bookingFailed':
      return { ...state, bookingError: action.message };
    case 'slotTaken': {
      const taken = state.chosen;
      // The taken time leaves the list; menu, extras and details stay.
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
        bookingError: undefined,
        slotMessage: BOOKING_MESSAGES.slotTaken,
      };
    }
    case 'edit':
      switch (action.section) {
        case 'restaurant':
          return initialJourney();
        case 'date':
          if (!state.restaurantId || state.outcome?.kind !== 'book') return state;
          return { ...clearFromAvailability(state), step: 'search' };
        case 'time':
          if (!state.availability || !state.chosen) return state;
          return {
            ...clearExtras(state),
            chosen: undefined,
            menus: undefined,
            menuId: undefined,
            requirements: undefined,
            bookingError: undefined,
            step: 'times',
          };
        case 'menu':
          if (!state.menuId) return state;
          return { ...clearExtras(state), menuId: undefined, bookingError: undefined, step: 'menu' };
        default:
          return state;
      }
    case 'reset':
      return initialJourney({
        ...(action.restaurant ? { restaurant: action.restaurant } : {}),
        ...(action.search ? { search: action.search } : {}),
      });
    default:
      return state;
  }
}

/* ------------------------------------------------------------------ the details form (spec 5.2) */

export { CUSTOMER_MESSAGES, type CustomerField, mobileForRequest } from './customerRules.ts';

/** Each field's error, or nothing when valid (spec 5.2: all four present and valid, special request valid). */
export function customerErrors(c: BookingCustomer): Partial<Record<CustomerField, string>> {
  const errors: Partial<Record<CustomerField, string>> = {};
  const fields: [CustomerField, string][] = [
    ['firstName', c.firstName],
    ['lastName', c.lastName],
    ['email', c.email],
    ['phoneNumber', c.phoneNumber],
    ['specialRequest', specialRequestText(c)],
  ];
  for (const [field, text] of fields) {
    const error = customerFieldError(field, text, { phoneRequired: true });
    if (error) errors[field] = error;
  }
  return errors;
}

export const isCustomerValid = (c: BookingCustomer) => Object.keys(customerErrors(c)).length === 0;

/** An allergen in plain words ('sulphur dioxide/sulphites' reads 'sulphur dioxide or sulphites'). */
export const allergenWords = (a: UkAllergen) => a.replace('/', ' or ');

const listWords = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/** The structured needs as plain English sentences, in a fixed order. */
export function needsSentences(needs: BookingNeeds): string[] {
  const sentences: string[] = [];
  const allergies = UK_ALLERGENS.filter((a) => needs.allergies.includes(a)).map(allergenWords);
  if (allergies.length > 0) sentences.push(`Allergies in our party: ${listWords(allergies)}.`);
  if (needs.wheelchair) sentences.push('We need wheelchair access.');
  if (needs.highChair) sentences.push('We need a high chair.');
  if (needs.pram) sentences.push('We will bring a pram.');
  return sentences;
}

/** The special request as sent: what was typed, then the structured needs in words. */
export function specialRequestText(c: Pick<BookingCustomer, 'specialRequest' | 'needs'>): string {
  return [c.specialRequest.trim(), ...needsSentences(c.needs)].filter(Boolean).join(' ');
}

/** `2026-1-7`: dates are sent as year-month-day without zero padding (spec 5.2). */
export function toUnpaddedDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(y)}-${Number(m)}-${Number(d)}`;
}

/** The booking request of spec 3 from the journey (restaurant, time, menu, extras and details chosen). */
export function bookingRequestFrom(state: JourneyState): BookingRequestInput {
  const { chosen, search, customer } = state;
  if (!chosen || !search.date || !chosen.occasionId) {
    throw new Error('A booking needs a restaurant, a date, a time and an occasion');
  }
  const menu = state.menus?.find((m) => m.id === state.menuId);
  const upsells = Object.entries(state.extras)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ id, quantity }));
  const special = specialRequestText(customer);
  const phone = mobileForRequest(customer.phoneNumber);
  return {
    restaurantId: chosen.storeId,
    firstName: customer.firstName.trim(),
    lastName: customer.lastName.trim(),
    emailAddress: customer.email.trim(),
    ...(phone ? { mobilePhoneNumber: phone } : {}),
    diningDateTime: `${toUnpaddedDate(search.date)} ${chosen.time}`,
    bookingTime: chosen.time,
    adultCovers: search.adults,
    childCovers: search.children,
    offerId: null,
    menuIds: state.menuId ? [state.menuId] : [],
    ...(menu ? { menuName: menu.name } : {}),
    shouldReceivePromotions: customer.shouldReceivePromotions,
    shouldReceiveSms: customer.shouldReceiveSms,
    ...(special ? { specialRequest: special } : {}),
    occasionId: chosen.occasionId,
    braintreeCustomerId: state.braintreeCustomerId ?? null,
    upsells,
    upsellIds: upsells.map((u) => u.id),
  };
}

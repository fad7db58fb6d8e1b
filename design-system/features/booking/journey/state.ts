import {
  type AvailabilityResult,
  type BookingArea,
  type BookingMenu,
  type BookingPreorder,
  DEFAULT_ADULTS,
  DEFAULT_BOOKING_TIME,
  DEFAULT_CHILDREN,
  type Occasion,
  type RequirementsResponse,
  type Restaurant,
  type Upsell,
} from '@fittizia/contract';
import { type BookingCustomer, emptyCustomer } from './customer.ts';

/**
 * The booking journey's state (spec 4.3). The steps, in order, are `JOURNEY_STEPS` (steps.ts): restaurant ->
 * party, date and time (`search`) -> availability (`times`) -> menu -> extras -> details -> card -> `done`.
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

/**
 * Another restaurant with a table near the asked time, from the table search around the chosen one:
 * its times (at most three either side of the asked time), its miles from the chosen restaurant, and what a
 * booking there needs from the answer.
 */
export interface OtherRestaurant {
  storeId: string;
  storeName: string;
  miles: number;
  occasionId: string | undefined;
  /** HH:mm, nearest the asked time. */
  slots: string[];
  /** Whether the asked time itself is free there. */
  exactMatch: boolean;
  isPlaceAsEnquiryEnabled: boolean;
  standbyOffered: boolean;
}

/**
 * What switching restaurant carries to the new one until its menus and extras are read: kept where the new
 * restaurant offers them, else cleared and said (`switchNotice`).
 */
export interface SwitchCarry {
  /** The restaurant switched to. */
  storeName: string;
  menuId?: string | undefined;
  menuName?: string | undefined;
  /** Set once the new restaurant's menus offer the menu carried. */
  menuKept?: boolean;
  extras: Record<string, number>;
  /** The diner had gone past the extras: with nothing to choose again, the journey goes back to the details. */
  resume: boolean;
}

/** A time the wizard's step two offers for its menu and area (spec 4.4). */
export interface TimeSlot {
  time: string;
  canEnquire: boolean;
}

export interface BookingConfirmation {
  reference: string;
  enquiry: boolean;
  /** `/booking/manage/<token>`: where the diner views, changes or cancels the booking. */
  manageLink?: string | undefined;
  /** The address the confirmation e-mail was sent to. */
  sentTo?: string | undefined;
  /**
   * The calendar download the brand API signed for this booking (the create answer's `calendarLink`): kept with
   * the confirmation, so a reload, Back or Forward still offers the file.
   */
  calendarLink?: string | undefined;
  /** The booking's group pre-order (the create answer's `preorder`): the organiser's and the guests' links. */
  preorder?: BookingPreorder | undefined;
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
  /**
   * The nearest other restaurants with a table near the asked time (the table search), read when the asked time
   * is not free at the chosen restaurant; [] when there are none (or the search failed).
   */
  others?: OtherRestaurant[];
  /** Shown on the time list after booking status 9, or when the time chosen in a search is no longer free. */
  slotMessage?: string;
  /** Switching restaurant: what is carried until the new restaurant's menus and extras are read. */
  carried?: SwitchCarry;
  /** Switching restaurant: what was kept and what had to be cleared, in words (a status message). */
  switchNotice?: string;
  confirmation?: BookingConfirmation;
  /*
   * The wizard's questions (spec 4.4): the restaurant's occasions on the date (the first chosen), then the
   * menus (above) and areas that occasion allows and the times for the chosen menu and area (no area: any).
   */
  occasions?: Occasion[];
  occasionId?: string;
  areas?: BookingArea[];
  areaId?: string;
  slots?: TimeSlot[];
}

export const defaultSearch: BookingSearch = {
  adults: DEFAULT_ADULTS,
  children: DEFAULT_CHILDREN,
  time: DEFAULT_BOOKING_TIME,
};

/** A journey with nothing chosen: what every cleared field goes back to. */
export const blankJourney: JourneyState = {
  step: 'restaurant',
  search: defaultSearch,
  extras: {},
  customer: emptyCustomer,
};

export type BookingRestaurant = Pick<Restaurant, 'storeId' | 'city' | 'slug'> &
  Partial<Pick<Restaurant, 'isHolidayPark' | 'enableBookings' | 'bookingProviderUrl' | 'phoneNumber'>>;

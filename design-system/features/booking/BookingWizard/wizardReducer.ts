import {
  BOOKING_MESSAGES,
  type BookingArea,
  type BookingMenu,
  DEFAULT_ADULTS,
  DEFAULT_BOOKING_TIME,
  DEFAULT_CHILDREN,
  FIRST_BOOKING_TIME,
  MAX_ADULTS,
  MIN_ADULTS,
  type Occasion,
} from '@fittizia/contract';

/** The older booking wizard's state (spec 3, "Booking wizard state"), as a pure reducer (spec 4.4). */

export type WizardStep = 1 | 2 | 3;
export type WizardView =
  | 'restaurant-select'
  | 'restaurant-change'
  | 'steps'
  | 'thank-you'
  | 'group-booking'
  | 'group-booking-contact';
export type BookingType = '' | 'event' | 'enquiry';

export interface WizardSlot {
  time: string;
  canEnquire: boolean;
}

/** Booking customer (spec 3): each field's text plus its present and valid flags. */
export interface CustomerField {
  text: string;
  present: boolean;
  valid: boolean;
}
export interface BookingCustomer {
  firstName: CustomerField;
  lastName: CustomerField;
  email: CustomerField;
  phoneNumber: CustomerField;
  specialRequest: { text: string; valid: boolean };
  shouldReceivePromotions: boolean;
  shouldReceiveSms: boolean;
  isValid: boolean;
}

export interface WizardState {
  view: WizardView;
  step: WizardStep;
  restaurantId: string | null;
  coverSize: number;
  adultCovers: number;
  childCovers: number;
  occasions: Occasion[];
  selectedOccasion: string | null;
  restrictions: { minCovers: number; maxCovers: number };
  restaurantMenus: BookingMenu[];
  selectedMenu: string | null;
  restaurantAreas: BookingArea[];
  selectedArea: string | null;
  /** The day chosen in step one, `yyyy-MM-dd`. */
  selectedDate: string;
  /** The day plus the chosen time, `yyyy-MM-ddTHH:mm`, once a slot is chosen (4.4). */
  selectedBookingDate: string | null;
  selectedBookingTime: string;
  selectedHour: number;
  selectedMin: number;
  slots: WizardSlot[];
  stepOneDisabled: boolean;
  stepOneLoading: boolean;
  stepTwoDisabled: boolean;
  stepTwoLoading: boolean;
  stepThreeLoading: boolean;
  /** The footer with the step's main action; hidden while the step cannot go on (an error). */
  showFooter: boolean;
  confirmationNumber: string | null;
  bookingType: BookingType;
  isEnquiry: boolean;
  creditCardRequired: boolean;
  braintreeCustomerId: string | null;
  /** The card step (4.4): Submit Card and Book now enabled flags, the card error, clears of the chosen method. */
  card: { submitEnabled: boolean; bookEnabled: boolean; error: string; paymentMethodClears: number };
  bookingErrorMessage: string;
  /** The last create failed with booking status 9: the slot was just taken. */
  slotTaken: boolean;
  /** The customer the booking was placed for; cleared when the booking fails (4.4). */
  customer: BookingCustomer | null;
}

export type WizardAction =
  | { type: 'step/increment' }
  | { type: 'step/decrement' }
  | { type: 'step/set'; step: WizardStep }
  | { type: 'view/set'; view: WizardView }
  | { type: 'restaurant/set'; restaurantId: string }
  | { type: 'date/set'; date: string }
  | { type: 'covers/set'; adults: number; children: number }
  | { type: 'time/set'; time: string }
  | { type: 'restrictions/loading' }
  | { type: 'restrictions/loaded'; occasions: Occasion[] }
  | { type: 'restrictions/failed'; message: string }
  | { type: 'occasion/set'; occasionId: string }
  | { type: 'stepTwo/loading' }
  | { type: 'menus/loaded'; menus: BookingMenu[] }
  | { type: 'areas/loaded'; areas: BookingArea[] }
  | { type: 'menu/set'; menuId: string }
  | { type: 'area/set'; areaId: string | null }
  | { type: 'slots/loading' }
  | { type: 'slots/loaded'; slots: WizardSlot[] }
  | { type: 'stepTwo/failed'; message: string }
  | { type: 'requirements/loaded'; isCardGuaranteeRequired: boolean; isPlaceAsEnquiryEnabled: boolean }
  | { type: 'requirements/failed'; message: string }
  | { type: 'bookingType/set'; bookingType: BookingType }
  | { type: 'card/requestable'; requestable: boolean }
  | { type: 'card/accepted'; customerId: string }
  | { type: 'card/failed' }
  | { type: 'booking/submitting'; customer: BookingCustomer }
  | { type: 'booking/succeeded'; confirmationNumber: string }
  | { type: 'booking/failed'; message: string; bookingStatus?: number | undefined }
  | { type: 'error/clear' }
  | { type: 'reset'; restaurant?: boolean }
  | { type: 'restrictions/reset'; today: string }
  | { type: 'wizard/reset'; today: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** A local calendar day as `yyyy-MM-dd`. */
export function isoDay(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `yyyy-MM-dd` as the unpadded `yyyy-M-d` the booking calls send (spec 5.2). */
export function unpaddedDay(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(y)}-${Number(m)}-${Number(d)}`;
}

const timeParts = (time: string) => {
  const [h, m] = time.split(':');
  return { selectedHour: Number(h), selectedMin: Number(m) };
};

const bookingData = {
  occasions: [],
  selectedOccasion: null,
  restrictions: { minCovers: MIN_ADULTS, maxCovers: MAX_ADULTS },
  restaurantMenus: [],
  selectedMenu: null,
  restaurantAreas: [],
  selectedArea: null,
  selectedBookingDate: null,
  slots: [],
  stepOneDisabled: false,
  stepOneLoading: false,
  stepTwoDisabled: false,
  stepTwoLoading: false,
  stepThreeLoading: false,
  showFooter: false,
  confirmationNumber: null,
  bookingType: '',
  isEnquiry: false,
  creditCardRequired: false,
  braintreeCustomerId: null,
  card: { submitEnabled: false, bookEnabled: false, error: '', paymentMethodClears: 0 },
  bookingErrorMessage: '',
  slotTaken: false,
  customer: null,
} satisfies Partial<WizardState>;

/**
 * The state a wizard opens with: 2 adults, no children, today, and the default booking time of spec 9 (19:30)
 * as the preferred time (a wizard reset later goes back to 09:00, 4.4 and 9).
 */
export function initialWizardState({
  today,
  restaurantId = null,
  time = DEFAULT_BOOKING_TIME,
}: {
  today: string;
  restaurantId?: string | null;
  time?: string;
}): WizardState {
  return {
    ...bookingData,
    view: restaurantId ? 'steps' : 'restaurant-select',
    step: 1,
    restaurantId,
    coverSize: DEFAULT_ADULTS + DEFAULT_CHILDREN,
    adultCovers: DEFAULT_ADULTS,
    childCovers: DEFAULT_CHILDREN,
    selectedDate: today,
    selectedBookingTime: time,
    ...timeParts(time),
  };
}

/** Occasion links (4.4): inclusive keeps only the linked ids, exclusive keeps all but them. */
export function applyLinkGroup<T extends { id: string }>(
  items: readonly T[],
  group: { type: 'inclusive' | 'exclusive'; links: readonly { id: string }[] } | null | undefined,
): T[] {
  if (!group) return [...items];
  const ids = new Set(group.links.map((l) => l.id));
  return items.filter((item) => (group.type === 'inclusive' ? ids.has(item.id) : !ids.has(item.id)));
}

const occasionOf = (state: WizardState) => state.occasions.find((o) => o.id === state.selectedOccasion);

/** An occasion's cover limits, adults at the minimum (never under one), children at 0. */
function withOccasion(state: WizardState, occasion: Occasion | undefined): WizardState {
  if (!occasion) return { ...state, selectedOccasion: null };
  const minCovers = Math.max(MIN_ADULTS, occasion.minimumCovers);
  const maxCovers = Math.max(minCovers, Math.min(MAX_ADULTS, occasion.maximumCovers));
  return {
    ...state,
    selectedOccasion: occasion.id,
    restrictions: { minCovers, maxCovers },
    adultCovers: minCovers,
    childCovers: 0,
    coverSize: minCovers,
  };
}

const STEPS: readonly WizardStep[] = [1, 2, 3];
const clampStep = (n: number): WizardStep => STEPS[Math.min(2, Math.max(0, n - 1))] as WizardStep;

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'step/increment':
      return { ...state, step: clampStep(state.step + 1) };
    case 'step/decrement':
      return { ...state, step: clampStep(state.step - 1) };
    case 'step/set':
      return { ...state, step: action.step, view: 'steps' };
    case 'view/set':
      return { ...state, view: action.view };
    case 'restaurant/set':
      return { ...state, restaurantId: action.restaurantId, view: 'steps', step: 1 };
    case 'date/set':
      return { ...state, selectedDate: action.date, selectedBookingDate: null };
    case 'covers/set':
      return {
        ...state,
        adultCovers: action.adults,
        childCovers: action.children,
        coverSize: action.adults + action.children,
      };
    case 'time/set':
      return {
        ...state,
        selectedBookingTime: action.time,
        ...timeParts(action.time),
        selectedBookingDate: state.slots.length > 0 ? `${state.selectedDate}T${action.time}` : null,
      };

    case 'restrictions/loading':
      return { ...state, stepOneLoading: true, stepOneDisabled: true };
    case 'restrictions/loaded': {
      const loaded: WizardState = {
        ...state,
        occasions: action.occasions,
        stepOneLoading: false,
        stepOneDisabled: false,
        showFooter: true,
        bookingErrorMessage: '',
      };
      return withOccasion(loaded, action.occasions[0]);
    }
    case 'restrictions/failed':
      return {
        ...state,
        occasions: [],
        selectedOccasion: null,
        stepOneLoading: false,
        stepOneDisabled: false,
        showFooter: false,
        bookingErrorMessage: action.message,
      };
    case 'occasion/set':
      return {
        ...withOccasion(
          state,
          state.occasions.find((o) => o.id === action.occasionId),
        ),
        bookingErrorMessage: '',
      };

    case 'stepTwo/loading':
      return { ...state, stepTwoLoading: true, stepTwoDisabled: true };
    case 'menus/loaded': {
      const group = occasionOf(state)?.menuLinkGroup;
      const menus = applyLinkGroup(action.menus, group && { type: group.type, links: group.menuLinks });
      return { ...state, restaurantMenus: menus, selectedMenu: menus[0]?.id ?? null };
    }
    case 'areas/loaded': {
      const group = occasionOf(state)?.areaLinkGroup;
      const areas = applyLinkGroup(action.areas, group && { type: group.type, links: group.areaLinks });
      return { ...state, restaurantAreas: areas, selectedArea: areas[0]?.id ?? null };
    }
    case 'menu/set':
      return { ...state, selectedMenu: action.menuId };
    case 'area/set':
      return { ...state, selectedArea: action.areaId };
    case 'slots/loading':
      return { ...state, slots: [], selectedBookingDate: null, stepTwoLoading: true, stepTwoDisabled: true };
    case 'slots/loaded': {
      const first = action.slots[0];
      return {
        ...state,
        slots: action.slots,
        ...(first
          ? {
              selectedBookingTime: first.time,
              ...timeParts(first.time),
              selectedBookingDate: `${state.selectedDate}T${first.time}`,
            }
          : { selectedBookingDate: null }),
        stepTwoLoading: false,
        stepTwoDisabled: false,
        bookingErrorMessage: '',
        slotTaken: false,
      };
    }
    case 'stepTwo/failed':
      return { ...state, stepTwoLoading: false, stepTwoDisabled: false, bookingErrorMessage: action.message };

    case 'requirements/loaded': {
      const isEnquiry = action.isPlaceAsEnquiryEnabled;
      return {
        ...state,
        creditCardRequired: action.isCardGuaranteeRequired,
        isEnquiry,
        bookingType: isEnquiry ? 'enquiry' : state.bookingType === 'event' ? 'event' : '',
        card: { ...bookingData.card, submitEnabled: false },
        braintreeCustomerId: null,
        bookingErrorMessage: '',
      };
    }
    case 'requirements/failed':
      return { ...state, bookingErrorMessage: action.message };
    case 'bookingType/set':
      return { ...state, bookingType: action.bookingType, isEnquiry: action.bookingType === 'enquiry' };

    case 'card/requestable':
      return {
        ...state,
        card: { ...state.card, submitEnabled: action.requestable && !state.card.bookEnabled },
      };
    case 'card/accepted':
      return {
        ...state,
        braintreeCustomerId: action.customerId,
        card: { ...state.card, submitEnabled: false, bookEnabled: true, error: '' },
      };
    case 'card/failed':
      return {
        ...state,
        braintreeCustomerId: null,
        card: {
          ...state.card,
          submitEnabled: false,
          bookEnabled: false,
          error: BOOKING_MESSAGES.cardSubmitFailed,
          paymentMethodClears: state.card.paymentMethodClears + 1,
        },
      };

    case 'booking/submitting':
      return { ...state, stepThreeLoading: true, customer: action.customer, bookingErrorMessage: '' };
    case 'booking/succeeded':
      return {
        ...state,
        confirmationNumber: action.confirmationNumber,
        view: 'thank-you',
        stepThreeLoading: false,
        bookingErrorMessage: '',
      };
    case 'booking/failed': {
      const slotTaken = action.bookingStatus === 9;
      return {
        ...state,
        customer: null,
        stepThreeLoading: false,
        slotTaken,
        bookingErrorMessage: slotTaken ? BOOKING_MESSAGES.slotTaken : action.message,
      };
    }
    case 'error/clear':
      return { ...state, bookingErrorMessage: '', slotTaken: false };

    case 'reset':
      return {
        ...state,
        ...bookingData,
        restaurantId: action.restaurant ? null : state.restaurantId,
      };
    case 'restrictions/reset':
      return {
        ...state,
        coverSize: DEFAULT_ADULTS,
        adultCovers: DEFAULT_ADULTS,
        childCovers: 0,
        selectedDate: action.today,
        selectedBookingDate: null,
      };
    case 'wizard/reset':
      return {
        ...state,
        ...bookingData,
        view: state.restaurantId ? 'steps' : 'restaurant-select',
        step: 1,
        coverSize: DEFAULT_ADULTS,
        adultCovers: DEFAULT_ADULTS,
        childCovers: 0,
        selectedDate: action.today,
        selectedBookingTime: FIRST_BOOKING_TIME,
        ...timeParts(FIRST_BOOKING_TIME),
      };
  }
}

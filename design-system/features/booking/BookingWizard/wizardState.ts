import {
  type BookingArea,
  type BookingMenu,
  DEFAULT_ADULTS,
  DEFAULT_BOOKING_TIME,
  DEFAULT_CHILDREN,
  MAX_ADULTS,
  MIN_ADULTS,
  type Occasion,
  type Upsell,
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
  /** Step three's requirements (card guarantee, enquiry) and extras are being read: the form waits for them. */
  stepThreePreparing: boolean;
  /** The footer with the step's main action; hidden while the step cannot go on (an error). */
  showFooter: boolean;
  confirmationNumber: string | null;
  /** The create answer's manage page and the address the confirmation went to (issue 25). */
  manageLink: string | null;
  confirmationSentTo: string | null;
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
  /** The extras offered for the chosen time (read with the requirements), and the quantities chosen. */
  upsells: Upsell[];
  extras: Record<string, number>;
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
  | { type: 'stepThree/started' }
  | { type: 'upsells/loaded'; upsells: Upsell[] }
  | { type: 'extra/set'; id: string; quantity: number }
  | { type: 'bookingType/set'; bookingType: BookingType }
  | { type: 'card/requestable'; requestable: boolean }
  | { type: 'card/accepted'; customerId: string }
  | { type: 'card/failed' }
  | { type: 'booking/submitting'; customer: BookingCustomer }
  | {
      type: 'booking/succeeded';
      confirmationNumber: string;
      manageLink?: string | undefined;
      confirmationSentTo?: string | undefined;
    }
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
export { toUnpaddedDate as unpaddedDay } from '../journey/request.ts';

export const timeParts = (time: string) => {
  const [h, m] = time.split(':');
  return { selectedHour: Number(h), selectedMin: Number(m) };
};

export const bookingData = {
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
  stepThreePreparing: false,
  showFooter: false,
  confirmationNumber: null,
  manageLink: null,
  confirmationSentTo: null,
  bookingType: '',
  isEnquiry: false,
  creditCardRequired: false,
  braintreeCustomerId: null,
  card: { submitEnabled: false, bookEnabled: false, error: '', paymentMethodClears: 0 },
  bookingErrorMessage: '',
  slotTaken: false,
  customer: null,
  upsells: [],
  extras: {},
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

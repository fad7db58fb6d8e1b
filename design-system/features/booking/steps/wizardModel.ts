import type { BookingArea, BookingMenu, Occasion, Restaurant, Upsell } from '@fittizia/contract';
import type { Dispatch, SetStateAction } from 'react';
import type { BookingCustomer, CustomerField, JourneyFailure } from '../journey/index.ts';

/** The older booking wizard's state (spec 3, "Booking wizard state") and what its views are given (spec 4.4). */

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
  /** The create answer's manage page and the address the confirmation went to. */
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
  /** The journey's reading of the failure: its message, and whether the slot was just taken. */
  | { type: 'booking/failed'; failure: JourneyFailure }
  | { type: 'error/clear' }
  | { type: 'reset'; restaurant?: boolean }
  | { type: 'restrictions/reset'; today: string }
  | { type: 'wizard/reset'; today: string };

/** What the wizard's views are given: its state, the diner's details and the wizard's next moves. */
export interface WizardModel {
  state: WizardState;
  dispatch: Dispatch<WizardAction>;
  restaurant: Restaurant | undefined;
  customerInput: BookingCustomer;
  setCustomerInput: Dispatch<SetStateAction<BookingCustomer>>;
  /** Each details field's error by the wizard's rules (the mobile number is optional). */
  customerErrors: Partial<Record<CustomerField, string>>;
  startStepTwo(): Promise<void>;
  submitDetails(): void;
  startAgain(): void;
}

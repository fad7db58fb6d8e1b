import {
  BOOKING_MESSAGES,
  DEFAULT_ADULTS,
  FIRST_BOOKING_TIME,
  MAX_ADULTS,
  MIN_ADULTS,
  type Occasion,
} from '@fittizia/contract';
import { keptExtras, withExtra } from '../journey/reducer.ts';
import {
  applyLinkGroup,
  bookingData,
  timeParts,
  type WizardAction,
  type WizardState,
  type WizardStep,
} from './wizardState.ts';

export * from './wizardState.ts';

const occasionOf = (state: WizardState) => state.occasions.find((o) => o.id === state.selectedOccasion);

/**
 * An occasion's cover limits, adults at the minimum (never under one), children at 0; an event occasion makes
 * the booking an event request (the events call).
 */
function withOccasion(state: WizardState, occasion: Occasion | undefined): WizardState {
  if (!occasion) return { ...state, selectedOccasion: null, bookingType: '' };
  const minCovers = Math.max(MIN_ADULTS, occasion.minimumCovers);
  const maxCovers = Math.max(minCovers, Math.min(MAX_ADULTS, occasion.maximumCovers));
  return {
    ...state,
    selectedOccasion: occasion.id,
    bookingType: occasion.bookingType === 'event' ? 'event' : '',
    isEnquiry: false,
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
    case 'stepThree/started':
      return { ...state, step: 3, view: 'steps', stepThreePreparing: true };
    case 'requirements/failed':
      return { ...state, stepThreePreparing: false, bookingErrorMessage: action.message };
    case 'upsells/loaded':
      // Quantities chosen before (a new time after status 9) stay for the extras still offered, within bounds.
      return {
        ...state,
        upsells: action.upsells,
        extras: keptExtras(state.extras, action.upsells),
        stepThreePreparing: false,
      };
    case 'extra/set': {
      const extras = withExtra(state.extras, state.upsells, action.id, action.quantity);
      return extras === state.extras ? state : { ...state, extras };
    }
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
        manageLink: action.manageLink ?? null,
        confirmationSentTo: action.confirmationSentTo ?? null,
        view: 'thank-you',
        stepThreeLoading: false,
        bookingErrorMessage: '',
      };
    case 'booking/failed':
      return {
        ...state,
        customer: null,
        stepThreeLoading: false,
        slotTaken: action.failure.slotTaken === true,
        bookingErrorMessage: action.failure.message,
      };
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

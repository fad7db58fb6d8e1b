import {
  BOOKING_MESSAGES,
  type BookingArea,
  type BookingMenu,
  MAX_ADULTS,
  MIN_ADULTS,
  type Occasion,
} from '@fittizia/contract';
import { type MainAction, mainActionOf } from './availability.ts';
import type { PlaceKind } from './place.ts';
import type { JourneyState, TimeSlot } from './state.ts';
import { clearFrom } from './steps.ts';

/**
 * The wizard's questions on the journey (spec 4.4). Its step one is the journey's `search` with an occasion
 * (the day's occasions are read first); its step two is `times`, where the menus and areas the occasion allows
 * are read, then the times for the chosen menu and area; Continue chooses the time and goes on to `extras`, as
 * choosing a slot does in the modal. From there both front ends take the same actions.
 */
export type WizardAction =
  | { type: 'occasionsLoaded'; occasions: Occasion[] }
  | { type: 'chooseOccasion'; occasionId: string }
  /** Step one answered: on to step two, its times to be read. */
  | { type: 'askTimes' }
  | { type: 'optionsLoaded'; areas: BookingArea[]; menus: BookingMenu[] }
  | { type: 'chooseOptions'; menuId: string; areaId: string | undefined }
  | { type: 'slotsLoaded'; slots: TimeSlot[] }
  | { type: 'chooseTime'; time: string }
  | { type: 'confirmTime'; storeName: string }
  /** One of the wizard's reads failed: its message (8.1); in step one, no occasion can be chosen. */
  | { type: 'readFailed'; message: string };

export const occasionOf = (state: Pick<JourneyState, 'occasions' | 'occasionId'>) =>
  state.occasions?.find((o) => o.id === state.occasionId);

/** The adults a party may have: the chosen occasion's limits (never under one), else the booking's. */
export function coverLimits(state: Pick<JourneyState, 'occasions' | 'occasionId'>) {
  const occasion = occasionOf(state);
  if (!occasion) return { min: MIN_ADULTS, max: MAX_ADULTS };
  const min = Math.max(MIN_ADULTS, occasion.minimumCovers);
  return { min, max: Math.max(min, Math.min(MAX_ADULTS, occasion.maximumCovers)) };
}

/** What the wizard books (spec 4.4): an enquiry when the requirements say so, else an event occasion's request, else a table. */
export function wizardKind(
  state: Pick<JourneyState, 'requirements' | 'occasions' | 'occasionId'>,
): PlaceKind {
  if (state.requirements?.isPlaceAsEnquiryEnabled) return 'enquiry';
  return occasionOf(state)?.bookingType === 'event' ? 'event' : 'create';
}

/** The wizard's main button, by the journey's rule: an enquiry, the card step a table needs, or the booking. */
export function wizardMainAction(
  state: Pick<JourneyState, 'requirements' | 'occasions' | 'occasionId'>,
): MainAction {
  const kind = wizardKind(state);
  return mainActionOf({
    enquiry: kind === 'enquiry',
    cardRequired: kind === 'create' && state.requirements?.isCardGuaranteeRequired === true,
    cardAccepted: false,
  });
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

/** An occasion chosen: the adults at its minimum, no children, and whatever was read for the old party goes. */
function withOccasion(state: JourneyState, occasionId: string | undefined): JourneyState {
  const next = { ...clearFrom(state, 'search'), occasionId };
  if (!occasionId) return next;
  return { ...next, search: { ...next.search, adults: coverLimits(next).min, children: 0 } };
}

function optionsLoaded(state: JourneyState, areas: BookingArea[], menus: BookingMenu[]): JourneyState {
  const occasion = occasionOf(state);
  const menuGroup = occasion?.menuLinkGroup;
  const areaGroup = occasion?.areaLinkGroup;
  const allowedMenus = applyLinkGroup(
    menus,
    menuGroup && { type: menuGroup.type, links: menuGroup.menuLinks },
  );
  const allowedAreas = applyLinkGroup(
    areas,
    areaGroup && { type: areaGroup.type, links: areaGroup.areaLinks },
  );
  const next: JourneyState = {
    ...state,
    menus: allowedMenus,
    menuId: allowedMenus[0]?.id,
    areas: allowedAreas,
    areaId: allowedAreas[0]?.id,
    availabilityError: undefined,
    availabilityMessage: undefined,
  };
  return allowedMenus.length === 0 ? { ...next, availabilityError: BOOKING_MESSAGES.noMenus } : next;
}

function confirmTime(state: JourneyState, storeName: string): JourneyState {
  const slot = state.slots?.find((s) => s.time === state.search.time);
  if (!state.restaurantId || !state.menuId || !slot) return state;
  const chosen = {
    storeId: state.restaurantId,
    storeName,
    time: slot.time,
    occasionId: state.occasionId,
    isPlaceAsEnquiryEnabled: slot.canEnquire,
  };
  // The requirements and the extras are read again for the time; the quantities chosen stay where offered.
  return {
    ...state,
    chosen,
    requirements: undefined,
    upsells: undefined,
    braintreeCustomerId: undefined,
    bookingError: undefined,
    availabilityError: undefined,
    step: 'extras',
  };
}

export function journeyWizardReducer(state: JourneyState, action: WizardAction): JourneyState {
  switch (action.type) {
    case 'occasionsLoaded':
      if (state.step !== 'search') return state;
      return withOccasion({ ...state, occasions: action.occasions }, action.occasions[0]?.id);
    case 'chooseOccasion':
      if (state.step !== 'search' || !state.occasions?.some((o) => o.id === action.occasionId)) return state;
      return withOccasion(state, action.occasionId);
    case 'askTimes':
      // A change in step one has cleared what follows already; the times are read again either way.
      if (state.step !== 'search' || !occasionOf(state)) return state;
      return {
        ...state,
        step: 'times',
        slots: undefined,
        availabilityError: undefined,
        availabilityMessage: undefined,
      };
    case 'optionsLoaded':
      return state.step === 'times' ? optionsLoaded(state, action.areas, action.menus) : state;
    case 'chooseOptions':
      if (state.step !== 'times' || !state.menus?.some((m) => m.id === action.menuId)) return state;
      return {
        ...state,
        menuId: action.menuId,
        areaId: action.areaId,
        slots: undefined,
        availabilityError: undefined,
        availabilityMessage: undefined,
      };
    case 'slotsLoaded': {
      if (state.step !== 'times') return state;
      const first = action.slots[0];
      return {
        ...state,
        slots: action.slots,
        search: first ? { ...state.search, time: first.time } : state.search,
        availabilityError: undefined,
        availabilityMessage: first ? undefined : 'callUs',
        slotMessage: undefined,
      };
    }
    case 'chooseTime':
      if (state.step !== 'times' || !state.slots?.some((s) => s.time === action.time)) return state;
      return { ...state, search: { ...state.search, time: action.time } };
    case 'confirmTime':
      return state.step === 'times' ? confirmTime(state, action.storeName) : state;
    case 'readFailed':
      if (state.step !== 'search') return { ...state, availabilityError: action.message };
      return { ...state, occasions: undefined, occasionId: undefined, availabilityError: action.message };
  }
}

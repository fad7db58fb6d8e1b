import {
  DEFAULT_ADULTS,
  DEFAULT_BOOKING_TIME,
  DEFAULT_CHILDREN,
  MAX_ADULTS,
  MIN_ADULTS,
} from '@fittizia/contract';
import type { WizardState } from '../steps/wizardModel.ts';

export type * from '../steps/wizardModel.ts';

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

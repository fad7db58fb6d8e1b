import { type BookingRequestInput, mobileForRequest } from '@fittizia/contract';
import { type BookingCustomer, type BookingNeeds, specialRequestText } from './customer.ts';
import type { JourneyState } from './state.ts';

/**
 * The booking request (spec 3, 7.2), built in one place for the modal and the wizard: the same choices make
 * the same body, byte for byte.
 */
export interface BookingChoices {
  restaurantId: string;
  /** yyyy-MM-dd */
  date: string;
  /** HH:mm */
  time: string;
  adults: number;
  children: number;
  occasionId: string;
  menu?: { id: string; name: string } | undefined;
  /** Quantities by upsell id (an item at 0 is not sent). */
  extras: Readonly<Record<string, number>>;
  customer: Omit<BookingCustomer, 'needs'> & { needs?: BookingNeeds | undefined };
  /** The card's customer id once the card step accepted a card. */
  braintreeCustomerId?: string | null | undefined;
}

/** `2026-1-7`: dates are sent as year-month-day without zero padding (spec 5.2). */
export function toUnpaddedDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${Number(y)}-${Number(m)}-${Number(d)}`;
}

/** The extras as the request sends them: each once, in `upsells` with its quantity (never also in `upsellIds`). */
export const upsellLines = (extras: Readonly<Record<string, number>>) =>
  Object.entries(extras)
    .filter(([, quantity]) => quantity > 0)
    .map(([id, quantity]) => ({ id, quantity }));

/** The booking request for the diner's choices. */
export function bookingRequest(choices: BookingChoices): BookingRequestInput {
  const { customer, menu } = choices;
  const special = specialRequestText(customer);
  const phone = mobileForRequest(customer.phoneNumber);
  return {
    restaurantId: choices.restaurantId,
    firstName: customer.firstName.trim(),
    lastName: customer.lastName.trim(),
    emailAddress: customer.email.trim(),
    ...(phone ? { mobilePhoneNumber: phone } : {}),
    diningDateTime: `${toUnpaddedDate(choices.date)} ${choices.time}`,
    bookingTime: choices.time,
    adultCovers: choices.adults,
    childCovers: choices.children,
    offerId: null,
    menuIds: menu ? [menu.id] : [],
    ...(menu ? { menuName: menu.name } : {}),
    shouldReceivePromotions: customer.shouldReceivePromotions,
    shouldReceiveSms: customer.shouldReceiveSms,
    ...(special ? { specialRequest: special } : {}),
    occasionId: choices.occasionId,
    braintreeCustomerId: choices.braintreeCustomerId ?? null,
    upsells: upsellLines(choices.extras),
  };
}

/** The modal's choices from the journey (restaurant, time, menu, extras and details chosen). */
export function choicesFrom(state: JourneyState): BookingChoices {
  const { chosen, search } = state;
  if (!chosen || !search.date || !chosen.occasionId) {
    throw new Error('A booking needs a restaurant, a date, a time and an occasion');
  }
  const menu = state.menus?.find((m) => m.id === state.menuId);
  return {
    restaurantId: chosen.storeId,
    date: search.date,
    time: chosen.time,
    adults: search.adults,
    children: search.children,
    occasionId: chosen.occasionId,
    menu: menu && { id: menu.id, name: menu.name },
    extras: state.extras,
    customer: state.customer,
    braintreeCustomerId: state.braintreeCustomerId,
  };
}

export const bookingRequestFrom = (state: JourneyState) => bookingRequest(choicesFrom(state));

/** The chosen extras with their price (pounds, when known) and the total of the priced ones. */
export function chosenExtras(state: Pick<JourneyState, 'upsells' | 'extras'>) {
  const lines = (state.upsells ?? [])
    .filter((u) => (state.extras[u.id] ?? 0) > 0)
    .map((u) => {
      const quantity = state.extras[u.id] ?? 0;
      return { id: u.id, name: u.name, quantity, price: u.price == null ? undefined : u.price * quantity };
    });
  const total = lines.reduce((sum, l) => sum + (l.price ?? 0), 0);
  return { lines, total };
}

import type { BrandClient, TableSearchResponse } from '@fittizia/contract';
import { padTime } from './availability.ts';
import type { JourneyState, OtherRestaurant } from './state.ts';

/*
 * The other restaurants of the times step: when the asked time is not free at the chosen restaurant,
 * the table search around it (`bookingTableSearch` with its `storeId`, the party, date and time) names the nearest
 * restaurants with a table near that time. The same answer is the modal's "nearest other restaurant".
 */

/** The question the table search is asked: around the chosen restaurant, for the journey's party, date and time. */
export interface OthersAsk {
  storeId: string;
  /** yyyy-MM-dd */
  date: string;
  time: string;
  adults: number;
  children: number;
}

/** The ask for the journey's current question, when it has a restaurant and a date. */
export function othersAsk(state: Pick<JourneyState, 'restaurantId' | 'search'>): OthersAsk | undefined {
  const { restaurantId, search } = state;
  if (!restaurantId || !search.date) return undefined;
  const { date, time, adults, children } = search;
  return { storeId: restaurantId, date, time, adults, children };
}

export const sameAsk = (a: OthersAsk | undefined, b: OthersAsk | undefined) =>
  Boolean(a && b) && JSON.stringify(a) === JSON.stringify(b);

/**
 * The restaurants of a search answer that can be booked here with a time near the asked one, nearest first, the
 * chosen restaurant left out (its own times are the availability answer's).
 */
export function otherRestaurants(answer: TableSearchResponse, chosenId: string): OtherRestaurant[] {
  return answer.results
    .filter((r) => r.outcome === 'times' && r.timeSlots.length > 0 && r.storeId !== chosenId)
    .map((r) => ({
      storeId: r.storeId,
      storeName: r.storeName,
      miles: r.miles,
      occasionId: r.occasionId ?? undefined,
      slots: r.timeSlots.map((s) => padTime(s.time)),
      exactMatch: r.exactMatch,
      isPlaceAsEnquiryEnabled: r.isPlaceAsEnquiryEnabled,
      standbyOffered: r.standbyOffered,
    }));
}

/** The nearest other restaurant with a table near the asked time (spec 7.2's suggestion), from the search. */
export function nearestOtherRestaurant(others: readonly OtherRestaurant[] | undefined) {
  const first = others?.[0];
  return first && { storeId: first.storeId, miles: first.miles };
}

/** Whether the times step looks for other restaurants: the asked time is not free at the chosen one. */
export function needsOthers(state: JourneyState): boolean {
  if (state.step !== 'times' || state.others || !state.availability) return false;
  const mine = state.availability.find((r) => r.storeId === state.restaurantId);
  return !mine?.timeSlots.some((s) => padTime(s.time) === state.search.time);
}

/** The table search around the chosen restaurant, as the journey keeps its answer. */
export async function readOthers(
  client: BrandClient,
  ask: OthersAsk,
  signal?: AbortSignal,
): Promise<OtherRestaurant[]> {
  const answer = await client.call('bookingTableSearch', {
    query: {
      storeId: ask.storeId,
      adults: String(ask.adults),
      children: String(ask.children),
      date: ask.date,
      time: ask.time,
    },
    signal,
  });
  return otherRestaurants(answer, ask.storeId);
}

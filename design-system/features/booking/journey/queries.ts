import {
  type AvailabilityRequest,
  type BrandClient,
  NO_AREA_ID,
  type RequirementsResponse,
  type Upsell,
} from '@fittizia/contract';
import { queryOptions } from '@tanstack/react-query';
import { needsOthers, type OthersAsk, othersAsk, readOthers } from './others.ts';
import { toUnpaddedDate } from './request.ts';
import type { JourneyState, TimeSlot } from './state.ts';

/**
 * The journey's reads as React Query options, keyed by restaurant, date, party and what else the call asks
 * for: the same question is asked once (cached, deduplicated), and a read whose key changes (an earlier step
 * was edited) is cancelled through its abort signal. Everything starts with `BOOKING_QUERY_KEY`, so a reset can
 * cancel all of them at once.
 */
export const BOOKING_QUERY_KEY = 'booking';

/** A read's answers are kept briefly: tables come and go. */
const STALE_MS = 30_000;

export interface AvailabilityAsk {
  stores: AvailabilityRequest['stores'];
  /** yyyy-MM-dd */
  date: string;
  time: string;
  adults: number;
  children: number;
}

export const availabilityQuery = (client: BrandClient, ask: AvailabilityAsk) =>
  queryOptions({
    queryKey: [BOOKING_QUERY_KEY, 'availability', ask] as const,
    queryFn: ({ signal }) =>
      client.call('bookingAvailability', {
        body: {
          stores: ask.stores,
          date: `${ask.date}T${ask.time}:00`,
          adultCovers: ask.adults,
          childrenCovers: ask.children,
        },
        signal,
      }),
    staleTime: STALE_MS,
    retry: false,
  });

/** A chosen slot: the restaurant, its occasion, the date, time and party (and the wizard's area, when chosen). */
export interface SlotAsk {
  storeId: string;
  occasionId: string;
  date: string;
  time: string;
  adults: number;
  children: number;
  areaId?: string | null | undefined;
}

const party = (ask: SlotAsk) => ({
  occasionId: ask.occasionId,
  adults: String(ask.adults),
  children: String(ask.children),
});

/** The menus for a slot. */
export const readMenus = async (client: BrandClient, ask: SlotAsk, signal?: AbortSignal) => {
  const answer = await client.call('bookingMenus', {
    params: { storeId: ask.storeId },
    query: { ...party(ask), dates: toUnpaddedDate(ask.date), time: ask.time },
    signal,
  });
  return answer.data.menus;
};

export const menusQuery = (client: BrandClient, ask: SlotAsk) =>
  queryOptions({
    queryKey: [BOOKING_QUERY_KEY, 'menus', ask] as const,
    queryFn: ({ signal }) => readMenus(client, ask, signal),
    staleTime: STALE_MS,
    retry: false,
  });

const requirementsCall = (client: BrandClient, ask: SlotAsk & { menuId: string }, signal?: AbortSignal) =>
  client.call('bookingRequirements', {
    params: { storeId: ask.storeId },
    query: {
      ...party(ask),
      bookingDate: toUnpaddedDate(ask.date),
      menuId: ask.menuId,
      time: ask.time,
      ...(ask.areaId ? { areaId: ask.areaId } : {}),
    },
    signal,
  });

export const requirementsQuery = (client: BrandClient, ask: SlotAsk & { menuId: string }) =>
  queryOptions({
    queryKey: [BOOKING_QUERY_KEY, 'requirements', ask] as const,
    queryFn: ({ signal }) => requirementsCall(client, ask, signal),
    staleTime: STALE_MS,
    retry: false,
  });

/** The extras offered and the booking's requirements (card, enquiry) for a chosen menu. */
export async function readExtras(
  client: BrandClient,
  ask: SlotAsk & { menuId: string },
  signal?: AbortSignal,
): Promise<{ requirements: RequirementsResponse; upsells: Upsell[] }> {
  const [requirements, upsells] = await Promise.all([
    requirementsCall(client, ask, signal),
    client.call('bookingUpsells', {
      params: { storeId: ask.storeId },
      query: {
        ...party(ask),
        bookingDate: toUnpaddedDate(ask.date),
        time: ask.time,
        includeUnavailable: 'false',
      },
      signal,
    }),
  ]);
  return { requirements, upsells: upsells.data.upsells };
}

export const extrasQuery = (client: BrandClient, ask: SlotAsk & { menuId: string }) =>
  queryOptions({
    queryKey: [BOOKING_QUERY_KEY, 'extras', ask] as const,
    queryFn: ({ signal }) => readExtras(client, ask, signal),
    staleTime: STALE_MS,
    retry: false,
  });

/*
 * The wizard's reads (spec 4.4): a day's occasions, then the areas and the times for the party's occasion,
 * menu and area (menus and extras as above).
 */
export const readOccasions = async (
  client: BrandClient,
  storeId: string,
  date: string,
  signal?: AbortSignal,
) =>
  (
    await client.call('bookingOccasions', {
      params: { storeId },
      query: { date: toUnpaddedDate(date) },
      signal,
    })
  ).occasions;

export const occasionsQuery = (client: BrandClient, storeId: string, date: string) =>
  queryOptions({
    queryKey: [BOOKING_QUERY_KEY, 'occasions', storeId, date] as const,
    queryFn: ({ signal }) => readOccasions(client, storeId, date, signal),
    staleTime: STALE_MS,
    retry: false,
  });

export const readAreas = async (client: BrandClient, ask: SlotAsk, signal?: AbortSignal) =>
  (
    await client.call('bookingAreas', {
      params: { storeId: ask.storeId },
      query: { ...party(ask), dates: toUnpaddedDate(ask.date) },
      signal,
    })
  ).data.areas;

export const areasQuery = (client: BrandClient, ask: SlotAsk) =>
  queryOptions({
    queryKey: [BOOKING_QUERY_KEY, 'areas', ask] as const,
    queryFn: ({ signal }) => readAreas(client, ask, signal),
    staleTime: STALE_MS,
    retry: false,
  });

/** The times offered for a menu and area (no area: any). */
export async function readSlots(
  client: BrandClient,
  ask: SlotAsk & { menuId: string },
  signal?: AbortSignal,
): Promise<TimeSlot[]> {
  const answer = await client.call('bookingSlots', {
    params: { storeId: ask.storeId },
    query: {
      ...party(ask),
      dates: toUnpaddedDate(ask.date),
      menuIds: [ask.menuId],
      areaId: ask.areaId ?? NO_AREA_ID,
    },
    signal,
  });
  return (answer.dates[0]?.times ?? []).map((t) => ({ time: t.time, canEnquire: t.canEnquire }));
}

export const slotsQuery = (client: BrandClient, ask: SlotAsk & { menuId: string }) =>
  queryOptions({
    queryKey: [BOOKING_QUERY_KEY, 'slots', ask] as const,
    queryFn: ({ signal }) => readSlots(client, ask, signal),
    staleTime: STALE_MS,
    retry: false,
  });

/** The other restaurants with a table near the asked time (the table search around the chosen one). */
export const othersQuery = (client: BrandClient, ask: OthersAsk) =>
  queryOptions({
    queryKey: [BOOKING_QUERY_KEY, 'others', ask] as const,
    queryFn: ({ signal }) => readOthers(client, ask, signal),
    staleTime: STALE_MS,
    retry: false,
  });

/** What the current step still has to read, or nothing. */
export type PendingRead =
  | { kind: 'others'; ask: OthersAsk }
  | { kind: 'menus'; ask: SlotAsk }
  | { kind: 'extras'; ask: SlotAsk & { menuId: string } }
  | { kind: 'requirements'; ask: SlotAsk & { menuId: string } };

export function pendingRead(state: JourneyState): PendingRead | undefined {
  const others = needsOthers(state) ? othersAsk(state) : undefined;
  if (others) return { kind: 'others', ask: others };
  const { chosen, search } = state;
  if (!chosen?.occasionId || !search.date) return undefined;
  const ask: SlotAsk = {
    storeId: chosen.storeId,
    occasionId: chosen.occasionId,
    date: search.date,
    time: chosen.time,
    adults: search.adults,
    children: search.children,
  };
  if (state.step === 'menu' && !state.menus) return { kind: 'menus', ask };
  if (!state.menuId) return undefined;
  if (state.step === 'extras' && !state.upsells)
    return { kind: 'extras', ask: { ...ask, menuId: state.menuId } };
  if (state.step === 'details' && !state.requirements) {
    return { kind: 'requirements', ask: { ...ask, menuId: state.menuId } };
  }
  return undefined;
}

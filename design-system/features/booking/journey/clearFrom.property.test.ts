import type { AvailabilityResult, BookingMenu, Upsell } from '@fittizia/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blankJourney,
  clearFrom,
  EDIT_SECTIONS,
  type EditSection,
  initialJourney,
  JOURNEY_STEPS,
  type JourneyAction,
  type JourneyState,
  journeyReducer,
  offeredStores,
  othersAsk,
  STEP_ORDER,
  stepDef,
  stepIndex,
} from './index.ts';

/*
 * Random diners: any sequence of choices, answers and Edits. Every answer is labelled with the question it
 * answers (the search, the slot, the menu), so a later step holding data chosen for an earlier answer shows as
 * a label that no longer matches.
 */

const RESTAURANTS = [
  { storeId: '1042', city: 'manchester', slug: 'deansgate' },
  { storeId: '1057', city: 'leeds', slug: 'briggate' },
];
const TIMES = ['18:00', '18:30', '19:00', '19:30', '20:00'];
const DATES = ['2026-01-16', '2026-01-17'];

const searchTag = (s: JourneyState) =>
  `${s.search.date}|${s.search.adults}|${s.search.children}|${s.search.time}`;

type Intent =
  | { kind: 'restaurant'; pick: number }
  | { kind: 'search'; adults: number; children: number; date: number; time: number }
  | { kind: 'availability'; exact: boolean[]; slots: number[][] }
  | { kind: 'slot'; pick: number; time: number }
  | { kind: 'others'; slots: number[][] }
  | { kind: 'switch'; pick: number; time: number }
  | { kind: 'menus'; count: number }
  | { kind: 'menu'; pick: number }
  | { kind: 'extras'; count: number; card: boolean }
  | { kind: 'extra'; pick: number; quantity: number }
  | { kind: 'confirmExtras' | 'needCard' | 'slotTaken' | 'success' }
  | { kind: 'card' }
  | { kind: 'edit'; section: EditSection }
  | { kind: 'show'; step: (typeof STEP_ORDER)[number] };

const intent: fc.Arbitrary<Intent> = fc.oneof(
  fc.record({ kind: fc.constant('restaurant' as const), pick: fc.nat(1) }),
  fc.record({
    kind: fc.constant('search' as const),
    adults: fc.integer({ min: 1, max: 30 }),
    children: fc.integer({ min: 0, max: 3 }),
    date: fc.nat(1),
    time: fc.nat(TIMES.length - 1),
  }),
  fc.record({
    kind: fc.constant('availability' as const),
    exact: fc.array(fc.boolean(), { minLength: 2, maxLength: 2 }),
    slots: fc.array(fc.uniqueArray(fc.nat(TIMES.length - 1), { maxLength: 4 }), {
      minLength: 2,
      maxLength: 2,
    }),
  }),
  fc.record({ kind: fc.constant('slot' as const), pick: fc.nat(1), time: fc.nat(TIMES.length - 1) }),
  fc.record({
    kind: fc.constant('others' as const),
    slots: fc.array(fc.uniqueArray(fc.nat(TIMES.length - 1), { maxLength: 4 }), {
      minLength: 2,
      maxLength: 2,
    }),
  }),
  fc.record({ kind: fc.constant('switch' as const), pick: fc.nat(1), time: fc.nat(TIMES.length - 1) }),
  fc.record({ kind: fc.constant('menus' as const), count: fc.integer({ min: 0, max: 3 }) }),
  fc.record({ kind: fc.constant('menu' as const), pick: fc.nat(2) }),
  fc.record({
    kind: fc.constant('extras' as const),
    count: fc.integer({ min: 0, max: 2 }),
    card: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('extra' as const),
    pick: fc.nat(1),
    quantity: fc.integer({ min: -1, max: 5 }),
  }),
  fc.constantFrom(
    ...(['confirmExtras', 'needCard', 'slotTaken', 'success', 'card'] as const).map((kind) => ({ kind })),
  ),
  fc.record({
    kind: fc.constant('edit' as const),
    section: fc.constantFrom(...(Object.keys(EDIT_SECTIONS) as EditSection[])),
  }),
  fc.record({ kind: fc.constant('show' as const), step: fc.constantFrom(...STEP_ORDER) }),
);

/** The action a diner (or an answer) would produce now, labelled with what it answers. */
function toAction(s: JourneyState, i: Intent): JourneyAction | undefined {
  const chosen = s.chosen;
  switch (i.kind) {
    case 'restaurant':
      return { type: 'chooseRestaurant', restaurant: RESTAURANTS[i.pick] as (typeof RESTAURANTS)[number] };
    case 'search':
      return {
        type: 'setSearch',
        search: {
          adults: i.adults,
          children: i.children,
          date: DATES[i.date],
          time: TIMES[i.time] as string,
        },
      };
    case 'availability': {
      const results: AvailabilityResult[] = RESTAURANTS.map((r, n) => ({
        storeId: r.storeId,
        storeName: searchTag(s),
        occasionId: 'occ-dinner',
        exactMatch: i.exact[n] ?? false,
        isFirstChoice: r.storeId === s.restaurantId,
        miles: n,
        timeSlots: (i.slots[n] ?? []).map((t) => ({ time: TIMES[t] as string })),
        isPlaceAsEnquiryEnabled: false,
        allowMultipleUpsells: true,
        standbyOffered: true,
      }));
      return { type: 'availabilityLoaded', results, today: '2026-01-14' };
    }
    case 'slot': {
      const store = offeredStores(s)[i.pick];
      const time = store?.slots[i.time % Math.max(1, store.slots.length)];
      return store && time ? { type: 'chooseSlot', storeId: store.storeId, time } : undefined;
    }
    case 'others': {
      // The table search's answer, for the question asked now (labelled with it).
      const ask = othersAsk(s);
      if (!ask) return undefined;
      const others = RESTAURANTS.map((r, n) => ({
        storeId: r.storeId,
        storeName: searchTag(s),
        miles: n,
        occasionId: 'occ-dinner',
        slots: (i.slots[n] ?? []).map((t) => TIMES[t] as string),
        exactMatch: false,
        isPlaceAsEnquiryEnabled: false,
        standbyOffered: true,
      })).filter((o) => o.storeId !== s.restaurantId && o.slots.length > 0);
      return { type: 'othersLoaded', ask, others };
    }
    case 'switch': {
      const other = s.others?.[i.pick];
      const time = other?.slots[i.time % Math.max(1, other.slots.length)];
      return other && time ? { type: 'switchRestaurant', storeId: other.storeId, time } : undefined;
    }
    case 'menus': {
      if (!chosen) return undefined;
      const menus: BookingMenu[] = Array.from({ length: i.count }, (_, n) => ({
        id: `m-${n}`,
        name: `${chosen.storeId}|${searchTag(s)}`,
      }));
      return { type: 'menusLoaded', menus };
    }
    case 'menu':
      return { type: 'chooseMenu', menuId: `m-${i.pick}` };
    case 'extras': {
      if (!chosen || !s.menuId) return undefined;
      const upsells: Upsell[] = Array.from({ length: i.count }, (_, n) => ({
        id: `up-${n}`,
        name: `${s.menuId}|${chosen.storeId}|${searchTag(s)}`,
        minimumQuantity: 0,
        maximumQuantity: 3,
      }));
      const requirements = { isCardGuaranteeRequired: i.card, isPlaceAsEnquiryEnabled: false };
      return { type: 'extrasLoaded', upsells, requirements };
    }
    case 'extra':
      return { type: 'setExtra', id: `up-${i.pick}`, quantity: i.quantity };
    case 'card':
      return { type: 'cardAccepted', customerId: 'cus_1' };
    case 'success':
      return s.step === 'details' || s.step === 'card'
        ? { type: 'bookingSucceeded', reference: 'REF', enquiry: false }
        : undefined;
    case 'edit':
      return { type: 'edit', section: i.section };
    case 'show':
      return { type: 'showStep', step: i.step };
    default:
      return { type: i.kind };
  }
}

/** Nothing a step holds was chosen for an answer that has since changed. */
function expectNothingStale(s: JourneyState) {
  const tag = searchTag(s);
  for (const r of s.availability ?? [])
    expect(r.storeName, 'availability answers the current search').toBe(tag);
  if (s.chosen) {
    expect(s.availability?.some((r) => r.storeId === s.chosen?.storeId)).toBe(true);
    expect(s.chosen.storeId).toBe(s.restaurantId);
  }
  if (s.menus) expect(s.availability, 'menus only with an availability answer').toBeDefined();
  for (const m of s.menus ?? [])
    expect(m.name, 'menus answer the chosen restaurant').toBe(`${s.restaurantId}|${tag}`);
  if (s.menuId) expect(s.menus?.some((m) => m.id === s.menuId)).toBe(true);
  if (s.upsells || s.requirements) expect(s.menuId, 'extras and requirements belong to a menu').toBeDefined();
  for (const u of s.upsells ?? []) expect(u.name).toBe(`${s.menuId}|${s.restaurantId}|${tag}`);
  for (const id of Object.keys(s.extras)) expect(s.upsells?.some((u) => u.id === id)).toBe(true);
  if (s.braintreeCustomerId) expect(s.menuId).toBeDefined();
  for (const o of s.others ?? [])
    expect(o.storeName, 'other restaurants answer the current search').toBe(tag);
  // A switch carries the menu and extras only until the new restaurant's menus and extras are read.
  if (s.carried) {
    expect(s.upsells, 'carried extras are settled once the extras are read').toBeUndefined();
    if (s.menuId) expect(s.carried.menuKept).toBe(true);
    expect(s.carried.storeName).toBe(tag);
  }
  if (s.step !== 'restaurant')
    expect(stepDef(s.step).ready(s), `step ${s.step} has what it needs`).toBe(true);
}

/**
 * A diner deep in the journey: menu and an extra chosen, details reached, the time taken (status 9), and the
 * table search's other restaurants read: where switching restaurant (and what it carries) is reached.
 */
const TAKEN_WITH_OTHERS: Intent[] = [
  { kind: 'search', adults: 2, children: 0, date: 0, time: 3 },
  { kind: 'availability', exact: [true, false], slots: [[3], [1, 3]] },
  { kind: 'menus', count: 2 },
  { kind: 'menu', pick: 0 },
  { kind: 'extras', count: 2, card: false },
  { kind: 'extra', pick: 0, quantity: 2 },
  { kind: 'confirmExtras' },
  { kind: 'slotTaken' },
  { kind: 'others', slots: [[3], [2, 3]] },
];

describe('the journey model, driven by random diners', () => {
  it('any sequence of choices, answers and Edits leaves no later step holding stale data', () => {
    fc.assert(
      fc.property(fc.array(intent, { maxLength: 40 }), fc.boolean(), (intents, deep) => {
        let s = initialJourney({ restaurant: RESTAURANTS[0] as (typeof RESTAURANTS)[number] });
        if (deep) {
          for (const i of TAKEN_WITH_OTHERS) s = journeyReducer(s, toAction(s, i) as JourneyAction);
          expect(s.others?.length, 'the deep start has other restaurants').toBe(1);
          expectNothingStale(s);
        }
        for (const i of intents) {
          const action = toAction(s, i);
          if (!action) continue;
          s = journeyReducer(s, action);
          expectNothingStale(s);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('clearFrom(step) blanks what that step and every later step own, and keeps every earlier answer', () => {
    fc.assert(
      fc.property(fc.array(intent, { maxLength: 30 }), fc.constantFrom(...STEP_ORDER), (intents, step) => {
        let s = initialJourney({ restaurant: RESTAURANTS[1] as (typeof RESTAURANTS)[number] });
        for (const i of intents) {
          const action = toAction(s, i);
          if (action) s = journeyReducer(s, action);
        }
        const cleared = clearFrom(s, step);
        for (const def of JOURNEY_STEPS) {
          for (const field of def.owns) {
            const expected = stepIndex(def.id) >= stepIndex(step) ? blankJourney[field] : s[field];
            expect(cleared[field], `${field} after clearFrom(${step})`).toEqual(expected);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});

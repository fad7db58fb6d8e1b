import type { AvailabilityResult, BookingMenu, RequirementsResponse, Upsell } from '@fittizia/contract';
import { keptExtras } from './extras.ts';
import type { JourneyState, OtherRestaurant, SwitchCarry } from './state.ts';
import { clearFrom } from './steps.ts';
import { toChosen } from './times.ts';

/*
 * Switching restaurant from the times step: a time at another restaurant of the table search. What
 * the diner entered and is still valid there stays: the party, date and time, their details, and the menu and
 * extras when the new restaurant offers them (known once its menus and extras are read). What had to be cleared
 * is said in words (`switchNotice`).
 */

/** The words of a switch: where the diner now books. */
export const switchedTo = (storeName: string) =>
  `You are now booking at ${storeName}, for the same party and date.`;

const menuWords = (name: string) => (/\bmenu\b/i.test(name) ? `The ${name}` : `The ${name} menu`);

/** A menu the new restaurant does not offer. */
export const menuCleared = (menuName: string, storeName: string) =>
  `${menuWords(menuName)} is not available at ${storeName}, so we cleared it.`;

/** Extras the new restaurant does not offer (all of them, or some). */
export const extrasCleared = (storeName: string, some = false) =>
  some
    ? `Some of your extras are not available at ${storeName}, so we cleared them.`
    : 'Your extras were cleared.';

/** Kept: the menu, and the extras when there were any. */
export const menuKept = (withExtras: boolean) =>
  withExtras ? 'Your menu and extras are kept.' : 'Your menu is kept.';

const say = (state: JourneyState, sentence: string) =>
  [state.switchNotice, sentence].filter(Boolean).join(' ');

/** The other restaurant as the availability answer of the restaurant switched to (its times, for Edit time). */
function asAvailability(other: OtherRestaurant): AvailabilityResult {
  return {
    storeId: other.storeId,
    storeName: other.storeName,
    occasionId: other.occasionId ?? null,
    exactMatch: other.exactMatch,
    isFirstChoice: true,
    miles: 0,
    timeSlots: other.slots.map((time) => ({ time })),
    isPlaceAsEnquiryEnabled: other.isPlaceAsEnquiryEnabled,
    allowMultipleUpsells: false,
    standbyOffered: other.standbyOffered,
  };
}

/**
 * A time at another restaurant of the search: that restaurant becomes the chosen one, with its times as its
 * availability answer and the time chosen; the party, date, asked time and the diner's details stay; the menu
 * and extras are carried until its menus and extras are read.
 */
export function switchRestaurant(state: JourneyState, storeId: string, time: string): JourneyState {
  const other = state.others?.find((o) => o.storeId === storeId);
  if (!other || storeId === state.restaurantId || !other.slots.includes(time)) return state;
  const carried: SwitchCarry = {
    storeName: other.storeName,
    menuId: state.menuId,
    menuName: state.menus?.find((m) => m.id === state.menuId)?.name,
    extras: state.extras,
    resume: Boolean(state.menuId),
  };
  return {
    ...clearFrom(state, 'times'),
    restaurantId: other.storeId,
    availability: [asAvailability(other)],
    others: state.others,
    chosen: toChosen(other, time),
    carried,
    switchNotice: switchedTo(other.storeName),
    step: 'menu',
  };
}

/**
 * The new restaurant's menus while a switch carries a menu: kept when offered (the extras come next), else
 * cleared and said (with the extras, which belong to the menu). Undefined when nothing is carried.
 */
export function carryMenus(state: JourneyState, menus: BookingMenu[]): JourneyState | undefined {
  const { carried } = state;
  if (!carried) return undefined;
  if (carried.menuId && menus.some((m) => m.id === carried.menuId)) {
    return {
      ...state,
      menus,
      menuId: carried.menuId,
      carried: { ...carried, menuKept: true },
      step: 'extras',
    };
  }
  let switchNotice = state.switchNotice;
  if (carried.menuId) {
    switchNotice = say(state, menuCleared(carried.menuName ?? 'menu you chose', carried.storeName));
    if (Object.keys(carried.extras).length > 0)
      switchNotice = say({ ...state, switchNotice }, extrasCleared(carried.storeName));
  }
  return { ...state, carried: undefined, switchNotice };
}

/**
 * The new restaurant's extras after the carried menu was kept: the extras it offers stay (within its bounds),
 * the others are cleared and said. With nothing to choose again, back to the details the diner had reached.
 */
export function carryExtras(
  state: JourneyState,
  upsells: Upsell[],
  requirements: RequirementsResponse,
): JourneyState | undefined {
  const { carried } = state;
  if (!carried?.menuKept) return undefined;
  const extras = keptExtras(carried.extras, upsells);
  const had = Object.keys(carried.extras).length;
  const dropped = Object.entries(carried.extras).some(([id, n]) => extras[id] !== n);
  const kept = Object.keys(extras).length;
  const sentence = !dropped
    ? menuKept(had > 0)
    : kept > 0
      ? extrasCleared(carried.storeName, true)
      : extrasCleared(carried.storeName);
  const next = {
    ...state,
    upsells,
    requirements,
    extras,
    carried: undefined,
    switchNotice: say(state, sentence),
  };
  const again = upsells.length > 0 && (dropped || !carried.resume);
  return { ...next, step: again ? 'extras' : 'details' };
}

import { TZDate } from '@date-fns/tz';
import {
  allergenConflicts,
  type BookingPreorder,
  type PreorderGuestEntry,
  type PreorderSection,
  type PreorderState,
  type PreorderView,
} from '@fittizia/contract';
import { format } from 'date-fns';
import type { Db } from '../../../shared/database.ts';
import type { PreorderGuestRow } from '../tables.ts';
import { type PreorderRole, preorderPaths } from './links.ts';
import { type LoadedPreorder, menuSections } from './records.ts';

/* A pre-order as a link sees it (the guests' or the organiser's), and as the booking's answers carry it. */

/** "Thursday 17 December at 19:30", London. */
export function cutoffWords(at: Date): string {
  const local = new TZDate(at, 'Europe/London');
  return `${format(local, 'EEEE d MMMM')} at ${format(local, 'HH:mm')}`;
}

/** The state a person meets: cancelled with its booking, closed at the cut-off even before the job has run. */
export function effectiveState({ preorder, booking }: LoadedPreorder, now: Date): PreorderState {
  if (preorder.state === 'cancelled' || booking.status === 'cancelled') return 'cancelled';
  if (preorder.state === 'closed' || now.getTime() >= preorder.cutoffAt.getTime()) return 'closed';
  return 'open';
}

/** The guests whose places are over the party: adults past the booking's adults, children past its children. */
export function overPartyIds(loaded: LoadedPreorder): Set<number> {
  const over = new Set<number>();
  let adults = 0;
  let children = 0;
  for (const guest of loaded.guests) {
    const seat = guest.child ? ++children : ++adults;
    if (seat > (guest.child ? loaded.booking.children : loaded.booking.adults)) over.add(guest.id);
  }
  return over;
}

export interface PreorderMenus {
  menuName: string;
  sections: PreorderSection[];
  childrenSections: PreorderSection[];
}

export async function preorderMenus(db: Db, loaded: LoadedPreorder, now: Date): Promise<PreorderMenus> {
  const required = loaded.preorder.allSectionsRequired;
  const adults = await menuSections(db, loaded.preorder.menuId, required, now);
  const children =
    loaded.booking.children > 0 || loaded.guests.some((g) => g.child)
      ? await menuSections(db, loaded.preorder.childrenMenuId, required, now)
      : { name: '', sections: [] };
  return { menuName: adults.name, sections: adults.sections, childrenSections: children.sections };
}

export function guestEntry(
  guest: PreorderGuestRow,
  menus: PreorderMenus,
  over: Set<number>,
): PreorderGuestEntry {
  const dishes = [...menus.sections, ...menus.childrenSections].flatMap((s) => s.dishes);
  return {
    id: String(guest.id),
    firstName: guest.firstName,
    child: guest.child,
    chosen: guest.choices.length > 0,
    overParty: over.has(guest.id),
    choices: guest.choices.map(({ sectionId, dishId }) => ({ sectionId, dishId })),
    allergens: guest.allergens,
    ...(guest.note ? { note: guest.note } : {}),
    conflicts: allergenConflicts(dishes, guest.choices, guest.allergens),
  };
}

export interface ViewOptions {
  secret: string;
  siteUrl: string;
  now: Date;
}

/** The view a link answers: first names and who has chosen for the guests; everything for the organiser. */
export async function preorderView(
  db: Db,
  loaded: LoadedPreorder,
  role: PreorderRole,
  options: ViewOptions,
): Promise<PreorderView> {
  const { preorder, booking, guests } = loaded;
  const menus = await preorderMenus(db, loaded, options.now);
  const over = overPartyIds(loaded);
  const places = booking.adults + booking.children;
  const base: PreorderView = {
    role,
    reference: booking.reference,
    state: effectiveState(loaded, options.now),
    storeId: booking.storeId,
    storeName: booking.storeName,
    date: booking.date,
    time: booking.time,
    adults: booking.adults,
    children: booking.children,
    places,
    menuName: menus.menuName,
    cutoffAt: preorder.cutoffAt.toISOString(),
    cutoffText: cutoffWords(preorder.cutoffAt),
    sections: menus.sections,
    childrenSections: menus.childrenSections,
    guests: guests.map((g) => ({
      id: String(g.id),
      firstName: g.firstName,
      child: g.child,
      chosen: g.choices.length > 0,
      overParty: over.has(g.id),
    })),
  };
  if (role !== 'organiser') return base;
  const entries = guests.map((g) => guestEntry(g, menus, over));
  const { guestLink } = preorderPaths(options.secret, booking.reference);
  const chosen = entries.filter((e) => e.chosen).length;
  return {
    ...base,
    entries,
    counts: dishCounts(menus, entries),
    organiser: {
      name: `${booking.firstName} ${booking.lastName}`.trim(),
      email: booking.email,
      ...(booking.phone ? { phone: booking.phone } : {}),
    },
    guestLink,
    reminderText:
      `Please choose your food for our table at ${booking.storeName} on ${booking.date} at ${booking.time}` +
      ` before ${cutoffWords(preorder.cutoffAt)}: ${options.siteUrl}${guestLink}` +
      ` (${chosen} of ${places} places have chosen so far).`,
  };
}

/** How many of each dish, in the menus' order (only dishes chosen at least once). */
export function dishCounts(menus: PreorderMenus, entries: PreorderGuestEntry[]) {
  const tally = new Map<string, number>();
  for (const entry of entries) {
    if (entry.overParty) continue;
    for (const c of entry.choices) tally.set(c.dishId, (tally.get(c.dishId) ?? 0) + 1);
  }
  const seen = new Set<string>();
  return [...menus.sections, ...menus.childrenSections].flatMap((s) =>
    s.dishes.flatMap((d) => {
      const count = tally.get(d.id);
      if (!count || seen.has(d.id)) return [];
      seen.add(d.id);
      return [{ dishId: d.id, name: d.name, count }];
    }),
  );
}

/** The booking's answers' part: the two links, how many have chosen, the cut-off, and who is over the party. */
export function bookingPreorderOf(loaded: LoadedPreorder, secret: string, now: Date): BookingPreorder {
  const over = overPartyIds(loaded);
  return {
    ...preorderPaths(secret, loaded.booking.reference),
    places: loaded.booking.adults + loaded.booking.children,
    chosen: loaded.guests.filter((g) => g.choices.length > 0 && !over.has(g.id)).length,
    cutoffAt: loaded.preorder.cutoffAt.toISOString(),
    state: effectiveState(loaded, now),
    overParty: loaded.guests
      .filter((g) => over.has(g.id))
      .reverse()
      .map((g) => g.firstName),
  };
}

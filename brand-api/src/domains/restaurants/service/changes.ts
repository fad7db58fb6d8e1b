import type { SpecialHours } from '@fittizia/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { dishStates, menus, restaurants } from '../tables.ts';

/*
 * The changes operators make to restaurants and dishes (the operations domain calls these inside its own
 * transaction, which logs them): each reads the record, leaves it as it is when the change would change nothing,
 * and answers the record before and after.
 */

export interface Changed<T> {
  changed: boolean;
  before: T;
  after: T;
}

const dayOf = (entry: unknown) => (entry as SpecialHours).endDate?.slice(0, 10);
/** jsonb hands keys back in its own order: compare entries with their keys sorted. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );

/**
 * Sets (or, with `entry` null, removes) the hours an operator set for one London day. They are kept in
 * `operator_special_hours` and, after the seeded entries, in `special_hours`, which the restaurant's read and the
 * booking engine use; the later entry wins on its day (`specialHoursOn`). Undefined: no such restaurant.
 */
export async function setOperatorSpecialHours(
  db: Db,
  storeId: string,
  date: string,
  entry: SpecialHours | null,
): Promise<Changed<SpecialHours | null> | undefined> {
  const [row] = await db
    .select({ specialHours: restaurants.specialHours, operator: restaurants.operatorSpecialHours })
    .from(restaurants)
    .where(eq(restaurants.storeId, storeId))
    .for('update');
  if (!row) return undefined;
  const old = row.operator.filter((e) => dayOf(e) === date);
  const before = (old.at(-1) as SpecialHours | undefined) ?? null;
  if (canonical(before) === canonical(entry)) return { changed: false, before, after: entry };
  const operator = [...row.operator.filter((e) => dayOf(e) !== date), ...(entry ? [entry] : [])];
  const stale = new Set(row.operator.map(canonical));
  const seeded = row.specialHours.filter((e) => !stale.has(canonical(e)));
  await db
    .update(restaurants)
    .set({ operatorSpecialHours: operator, specialHours: [...seeded, ...operator] })
    .where(eq(restaurants.storeId, storeId));
  return { changed: true, before, after: entry };
}

interface MenuItemRow {
  id?: string;
  price?: number | null;
}
interface MenuSectionRow {
  items?: MenuItemRow[];
}

/** The ids of the menus a dish is on (in id order) and its price there; undefined: no menu has it. */
export async function findDish(
  db: Db,
  dishId: string,
): Promise<{ menuIds: string[]; price: number | null } | undefined> {
  const rows = await db.select({ id: menus.id, sections: menus.sections }).from(menus).orderBy(menus.id);
  const menuIds: string[] = [];
  let price: number | null | undefined;
  for (const row of rows) {
    const item = (row.sections as MenuSectionRow[])
      .flatMap((s) => s.items ?? [])
      .find((i) => String(i.id) === dishId);
    if (!item) continue;
    menuIds.push(row.id);
    price ??= item.price ?? null;
  }
  return menuIds.length ? { menuIds, price: price ?? null } : undefined;
}

type DishState = typeof dishStates.$inferSelect;

/** Whether a dish is off at `now`: off with no end, or an end still ahead. */
const isOff = (state: DishState | undefined, now: Date) =>
  Boolean(state?.off && (state.offUntil === null || state.offUntil > now));

export interface DishAvailability {
  available: boolean;
  /** When it is back (an ISO instant); null: on, or off until further notice. */
  offUntil: string | null;
}

const availabilityOf = (state: DishState | undefined, now: Date): DishAvailability =>
  isOff(state, now)
    ? { available: false, offUntil: state?.offUntil ? state.offUntil.toISOString() : null }
    : { available: true, offUntil: null };

async function dishState(db: Db, dishId: string) {
  const [state] = await db.select().from(dishStates).where(eq(dishStates.dishId, dishId)).for('update');
  return state;
}

/** Turns a dish on, or off until `offUntil` (null: until further notice). */
export async function setDishAvailability(
  db: Db,
  dishId: string,
  wanted: { available: true } | { available: false; offUntil: Date | null },
  now: Date,
): Promise<Changed<DishAvailability>> {
  const state = await dishState(db, dishId);
  const before = availabilityOf(state, now);
  const off = !wanted.available;
  const offUntil = wanted.available ? null : wanted.offUntil;
  const after: DishAvailability = off
    ? { available: false, offUntil: offUntil ? offUntil.toISOString() : null }
    : { available: true, offUntil: null };
  if (canonical(before) === canonical(after)) return { changed: false, before, after };
  await db
    .insert(dishStates)
    .values({ dishId, off, offUntil, updatedAt: now })
    .onConflictDoUpdate({ target: dishStates.dishId, set: { off, offUntil, updatedAt: now } });
  return { changed: true, before, after };
}

/** Sets a dish's price (pounds) on every menu it is on; `listed` is its price as the menus hold it. */
export async function setDishPrice(
  db: Db,
  dishId: string,
  price: number,
  listed: number | null,
  now: Date,
): Promise<Changed<{ price: number | null }>> {
  const state = await dishState(db, dishId);
  const before = { price: state?.pricePence == null ? listed : state.pricePence / 100 };
  const pricePence = Math.round(price * 100);
  const after = { price: pricePence / 100 };
  if (before.price === after.price) return { changed: false, before, after };
  await db
    .insert(dishStates)
    .values({ dishId, pricePence, updatedAt: now })
    .onConflictDoUpdate({ target: dishStates.dishId, set: { pricePence, updatedAt: now } });
  return { changed: true, before, after };
}

/** A menu's sections as read at `now`: the dishes that are off left out, the prices operators set applied. */
export async function sectionsAsServed(db: Db, sections: unknown[], now: Date): Promise<unknown[]> {
  const states = await db.select().from(dishStates);
  if (states.length === 0) return sections;
  const byId = new Map(states.map((s) => [s.dishId, s]));
  return (sections as MenuSectionRow[]).map((section) => ({
    ...section,
    items: (section.items ?? []).flatMap((item) => {
      const state = item.id === undefined ? undefined : byId.get(String(item.id));
      if (!state) return [item];
      if (isOff(state, now)) return [];
      return [state.pricePence == null ? item : { ...item, price: state.pricePence / 100 }];
    }),
  }));
}

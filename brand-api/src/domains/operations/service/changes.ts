import {
  type ChangeKind,
  londonToday,
  type OpsChangeResponse,
  type OpsClosureRequest,
  type OpsSpecialHoursRequest,
  type SpecialHours,
} from '@fittizia/contract';
import { londonInstant } from '@fittizia/contract/london-time';
import { desc } from 'drizzle-orm';
import { recordChange } from '../../../shared/changes.ts';
import type { ClosureService } from '../../../shared/closures.ts';
import type { Database, Db } from '../../../shared/database.ts';
import { InvalidField, NotFound } from '../../../shared/errors.ts';
import { setOfferEnd } from '../../offers/index.ts';
import {
  type Changed,
  findDish,
  restaurantExists,
  setDishAvailability,
  setDishPrice,
  setOperatorSpecialHours,
} from '../../restaurants/index.ts';
import { opsChanges } from '../tables.ts';

/*
 * The operators' changes (docs/operations.md). Each runs in one transaction: the change, its line in the log
 * (`ops_changes`: who, when, before, after) and its change event (`recordChange`), or, when it would change
 * nothing, none of them (`changed: false`).
 */

export interface Operator {
  /** The key's name: who made the change. */
  name: string;
  now: Date;
}

const restaurantNotFound = (storeId: string) =>
  new NotFound(`Restaurant not found: no restaurant with store id "${storeId}"`, { field: 'params.storeId' });

/** The start of the London day after the one `at` falls on. */
export function endOfLondonDay(at: Date): Date {
  const [year, month, day] = londonToday(at).split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return londonInstant(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    0,
  );
}

/** One line of the operators' change log (`ops_changes`), written in the transaction of the change it describes. */
export async function logOperatorChange(
  tx: Db,
  line: { who: string; at: Date; action: string; target: string; before: unknown; after: unknown },
): Promise<void> {
  await tx.insert(opsChanges).values(line);
}

interface Logged<T> {
  action: string;
  target: string;
  event: { kind: ChangeKind; ids: string[] };
  apply(tx: Db): Promise<Changed<T> | undefined>;
  missing(): NotFound;
}

async function logged<T>(database: Database, who: Operator, change: Logged<T>): Promise<OpsChangeResponse> {
  return database.db.transaction(async (tx) => {
    const outcome = await change.apply(tx);
    if (!outcome) throw change.missing();
    const answer = {
      changed: outcome.changed,
      target: change.target,
      before: outcome.before,
      after: outcome.after,
    };
    if (!outcome.changed) return answer;
    await tx.insert(opsChanges).values({
      at: who.now,
      who: who.name,
      action: change.action,
      target: change.target,
      before: outcome.before,
      after: outcome.after,
    });
    await recordChange(tx, { ...change.event, actor: who.name });
    return answer;
  });
}

/** Sets a restaurant's hours on one London day (closed all day, or open and close times). */
export function setSpecialHours(
  database: Database,
  who: Operator,
  storeId: string,
  body: OpsSpecialHoursRequest,
): Promise<OpsChangeResponse> {
  const closed = body.closed === true;
  const entry: SpecialHours = {
    startDate: body.date,
    endDate: body.date,
    openTime: closed ? null : (body.openTime ?? null),
    closeTime: closed ? null : (body.closeTime ?? null),
    clickCollectClose: null,
    ...(body.label ? { label: body.label } : {}),
  };
  return logged(database, who, {
    action: 'special-hours',
    target: `restaurant:${storeId}`,
    event: { kind: 'restaurant', ids: [storeId] },
    apply: (tx) => setOperatorSpecialHours(tx, storeId, body.date, entry),
    missing: () => restaurantNotFound(storeId),
  });
}

/** Removes the hours an operator set for a restaurant on one London day. */
export function removeSpecialHours(database: Database, who: Operator, storeId: string, date: string) {
  return logged(database, who, {
    action: 'special-hours-removed',
    target: `restaurant:${storeId}`,
    event: { kind: 'restaurant', ids: [storeId] },
    apply: (tx) => setOperatorSpecialHours(tx, storeId, date, null),
    missing: () => restaurantNotFound(storeId),
  });
}

async function dishOrRefuse(db: Db, dishId: string) {
  const dish = await findDish(db, dishId);
  if (!dish)
    throw new NotFound(`Dish not found: no menu has a dish with id "${dishId}"`, { field: 'params.dishId' });
  return dish;
}

/** Turns a dish on, off for today (back at the start of the next London day) or off until further notice. */
export async function setDishState(
  database: Database,
  who: Operator,
  dishId: string,
  state: 'on' | 'off-today' | 'off-until-further-notice',
) {
  const dish = await dishOrRefuse(database.db, dishId);
  const wanted =
    state === 'on'
      ? ({ available: true } as const)
      : ({ available: false, offUntil: state === 'off-today' ? endOfLondonDay(who.now) : null } as const);
  return logged(database, who, {
    action: 'dish-availability',
    target: `dish:${dishId}`,
    event: { kind: 'menu', ids: dish.menuIds },
    apply: (tx) => setDishAvailability(tx, dishId, wanted, who.now),
    missing: () => new NotFound(`Dish not found: ${dishId}`),
  });
}

/** Sets a dish's price, in pounds, on every menu it is on. */
export async function setDishPriceAs(database: Database, who: Operator, dishId: string, price: number) {
  const dish = await dishOrRefuse(database.db, dishId);
  return logged(database, who, {
    action: 'dish-price',
    target: `dish:${dishId}`,
    event: { kind: 'menu', ids: dish.menuIds },
    apply: (tx) => setDishPrice(tx, dishId, price, dish.price, who.now),
    missing: () => new NotFound(`Dish not found: ${dishId}`),
  });
}

/** Sets an offer's last London day (null: no end). */
export function setOfferEndAs(database: Database, who: Operator, slug: string, validUntil: string | null) {
  return logged(database, who, {
    action: 'offer-end',
    target: `offer:${slug}`,
    event: { kind: 'offer', ids: [slug] },
    apply: (tx) => setOfferEnd(tx, slug, validUntil),
    missing: () =>
      new NotFound(`Offer not found: no offer with slug "${slug}"`, { field: 'params.offerSlug' }),
  });
}

/**
 * Closes a restaurant through the closure service: from `now` (to the minute, so a call made again at once
 * names the same closure) or an instant, to an instant or the end of that London day. A new closure is logged.
 */
export async function closeRestaurant(
  database: Database,
  closures: ClosureService,
  who: Operator,
  storeId: string,
  body: OpsClosureRequest,
) {
  if (!(await restaurantExists(database.db, storeId))) throw restaurantNotFound(storeId);
  const from =
    body.from === 'now' ? new Date(Math.floor(who.now.getTime() / 60_000) * 60_000) : new Date(body.from);
  const to = body.to ? new Date(body.to) : endOfLondonDay(from);
  if (to <= from) throw new InvalidField('body.to', 'must be after from');
  const outcome = await closures.close({ storeId, from, to, reason: body.reason, actor: who.name });
  if (outcome.created) {
    await database.db.insert(opsChanges).values({
      at: who.now,
      who: who.name,
      action: 'closure',
      target: `restaurant:${storeId}`,
      before: null,
      after: { ...outcome, from: from.toISOString(), to: to.toISOString(), reason: body.reason },
    });
  }
  return {
    changed: outcome.created,
    closureId: outcome.closureId,
    from: from.toISOString(),
    to: to.toISOString(),
    cancelledBookings: outcome.cancelledBookings,
    standbyEnded: outcome.standbyEnded,
  };
}

/** A restaurant's closures, through the closure service. */
export async function closuresOf(database: Database, closures: ClosureService, storeId: string) {
  if (!(await restaurantExists(database.db, storeId))) throw restaurantNotFound(storeId);
  return { closures: (await closures.list(storeId)).map((c) => ({ ...c })) };
}

/** The bookings a closure affected, through the closure service. */
export async function closureBookings(closures: ClosureService, closureId: string) {
  const bookings = await closures.bookings(closureId);
  if (!bookings) {
    throw new NotFound(`Closure not found: no closure with id "${closureId}"`, { field: 'params.closureId' });
  }
  return { bookings: bookings.map((b) => ({ ...b })) };
}

/** The newest `limit` lines of the change log. */
export async function recentChanges(db: Db, limit: number) {
  const rows = await db
    .select()
    .from(opsChanges)
    .orderBy(desc(opsChanges.at), desc(opsChanges.id))
    .limit(limit);
  return {
    changes: rows.map((r) => ({
      id: String(r.id),
      at: r.at.toISOString(),
      who: r.who,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
    })),
  };
}

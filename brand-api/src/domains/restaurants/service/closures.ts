import { CLOSURE_LABEL, hoursOn, londonNow, type SpecialHours, weekdayOf } from '@fittizia/contract';
import { londonInstant } from '@fittizia/contract/london-time';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { restaurantClosures } from '../tables.ts';

/*
 * A restaurant's closures: periods [from, to) an operator closed it for (the booking domain's closure service
 * writes them and cancels what falls inside). What the public read and the booking engine make of them: each
 * London day a closure touches becomes a special-hours entry (closed all day, closing at its start, or opening at
 * its end), appended after the restaurant's own so that it wins (`specialHoursOn`: the latest-listed entry wins).
 */

/** The label of a closure's special-hours entry ("Temporary closure, Thu 10 December: Closed"). */
export { CLOSURE_LABEL };

export type ClosureRow = typeof restaurantClosures.$inferSelect;
export interface ClosurePeriod {
  from: Date;
  to: Date;
}

/** The closures of the given restaurants not over at `now`, by store id, each in start order. */
export async function liveClosures(
  db: Db,
  storeIds: readonly string[],
  now: Date,
): Promise<Map<string, ClosurePeriod[]>> {
  const out = new Map<string, ClosurePeriod[]>();
  if (storeIds.length === 0) return out;
  const rows = await db
    .select({
      storeId: restaurantClosures.storeId,
      from: restaurantClosures.startsAt,
      to: restaurantClosures.endsAt,
    })
    .from(restaurantClosures)
    .where(and(inArray(restaurantClosures.storeId, [...storeIds]), gt(restaurantClosures.endsAt, now)))
    .orderBy(asc(restaurantClosures.startsAt), asc(restaurantClosures.id));
  for (const r of rows) out.set(r.storeId, [...(out.get(r.storeId) ?? []), { from: r.from, to: r.to }]);
  return out;
}

/**
 * Stores a closure in the caller's transaction. The same store and period stored before is answered with that
 * row and `created: false` (the unique period makes a repeated close one closure).
 */
export async function storeClosure(
  tx: Db,
  input: { storeId: string; from: Date; to: Date; reason: string; actor: string },
): Promise<{ row: ClosureRow; created: boolean }> {
  const [inserted] = await tx
    .insert(restaurantClosures)
    .values({
      storeId: input.storeId,
      startsAt: input.from,
      endsAt: input.to,
      reason: input.reason,
      actor: input.actor,
    })
    .onConflictDoNothing({
      target: [restaurantClosures.storeId, restaurantClosures.startsAt, restaurantClosures.endsAt],
    })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await tx
    .select()
    .from(restaurantClosures)
    .where(
      and(
        eq(restaurantClosures.storeId, input.storeId),
        eq(restaurantClosures.startsAt, input.from),
        eq(restaurantClosures.endsAt, input.to),
      ),
    )
    .limit(1);
  if (!existing) throw new Error('the closure was neither stored nor found');
  return { row: existing, created: false };
}

/** The advisory lock of a restaurant's closures: a closure takes it alone, a booking's write shares it. */
const lockKey = (storeId: string) => sql`hashtext(${`closures:${storeId}`})`;

/**
 * In a closure's transaction, first: waits for the bookings being written at the restaurant to commit (so the
 * closure sees them) and holds back new ones until it commits (so they see it).
 */
export async function lockForClosure(tx: Db, storeId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${lockKey(storeId)})`);
}

/**
 * In a booking's transaction, before any row lock: whether one of the restaurant's closures covers the instant,
 * read under the shared lock a closure waits for, so no booking slips into a closure being made.
 */
export async function closedAt(tx: Db, storeId: string, at: Date): Promise<boolean> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock_shared(${lockKey(storeId)})`);
  const [row] = await tx
    .select({ id: restaurantClosures.id })
    .from(restaurantClosures)
    .where(
      and(
        eq(restaurantClosures.storeId, storeId),
        lte(restaurantClosures.startsAt, at),
        gt(restaurantClosures.endsAt, at),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The closure with this id, or undefined. */
export async function closureById(db: Db, id: number): Promise<ClosureRow | undefined> {
  const [row] = await db.select().from(restaurantClosures).where(eq(restaurantClosures.id, id)).limit(1);
  return row;
}

/** A restaurant's closures, the latest first. */
export function closuresOf(db: Db, storeId: string): Promise<ClosureRow[]> {
  return db
    .select()
    .from(restaurantClosures)
    .where(eq(restaurantClosures.storeId, storeId))
    .orderBy(desc(restaurantClosures.startsAt), desc(restaurantClosures.id));
}

/* ------------------------------------------------------------------ as special hours */

type HoursSource = Record<string, unknown> & { specialHours?: unknown[] };

const toMinutes = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

const dateParts = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

const addDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** An instant's London wall-clock date and `HH:mm`. */
const london = (at: Date) => {
  const n = londonNow(at);
  const time = `${String(Math.floor(n.minutes / 60)).padStart(2, '0')}:${String(n.minutes % 60).padStart(2, '0')}`;
  return { date: n.date, time };
};

/** The instant of a day's `HH:mm`, past midnight when not after `open` (a closing time such as 00:00). */
const instantOn = (date: string, time: string, open: string) =>
  londonInstant(
    dateParts(date),
    toMinutes(time) <= toMinutes(open) && time !== open ? toMinutes(time) + 24 * 60 : toMinutes(time),
  );

/** What one closure makes of one day's hours: undefined when it does not touch them. */
function dayEntry(source: HoursSource, date: string, closure: ClosurePeriod): SpecialHours | undefined {
  const weekday = weekdayOf(date);
  const hours = hoursOn(source as Parameters<typeof hoursOn>[0], date, weekday);
  if (!hours.open || !hours.close) return undefined;
  const open = instantOn(date, hours.open, hours.open);
  const close = instantOn(date, hours.close, hours.open);
  const { from, to } = closure;
  if (from >= close || to <= open) return undefined;
  const cc = hoursOn(source as Parameters<typeof hoursOn>[0], date, weekday, 'click-collect').close;
  const ccAt = cc ? instantOn(date, cc, hours.open) : undefined;
  const base = { startDate: date, endDate: date, label: CLOSURE_LABEL };
  const closed = { ...base, openTime: null, closeTime: null, clickCollectClose: null };
  if (from <= open && to >= close) return closed;
  if (from > open) {
    // It starts during the day's hours: the day closes then (click-and-collect by then too).
    const at = london(from).time;
    return {
      ...base,
      openTime: hours.open,
      closeTime: at,
      clickCollectClose: cc && ccAt && ccAt <= from ? cc : cc ? at : null,
    };
  }
  // It ends during the day's hours: the day opens then (an end past midnight leaves the day closed).
  const reopen = london(to);
  if (reopen.date !== date) return closed;
  return {
    ...base,
    openTime: reopen.time,
    closeTime: hours.close,
    clickCollectClose: cc && ccAt && ccAt > to ? cc : null,
  };
}

/**
 * The special-hours entries the closures make of a restaurant's hours (weekly and special), one per London day
 * whose hours a closure touches (days in a row closed all day share one entry, from `startDate` to `endDate`), in
 * order; each closure sees the hours the ones before it left.
 */
export function closureSpecialHours(
  restaurant: HoursSource,
  closures: readonly ClosurePeriod[],
): SpecialHours[] {
  const added: SpecialHours[] = [];
  for (const closure of closures) {
    // From the day before: that day's hours may run past midnight into the closure.
    const last = london(new Date(closure.to.getTime() - 1)).date;
    for (let date = addDays(london(closure.from).date, -1); date <= last; date = addDays(date, 1)) {
      const source = { ...restaurant, specialHours: [...(restaurant.specialHours ?? []), ...added] };
      const entry = dayEntry(source, date, closure);
      const previous = added.at(-1);
      if (
        entry &&
        !entry.openTime &&
        previous &&
        !previous.openTime &&
        addDays(previous.endDate, 1) === date
      ) {
        previous.endDate = date;
      } else if (entry) added.push(entry);
    }
  }
  return added;
}

import type { BookingPreorder } from '@fittizia/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { preorders } from '../tables.ts';
import type { PreorderScheduler } from './cutoff.ts';
import { bookingById, loadPreorder } from './records.ts';
import { bookingPreorderOf } from './view.ts';

/*
 * What the booking domain asks of pre-orders (docs/preorders.md, "Which bookings take one"): whether a new table
 * booking gets one and from which menus, its creation in the booking's transaction, its part of the booking's
 * answers, and what a change of date, time or party, or a cancellation, does to it.
 */

/** The restaurant's main food menu: what a large party without a pre-order menu chooses from. */
export const MAIN_FOOD_MENU_ID = 'm-main';
/** The children's menu of a large party without a pre-order menu. */
export const CHILDREN_MENU_ID = 'm-kids';

/** A booking menu as the booking domain reads it (`booking_menus`, with 0070's columns). */
export interface PreorderMenuRow {
  preorderMenuId: string | null;
  childrenMenuId: string | null;
  requiresPreorder: boolean;
  preorderCutoffHours: number;
}

export interface PreorderPlan {
  menuId: string;
  childrenMenuId: string | null;
  allSectionsRequired: boolean;
  cutoffHours: number;
  cutoffAt: Date;
}

/**
 * A confirmed table booking gets a pre-order when one of its booking menus asks for one, or its party reaches
 * `minParty`. A booking menu with a pre-order menu gives the menus (every section required) and its cut-off; else
 * the main food menu (no section required, at least one dish) and the default cut-off.
 */
export function preorderPlan(
  menus: readonly PreorderMenuRow[],
  party: { adults: number; children: number; start: Date },
  options: { minParty: number; defaultCutoffHours: number },
): PreorderPlan | undefined {
  const asking = menus.find((m) => m.requiresPreorder) ?? menus.find((m) => m.preorderMenuId);
  const large = party.adults + party.children >= options.minParty;
  if (!asking?.requiresPreorder && !large) return undefined;
  const cutoffHours = asking ? asking.preorderCutoffHours : options.defaultCutoffHours;
  return {
    menuId: asking?.preorderMenuId ?? MAIN_FOOD_MENU_ID,
    childrenMenuId: asking?.preorderMenuId ? asking.childrenMenuId : CHILDREN_MENU_ID,
    allSectionsRequired: Boolean(asking?.preorderMenuId),
    cutoffHours,
    cutoffAt: new Date(party.start.getTime() - cutoffHours * 3_600_000),
  };
}

/** Writes a new booking's pre-order (inside the booking's transaction). */
export async function createPreorder(tx: Db, bookingId: number, plan: PreorderPlan, at: Date): Promise<void> {
  await tx.insert(preorders).values({ bookingId, ...plan, createdAt: at });
}

/** The booking's answers' `preorder`, or undefined when it has none. */
export async function bookingPreorder(
  db: Db,
  bookingId: number,
  options: { secret: string; now: Date },
): Promise<BookingPreorder | undefined> {
  const loaded = await loadPreorder(db, await bookingById(db, bookingId));
  return loaded ? bookingPreorderOf(loaded, options.secret, options.now) : undefined;
}

/** A cancelled booking closes its pre-order (state `cancelled`; its cut-off job then does nothing). */
export async function cancelPreorder(tx: Db, bookingId: number): Promise<void> {
  await tx
    .update(preorders)
    .set({ state: 'cancelled' })
    .where(and(eq(preorders.bookingId, bookingId), eq(preorders.state, 'open')));
}

/** A booking moved: its open pre-order's cut-off moves with it, and its job is to be queued again. */
export async function movePreorder(tx: Db, bookingId: number, start: Date): Promise<void> {
  await tx
    .update(preorders)
    .set({
      cutoffAt: sql`${start.toISOString()}::timestamptz - make_interval(hours => ${preorders.cutoffHours})`,
      jobId: null,
    })
    .where(and(eq(preorders.bookingId, bookingId), eq(preorders.state, 'open')));
}

/** Queues the cut-off job of a booking's open pre-order that has none; never fails the caller's call. */
export async function queuePreorderOf(
  db: Db,
  bookingId: number,
  scheduler: PreorderScheduler | undefined,
): Promise<void> {
  if (!scheduler) return;
  const [row] = await db
    .select({
      id: preorders.id,
      cutoffAt: preorders.cutoffAt,
      jobId: preorders.jobId,
      state: preorders.state,
    })
    .from(preorders)
    .where(eq(preorders.bookingId, bookingId));
  if (row && row.state === 'open' && row.jobId === null) await scheduler.queue(row);
}

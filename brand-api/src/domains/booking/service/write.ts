import { randomInt } from 'node:crypto';
import {
  BookingErrorCode,
  type BookingPreorder,
  type BookingRequest,
  type BookingResponse,
  londonToday,
} from '@fittizia/contract';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { BookingFailure } from '../../../shared/errors.ts';
import { createPreorder, type PreorderPlan } from '../../preorders/index.ts';
import { closedAt } from '../../restaurants/index.ts';
import {
  bookingConsents,
  bookingHistory,
  bookingMenuChoices,
  bookings,
  bookingTables,
  bookingUpsells,
  idempotencyKeys,
} from '../tables.ts';
import type { CalendarDate } from './calendar.ts';
import type { MenuRow, Store, StoreOccasion, TableRow } from './engine.ts';
import type { OfferedUpsell } from './extras.ts';
import { type Idempotency, storedAnswer } from './idempotency.ts';
import { assertWithinLimits, type BookingAsker, type BookingLimits } from './limits.ts';

/**
 * Booking references: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U/V), so one
 * read over the phone is unambiguous. 28^8 is about 3.8e11; the unique index catches the rare
 * collision and the insert is retried with a new reference.
 */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTWXYZ2345679';
export const REFERENCE_LENGTH = 8;
export const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

export function newReference(): string {
  let out = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) out += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return out;
}

/** The PostgreSQL error code (SQLSTATE) and constraint of an error, through drizzle's wrapping. */
export function pgError(error: unknown): { code?: string; constraint?: string } {
  let e: unknown = error;
  for (let depth = 0; e && depth < 5; depth++) {
    const candidate = e as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        ...(typeof candidate.constraint === 'string' ? { constraint: candidate.constraint } : {}),
      };
    }
    e = candidate.cause;
  }
  return {};
}

export const UNIQUE_VIOLATION = '23505';

export type BookingKind = 'table' | 'enquiry' | 'event';

export interface BookingDraft {
  brandKey: string;
  kind: BookingKind;
  store: Store;
  occasion: StoreOccasion;
  date: CalendarDate;
  time: string;
  start: Date;
  end: Date;
  durationMinutes: number;
  request: BookingRequest;
  menus: MenuRow[];
  upsells: { upsell: OfferedUpsell; quantity: number }[];
  /** Table bookings: the tables that fit, best first; one free one is held. */
  tables: TableRow[];
  sessionId: string | null;
  now: Date;
  /** Who asked, and the limits per restaurant and day they are held to (`limits.ts`). */
  asker: BookingAsker;
  limits: BookingLimits;
  /** The standby entry a claim books: it becomes this booking, so the limits do not count it besides. */
  claiming?: number;
  /** A confirmed table's signed calendar link, made once the reference is known. */
  calendarLink?: (reference: string) => string;
  /** A confirmed table's manage page, made once the reference is known. */
  manageLink?: (reference: string) => string;
  /** A card guaranteed the booking (its cancellation window applies). */
  cardGuaranteed?: boolean;
  /** A table booking's group pre-order (docs/preorders.md), written in the booking's transaction. */
  preorder?: { plan: PreorderPlan; answer: (reference: string) => BookingPreorder };
  /**
   * Work done in the booking's own transaction (a standby claim): `before` runs before the tables are
   * looked at (it may release a hold the booking is to take), `after` once the booking is written.
   */
  inTransaction?: {
    before(tx: Db): Promise<void>;
    after(tx: Db, bookingId: number): Promise<void>;
  };
}

export interface WriteResult {
  status: number;
  body: BookingResponse;
  /** Set when this call wrote the booking (not when it replays a stored answer). */
  bookingId?: number;
  replayed: boolean;
}

/** The booking's menu as it is stored and described: the name sent, else the chosen menus' names. */
export function draftMenuName(draft: Pick<BookingDraft, 'request' | 'menus'>): string | null {
  const named = draft.request.menuName?.trim();
  if (named) return named;
  return draft.menus.length ? draft.menus.map((m) => m.name).join(', ') : null;
}

/**
 * Writes a booking whole or not at all, in one transaction on one connection: the idempotency key
 * (claimed first, so a concurrent repeat waits for this one and then replays its answer), the
 * booking limits (`limits.ts`: code 21 past them), the
 * booking with a fresh reference, for a table booking one free table held for the dining time (the
 * exclusion constraint `booking_tables_no_overlap` is the arbiter of `ON CONFLICT DO NOTHING`: an
 * overlapping hold inserts nothing and the next fitting table is tried; with none left the whole
 * transaction rolls back with status 9), then the menus, extras, history, consents and the stored answer in
 * one statement of data-modifying `WITH` parts (on PGlite each statement is a turn on its one connection).
 */
export async function writeBooking(db: Db, draft: BookingDraft, idem?: Idempotency): Promise<WriteResult> {
  try {
    return await db.transaction(async (tx) => {
      // A closure made meanwhile (no time inside one is booked), read before any other lock is taken.
      if (await closedAt(tx, draft.store.restaurant.storeId, draft.start))
        throw new BookingFailure(BookingErrorCode.NoFreeSlot);
      if (idem) {
        await tx.insert(idempotencyKeys).values({
          brandKey: draft.brandKey,
          key: idem.key,
          endpoint: idem.endpoint,
          requestHash: idem.hash,
        });
      }
      const { request: r } = draft;
      await draft.inTransaction?.before(tx);
      await assertWithinLimits(
        tx,
        {
          storeId: draft.store.restaurant.storeId,
          day: draft.date.iso,
          time: draft.time,
          today: londonToday(draft.now),
          ...(draft.claiming === undefined ? {} : { exceptStandby: draft.claiming }),
        },
        draft.asker,
        draft.limits,
      );
      const range = sql`tstzrange(${draft.start.toISOString()}::timestamptz, ${draft.end.toISOString()}::timestamptz, '[)')`;
      // Tables another booking already holds are skipped; a hold committed meanwhile is caught by the constraint.
      let free: TableRow[] = [];
      if (draft.kind === 'table') {
        const ids = draft.tables.map((t) => t.id);
        const busy = await tx.execute(
          sql`SELECT DISTINCT table_id FROM booking_tables WHERE table_id IN ${ids} AND held && ${range}`,
        );
        const taken = new Set(
          (busy as unknown as { rows: { table_id: string }[] }).rows.map((row) => row.table_id),
        );
        free = draft.tables.filter((t) => !taken.has(t.id));
        if (free.length === 0) throw new BookingFailure(BookingErrorCode.WentWrong);
      }

      let inserted: { id: number; reference: string } | undefined;
      for (let attempt = 0; !inserted; attempt++) {
        // A reference already in use (vanishingly rare) inserts nothing; a new one is drawn.
        if (attempt === 5) throw new Error('could not draw an unused booking reference');
        [inserted] = await tx
          .insert(bookings)
          .values({
            reference: newReference(),
            brandKey: draft.brandKey,
            storeId: draft.store.restaurant.storeId,
            kind: draft.kind,
            status: draft.kind === 'table' ? 'confirmed' : 'pending',
            occasionId: draft.occasion.occasion.id,
            areaId: free[0]?.areaId ?? null,
            diningDate: draft.date.iso,
            diningTime: draft.time,
            startsAt: draft.start,
            endsAt: draft.end,
            durationMinutes: draft.durationMinutes,
            adults: r.adultCovers,
            children: r.childCovers,
            firstName: r.firstName,
            lastName: r.lastName,
            email: r.emailAddress,
            phone: r.mobilePhoneNumber ?? null,
            menuName: draftMenuName(draft),
            offerId: r.offerId ?? null,
            specialRequest: r.specialRequest?.trim() || null,
            braintreeCustomerId: r.braintreeCustomerId?.trim() || null,
            sessionId: draft.sessionId,
            emailKey: draft.asker.emailKey,
            phoneKey: draft.asker.phoneKey,
            dinerAddress: draft.asker.address,
            cardGuaranteed: draft.cardGuaranteed ?? false,
          })
          .onConflictDoNothing({ target: bookings.reference })
          .returning({ id: bookings.id, reference: bookings.reference });
      }
      const bookingId = inserted.id;
      // What follows the hold goes in one statement: on PGlite each statement is a turn on its one connection.
      const rest: { getSQL(): SQL }[] = [];

      if (draft.kind === 'table') {
        // The exclusion constraint is the arbiter: a hold overlapping another of the same table inserts
        // nothing (a concurrent one waits for the other transaction to end first), and the next table is tried.
        let held: TableRow | undefined;
        for (const table of free) {
          const [row] = await tx
            .insert(bookingTables)
            .values({ bookingId, tableId: table.id, held: range })
            .onConflictDoNothing()
            .returning({ tableId: bookingTables.tableId });
          if (row) {
            held = table;
            break;
          }
        }
        if (!held) throw new BookingFailure(BookingErrorCode.WentWrong);
        if (held.areaId !== free[0]?.areaId) {
          rest.push(tx.update(bookings).set({ areaId: held.areaId }).where(eq(bookings.id, bookingId)));
        }
      }

      if (draft.menus.length) {
        rest.push(
          tx
            .insert(bookingMenuChoices)
            .values(draft.menus.map((m) => ({ bookingId, menuId: m.id, pricePence: m.pricePence }))),
        );
      }
      if (draft.upsells.length) {
        rest.push(
          tx.insert(bookingUpsells).values(
            draft.upsells.map((u) => ({
              bookingId,
              upsellId: u.upsell.id,
              quantity: u.quantity,
              unitPricePence: u.upsell.pricePence,
            })),
          ),
        );
      }
      rest.push(
        tx
          .insert(bookingHistory)
          .values({ bookingId, event: 'created', at: draft.now, detail: { kind: draft.kind } }),
        tx.insert(bookingConsents).values([
          { bookingId, consent: 'promotions', agreed: r.shouldReceivePromotions, recordedAt: draft.now },
          { bookingId, consent: 'sms', agreed: r.shouldReceiveSms, recordedAt: draft.now },
        ]),
      );

      await draft.inTransaction?.after(tx, bookingId);
      if (draft.preorder) await createPreorder(tx, bookingId, draft.preorder.plan, draft.now);
      const body: BookingResponse = {
        bookingReference: inserted.reference,
        bookingStatus: BookingErrorCode.Ok,
        ...(draft.calendarLink ? { calendarLink: draft.calendarLink(inserted.reference) } : {}),
        ...(draft.manageLink ? { manageLink: draft.manageLink(inserted.reference) } : {}),
        ...(draft.preorder ? { preorder: draft.preorder.answer(inserted.reference) } : {}),
        confirmationSentTo: r.emailAddress,
      };
      if (idem) {
        rest.push(
          tx
            .update(idempotencyKeys)
            .set({ statusCode: 200, response: body, bookingId })
            .where(and(eq(idempotencyKeys.brandKey, draft.brandKey), eq(idempotencyKeys.key, idem.key))),
        );
      }
      await tx.execute(
        sql`WITH ${sql.join(
          rest.map((statement, i) => sql`${sql.identifier(`w${i}`)} AS (${statement.getSQL()})`),
          sql`, `,
        )} SELECT 1`,
      );
      return { status: 200, body, bookingId, replayed: false };
    });
  } catch (error) {
    const { code, constraint } = pgError(error);
    if (idem && code === UNIQUE_VIOLATION && constraint === 'idempotency_keys_pkey') {
      // A concurrent call with the same key committed first: answer what it answered.
      const stored = await storedAnswer(db, draft.brandKey, idem);
      if (stored) return stored;
    }
    throw error;
  }
}

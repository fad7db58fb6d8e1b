import { BookingErrorCode, type BookingRequest, bookingRequest } from '@fittizia/contract';
import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, mount } from '../../shared/http.ts';
import { mailConfig } from '../../shared/mail/outbox.ts';
import { parseDate, unpadded } from './service/calendar.ts';
import type { BookingConfig } from './service/config.ts';
import { fail, type Store } from './service/engine.ts';
import { type BookingAsker, emailKey, phoneKey } from './service/limits.ts';
import { managePath } from './service/manage.ts';
import {
  claimInTransaction,
  expireStandbyOffers,
  joinStandby,
  leaveStandby,
  type StandbyContext,
  type StandbyRow,
  standbyByToken,
  standbyEntryView,
  standbyPath,
} from './service/standby.ts';
import { type BookingDraft, writeBooking } from './service/write.ts';
import { sendStandbyMail } from './standby-emails.ts';
import { bookings, standbyEntries } from './tables.ts';

/** The standby list's context over a database: its offers are e-mailed through the outbox. */
export function standbyContext(
  database: Database,
  options: { config: BookingConfig; secret: string; now: () => Date; logger: Logger },
): StandbyContext {
  return {
    database,
    ...options,
    async sendOffer(entry: StandbyRow, store: Store) {
      await sendStandbyMail(database, {
        ...mailDetails(entry, store, options.secret),
        kind: 'offer',
        ...(entry.offeredTime && entry.offerExpiresAt
          ? { offer: { time: entry.offeredTime, expiresAt: entry.offerExpiresAt } }
          : {}),
      });
    },
  };
}

function mailDetails(entry: StandbyRow, store: Store, secret: string) {
  return {
    kind: 'joined' as const,
    reference: entry.reference,
    restaurantName: store.restaurant.title,
    date: entry.diningDate,
    windowFrom: entry.windowFrom,
    windowTo: entry.windowTo,
    adults: entry.adults,
    children: entry.children,
    customer: { firstName: entry.firstName, lastName: entry.lastName, email: entry.email },
    standbyUrl: `${mailConfig().siteUrl}${standbyPath(secret, entry.brandKey, entry.reference)}`,
  };
}

export interface StandbyRouteDeps {
  ctx: StandbyContext;
  /** The booking module's answer wrapper (a BookingFailure becomes its HTTP answer). */
  answer<T>(fn: () => Promise<T>): Promise<T>;
  /** The booking module's checks of a table booking, as a create runs them. */
  check(
    kind: 'table',
    storeId: string,
    body: BookingRequest,
    brandKey: string,
    sessionId: string | null,
    asker: BookingAsker,
  ): Promise<BookingDraft>;
  /** The booking module's confirmation mail. */
  mail(draft: BookingDraft, reference: string): Promise<void>;
  dinerAddress(c: Context<AppEnv>): string | null;
}

/** The standby calls (issue 25): join, view, leave and claim. */
export function standbyRoutes(app: Hono<AppEnv>, deps: StandbyRouteDeps): void {
  const { ctx, answer } = deps;
  const { database } = ctx;
  const { db } = database;

  const bookingOf = async (row: StandbyRow, brandKey: string) => {
    if (row.bookingId === null) return null;
    const [b] = await db
      .select({ reference: bookings.reference })
      .from(bookings)
      .where(eq(bookings.id, row.bookingId))
      .limit(1);
    return b ? { reference: b.reference, manageLink: managePath(ctx.secret, brandKey, b.reference) } : null;
  };
  const view = async (row: StandbyRow, brandKey: string) =>
    standbyEntryView(ctx, row, brandKey, await bookingOf(row, brandKey));
  /** The entry a link names, after the offers due by now have expired (lazy expiry on read). */
  const entry = async (token: string, brandKey: string) => {
    await expireStandbyOffers(ctx);
    return standbyByToken(db, ctx.secret, brandKey, token);
  };

  mount(app, database, 'standbyJoin', ({ params, body, brandKey, c }) =>
    answer(async () => {
      const row = await joinStandby(ctx, {
        brandKey,
        storeId: params.storeId,
        body,
        dinerAddress: deps.dinerAddress(c),
      });
      ctx.logger.info({ standby: row.reference, storeId: row.storeId }, 'standby joined');
      await sendStandbyMail(database, mailDetails(row, await ctx.config.store(row.storeId), ctx.secret));
      return view(row, brandKey);
    }),
  );

  mount(app, database, 'standbyView', ({ params, brandKey }) =>
    answer(async () => view(await entry(params.token, brandKey), brandKey)),
  );

  mount(app, database, 'standbyLeave', ({ params, brandKey }) =>
    answer(async () => {
      const found = await entry(params.token, brandKey);
      const row = await leaveStandby(ctx, found.id);
      return view(row, brandKey);
    }),
  );

  mount(app, database, 'standbyClaim', ({ params, brandKey, c }) =>
    answer(async () => {
      const found = await entry(params.token, brandKey);
      // Claiming twice answers the booking made the first time.
      if (found.status === 'booked') return view(found, brandKey);
      if (found.status === 'expired') fail(BookingErrorCode.StandbyOfferExpired);
      if (found.status !== 'offered' || !found.offeredTime) fail(BookingErrorCode.StandbyNothingToClaim);
      const time = found.offeredTime;
      const body = bookingRequest.parse({
        restaurantId: found.storeId,
        firstName: found.firstName,
        lastName: found.lastName,
        emailAddress: found.email,
        ...(found.phone ? { mobilePhoneNumber: found.phone } : {}),
        diningDateTime: `${unpadded(parseDate(found.diningDate))} ${time}`,
        bookingTime: time,
        adultCovers: found.adults,
        childCovers: found.children,
        occasionId: found.occasionId,
      });
      const draft = await deps.check('table', found.storeId, body, brandKey, null, {
        emailKey: emailKey(found.email),
        phoneKey: phoneKey(found.phone ?? undefined),
        address: deps.dinerAddress(c),
      });
      // Only the table held for this entry: its hold is released and taken in the booking's transaction.
      const held = draft.tables.filter((t) => t.id === found.offeredTableId);
      const result = await writeBooking(db, {
        ...draft,
        tables: held,
        inTransaction: claimInTransaction(found.id, draft.now),
      });
      ctx.logger.info(
        { standby: found.reference, reference: result.body.bookingReference },
        'standby claimed',
      );
      await deps.mail(draft, result.body.bookingReference);
      const [row] = await db.select().from(standbyEntries).where(eq(standbyEntries.id, found.id)).limit(1);
      return view(row as StandbyRow, brandKey);
    }),
  );
}

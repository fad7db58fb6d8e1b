import { TZDate } from '@date-fns/tz';
import {
  type AvailabilityResult,
  BookingErrorCode,
  type BookingRequest,
  DEFAULT_BOOKING_TIME,
  DINER_ADDRESS_HEADER,
  SESSION_ID_HEADER,
  SLOTS_EACH_SIDE,
} from '@fittizia/contract';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Hono } from 'hono';
import type { Logger } from 'pino';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, mount } from '../../shared/http.ts';
import { mailConfig } from '../../shared/mail/outbox.ts';
import { offerExists } from '../offers/index.ts';
import { isVerifiedCardCustomer } from '../payments/index.ts';
import { sendBookingMail, sendCancellationMail, sendChangeMail } from './emails.ts';
import { type CalendarDate, endOf, londonInstant, parseDate, toMinutes, toTime } from './service/calendar.ts';
import { bookedMenuIds, changeBooking } from './service/change.ts';
import { BookingConfig } from './service/config.ts';
import {
  areasFor,
  assertNotRejected,
  assertOccasion,
  assertOnline,
  assertSeatingTime,
  availableTimes,
  BookingFailure,
  badField,
  chosenAreas,
  chosenMenus,
  durationFor,
  fail,
  fittingTables,
  loadOccasion,
  menusOn,
  penceToPounds,
  placement,
  runsOn,
  type Store,
  type StoreOccasion,
} from './service/engine.ts';
import { cardGuaranteeRequired, chosenUpsells, upsellsFor } from './service/extras.ts';
import {
  addressKey,
  type BookingAsker,
  type BookingLimits,
  emailKey,
  limitsFor,
  phoneKey,
} from './service/limits.ts';
import { mailDetails, mailRestaurant } from './service/mail-details.ts';
import {
  bookingByToken,
  bookingCalendarLink,
  cancelBooking,
  findBooking,
  managedBooking,
  managePath,
  manageToken,
} from './service/manage.ts';
import { confirmByDiner, rescheduleReminder } from './service/reminders.ts';
import {
  claimInTransaction,
  claimRequest,
  expireStandbyOffers,
  joinStandby,
  leaveStandby,
  offerFreedTables,
  type StandbyContext,
  type StandbyRow,
  standbyById,
  standbyByToken,
  standbyEntryView,
} from './service/standby.ts';
import { sendStandbyMail, standbyContext, standbyMailDetails } from './service/standby-mail.ts';
import {
  type BookingDraft,
  type BookingKind,
  type Idempotency,
  requestHash,
  storedAnswer,
  writeBooking,
} from './service/write.ts';

export interface BookingModuleOptions {
  now: () => Date;
  logger: Logger;
  /** The restaurants' booking configuration, cached (a test may pass its own). */
  config?: BookingConfig;
  /** Booking limits (BOOKING_LIMIT_* settings); a brand's own override them. */
  limits?: Partial<BookingLimits>;
  /** The key manage links are signed with (BOOKING_MANAGE_SECRET). */
  manageSecret: string;
  /** The key calendar links are signed with (CALENDAR_LINK_SECRET, shared with the site). */
  calendarSecret: string;
}

/**
 * The diner's network address: the site's X-Diner-Address on a call that passed the token check (a live token
 * of a brand key, which only the site's server holds), else the socket's; null when neither is an address.
 */
export function dinerAddress(c: Context<AppEnv>): string | null {
  const passed = c.req.header(DINER_ADDRESS_HEADER);
  if (c.get('brandKey') && passed) {
    const key = addressKey(passed);
    if (key) return key;
  }
  try {
    return addressKey(getConnInfo(c).remote.address);
  } catch {
    return null; // no socket (a request made in-process)
  }
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const IDEMPOTENCY_KEY_PATTERN = /^[\w.:-]{8,200}$/;

/** Rethrows a booking outcome as its HTTP answer (`{ message, code }`). */
async function answer<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof BookingFailure) throw error.toHttp();
    throw error;
  }
}

/** The date and London time an availability request asks about (a date alone means the default 19:30). */
function availabilityDateTime(text: string): { date: CalendarDate; time: string } {
  const hasOffset = /[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text);
  let date = parseDate(text);
  let minutes = toMinutes(DEFAULT_BOOKING_TIME);
  if (hasOffset) {
    const local = new TZDate(new Date(text).getTime(), 'Europe/London');
    date = parseDate(`${local.getFullYear()}-${local.getMonth() + 1}-${local.getDate()}`);
    minutes = local.getHours() * 60 + local.getMinutes();
  } else {
    const time = /[T ](\d{2}):(\d{2})/.exec(text);
    if (time) minutes = Number(time[1]) * 60 + Number(time[2]);
  }
  // The nearest quarter hour (spec 9: the time rounds to the nearest quarter hour).
  minutes = Math.min(Math.round(minutes / 15) * 15, 23 * 60 + 45);
  return { date, time: toTime(minutes) };
}

/** Up to SLOTS_EACH_SIDE free times before and after the asked time (the asked time itself too). */
function nearestSlots(times: string[], asked: string): string[] {
  const before = times.filter((t) => t < asked).slice(-SLOTS_EACH_SIDE);
  const after = times.filter((t) => t > asked).slice(0, SLOTS_EACH_SIDE);
  return [...before, ...(times.includes(asked) ? [asked] : []), ...after];
}

/** Every call of spec 7.2 except the two card calls: real rules over the seeded model. */
export function bookingModule(app: Hono<AppEnv>, database: Database, options: BookingModuleOptions): void {
  const { db } = database;
  const { now, logger, manageSecret, calendarSecret } = options;
  const config = options.config ?? new BookingConfig(db);

  /** The restaurant (bookable online), the date (not refused), the occasion (offered, running, fitting the party). */
  const prepare = async (storeId: string, occasionId: string, dateText: string, covers: number) => {
    const store = await config.store(storeId);
    assertOnline(store);
    const date = parseDate(dateText);
    assertNotRejected(store, date);
    const o = loadOccasion(store, occasionId);
    assertOccasion(o, date, covers);
    const at = now();
    return { store, date, o, at, how: placement(store, o, covers, date, at) };
  };

  mount(app, database, 'bookingOccasions', ({ params, query }) =>
    answer(async () => {
      const store = await config.store(params.storeId);
      assertOnline(store);
      const date = parseDate(query.date);
      assertNotRejected(store, date);
      const running = store.occasions.filter((o) => runsOn(o.occasion, date));
      if (running.length === 0) fail(BookingErrorCode.NoRestrictions);
      return {
        occasions: running.map(({ occasion: o, menuLinks, areaLinks }) => ({
          id: o.id,
          name: o.name,
          ...(o.description ? { description: o.description } : {}),
          bookingType: o.bookingType,
          minimumCovers: o.minimumCovers,
          maximumCovers: o.maximumCovers,
          menuLinkGroup: { type: o.menuLinkType, menuLinks: menuLinks.map((id) => ({ id })) },
          areaLinkGroup: { type: o.areaLinkType, areaLinks: areaLinks.map((id) => ({ id })) },
        })),
      };
    }),
  );

  /** One store's result for the standard occasion; undefined when it cannot be booked online. */
  const storeResult = async (
    store: Store,
    date: CalendarDate,
    time: string,
    covers: number,
    miles: number,
    isFirstChoice: boolean,
  ): Promise<AvailabilityResult | undefined> => {
    assertOnline(store);
    assertNotRejected(store, date);
    const o = store.occasions.find((x) => x.enabled && x.occasion.bookingType === 'table');
    if (!o) fail(BookingErrorCode.NoRestrictions);
    const at = now();
    const fits =
      runsOn(o.occasion, date) && covers >= o.occasion.minimumCovers && covers <= o.occasion.maximumCovers;
    const times = fits ? (await availableTimes(db, store, o, covers, date, at)).map((t) => t.time) : [];
    return {
      storeId: store.restaurant.storeId,
      storeName: store.restaurant.title,
      occasionId: o.occasion.id,
      exactMatch: times.includes(time),
      isFirstChoice,
      miles,
      timeSlots: nearestSlots(times, time).map((t) => ({ time: t })),
      isPlaceAsEnquiryEnabled: placement(store, o, covers, date, at) === 'enquiry',
      minimumCovers: o.occasion.minimumCovers,
      allowMultipleUpsells: store.settings.allowMultipleUpsells,
    };
  };

  mount(app, database, 'bookingAvailability', ({ body }) =>
    answer(async () => {
      const { date, time } = availabilityDateTime(body.date);
      const covers = body.adultCovers + body.childrenCovers;
      const [first, ...others] = body.stores;
      if (!first) badField('body.stores', 'needs at least one store');
      const firstStore = await config.store(first.storeId);
      // The first choice's own refusal is the answer; another store that cannot be booked is left out.
      const results: AvailabilityResult[] = [];
      const mine = await storeResult(firstStore, date, time, covers, first.miles, true);
      if (mine) results.push(mine);
      const rest =
        others.length > 0
          ? others
          : await config
              .nearestTo(firstStore)
              .then((n) =>
                n ? [{ storeId: n.storeId, miles: Math.round((first.miles + n.miles) * 10) / 10 }] : [],
              );
      for (const other of rest) {
        try {
          const result = await storeResult(
            await config.store(other.storeId),
            date,
            time,
            covers,
            other.miles,
            false,
          );
          if (result) results.push(result);
        } catch (error) {
          if (!(error instanceof BookingFailure)) throw error;
        }
      }
      return results;
    }),
  );

  mount(app, database, 'bookingAreas', ({ params, query }) =>
    answer(async () => {
      const covers = query.adults + query.children;
      const { store, o, how } = await prepare(params.storeId, query.occasionId, query.dates, covers);
      const areas = areasFor(store, o, covers, how).map((a) => ({
        id: a.id,
        name: a.name,
        ...(a.description ? { description: a.description } : {}),
      }));
      return { status: 200, data: { areas } };
    }),
  );

  mount(app, database, 'bookingMenus', ({ params, query }) =>
    answer(async () => {
      const covers = query.adults + query.children;
      const { store, o, date, at } = await prepare(params.storeId, query.occasionId, query.dates, covers);
      assertSeatingTime(store, o, date, query.time, at);
      const menus = menusOn(store, o, date).filter(
        (m) => (!m.firstTime || query.time >= m.firstTime) && (!m.lastTime || query.time <= m.lastTime),
      );
      return {
        status: 200,
        data: {
          menus: menus.map((m) => ({
            id: m.id,
            name: m.name,
            description: m.description,
            price: penceToPounds(m.pricePence),
            image: m.image,
          })),
        },
      };
    }),
  );

  mount(app, database, 'bookingSlots', ({ params, query }) =>
    answer(async () => {
      const covers = query.adults + query.children;
      const { store, o, date, at, how } = await prepare(
        params.storeId,
        query.occasionId,
        query.dates,
        covers,
      );
      const menus = chosenMenus(menusOn(store, o, date), query.menuIds);
      const areaIds = chosenAreas(store, o, covers, how, query.areaId, 'query.areaId');
      const times = await availableTimes(db, store, o, covers, date, at, { areaIds, menus });
      if (times.length === 0) fail(BookingErrorCode.NoFreeSlot);
      return {
        dates: [{ date: query.dates, times: times.map((t) => ({ time: t.time, canEnquire: t.canEnquire })) }],
      };
    }),
  );

  mount(app, database, 'bookingRequirements', ({ params, query }) =>
    answer(async () => {
      const covers = query.adults + query.children;
      const { store, o, date, at, how } = await prepare(
        params.storeId,
        query.occasionId,
        query.bookingDate,
        covers,
      );
      if (how === 'none') fail(BookingErrorCode.NoFreeSlot);
      assertSeatingTime(store, o, date, query.time, at);
      chosenMenus(menusOn(store, o, date), [query.menuId], query.time);
      chosenAreas(store, o, covers, how, query.areaId, 'query.areaId');
      return {
        isCardGuaranteeRequired: cardGuaranteeRequired(store, o, covers, date, how),
        isPlaceAsEnquiryEnabled: how === 'enquiry',
      };
    }),
  );

  mount(app, database, 'bookingUpsells', ({ params, query }) =>
    answer(async () => {
      const covers = query.adults + query.children;
      const { store, o, date, at } = await prepare(
        params.storeId,
        query.occasionId,
        query.bookingDate,
        covers,
      );
      assertSeatingTime(store, o, date, query.time, at);
      const list = upsellsFor(store, o, covers, query.includeUnavailable);
      return {
        status: 200,
        data: {
          upsells: list.map((u) => ({
            id: u.id,
            name: u.name,
            description: u.description,
            image: u.image,
            minimumQuantity: u.minimumQuantity,
            maximumQuantity: u.maximumQuantity,
            price: penceToPounds(u.pricePence),
            ...(query.includeUnavailable ? { available: u.available } : {}),
          })),
        },
      };
    }),
  );

  /**
   * create, enquiry and events share one path: check the request against the rules, then write it
   * whole in one transaction, then (after the commit) hand the mail to the outbox.
   */
  const place = (kind: BookingKind, endpoint: 'bookingCreate' | 'bookingEnquiry' | 'bookingEvent') =>
    mount(app, database, endpoint, ({ params, body, brandKey, c }) =>
      answer(async () => {
        const rawKey = c.req.header(IDEMPOTENCY_HEADER);
        let idem: Idempotency | undefined;
        if (rawKey !== undefined) {
          if (!IDEMPOTENCY_KEY_PATTERN.test(rawKey)) {
            badField(
              'headers.Idempotency-Key',
              'must be 8 to 200 letters, digits, dots, colons, dashes or underscores',
            );
          }
          idem = { key: rawKey, endpoint, hash: requestHash(endpoint, params.storeId, body) };
          const stored = await storedAnswer(db, brandKey, idem);
          // Only successful answers are stored (always 200): the reply is checked against the contract again.
          if (stored) return stored.body;
        }
        const draft = await check(
          kind,
          params.storeId,
          body,
          brandKey,
          c.req.header(SESSION_ID_HEADER) ?? null,
          {
            emailKey: emailKey(body.emailAddress),
            phoneKey: phoneKey(body.mobilePhoneNumber),
            address: dinerAddress(c),
          },
        );
        const result = await writeBooking(db, draft, idem);
        if (!result.replayed && kind === 'table' && result.bookingId !== undefined)
          await remind(result.bookingId, draft.now);
        if (!result.replayed) await mail(draft, result.body.bookingReference);
        return result.body;
      }),
    );

  const check = async (
    kind: BookingKind,
    storeId: string,
    body: BookingRequest,
    brandKey: string,
    sessionId: string | null,
    asker: BookingAsker,
  ) => {
    // The restaurant of the path and the time of diningDateTime are the contract's rules (checkRequest).
    const [dateText, timeText] = body.diningDateTime.trim().split(/[T ]/) as [string, string];
    const time = timeText.slice(0, 5);
    const covers = body.adultCovers + body.childCovers;
    const { store, o, date, at, how } = await prepare(storeId, body.occasionId, dateText, covers);
    if (kind === 'event' && how !== 'event')
      badField('body.occasionId', `"${o.occasion.id}" is not an event occasion`);
    if (kind !== 'event' && how === 'event') {
      badField('body.occasionId', `"${o.occasion.id}" is an event: send it to the events call`);
    }
    // A party the online limit cannot seat, an enquiry where enquiries do not apply: nothing to offer (4).
    if (how !== kind) fail(BookingErrorCode.NoFreeSlot);
    assertSeatingTime(store, o, date, time, at);
    const menus = chosenMenus(menusOn(store, o, date), body.menuIds, time);
    if (body.offerId) {
      if (!(await offerExists(db, body.offerId))) fail(BookingErrorCode.OfferNotFound);
    }
    const upsells = chosenUpsells(
      upsellsFor(store, o, covers, false),
      body,
      store.settings.allowMultipleUpsells,
    );
    const guaranteed = kind === 'table' && cardGuaranteeRequired(store, o, covers, date, how);
    if (guaranteed) {
      // The card guarantee holds only for a customer whose card the provider verified and vaulted
      // (POST /api/v1/braintree/submit records it); any other id is as good as none.
      const customerId = body.braintreeCustomerId?.trim();
      const verified = customerId ? await isVerifiedCardCustomer(db, customerId) : false;
      if (!verified) fail(BookingErrorCode.NeedCreditCard);
    }
    const durationMinutes = durationFor(store, covers);
    const start = londonInstant(date, toMinutes(time));
    const tables =
      kind === 'table'
        ? fittingTables(
            store,
            covers,
            areasFor(store, o, covers, how).map((a) => a.id),
          )
        : [];
    if (kind === 'table' && tables.length === 0) fail(BookingErrorCode.NoFreeSlot);
    return {
      brandKey,
      kind,
      store,
      occasion: o satisfies StoreOccasion,
      date,
      time,
      start,
      end: endOf(start, durationMinutes),
      durationMinutes,
      request: body,
      menus,
      upsells,
      tables,
      sessionId,
      now: at,
      asker,
      limits: await limitsFor(db, brandKey, options.limits),
      cardGuaranteed: guaranteed,
      ...(kind === 'table'
        ? {
            calendarLink: (reference: string) =>
              bookingCalendarLink(
                store,
                {
                  reference,
                  date: date.iso,
                  time,
                  covers,
                  menuName: menus.map((m) => m.name).join(', ') || null,
                },
                calendarSecret,
              ),
            manageLink: (reference: string) => managePath(manageSecret, brandKey, reference),
          }
        : {}),
    };
  };

  /** Schedules a committed booking's reminder; a failure is logged, never fails the booking. */
  const remind = async (bookingId: number, at: Date) => {
    try {
      await rescheduleReminder(db, bookingId, { now: at });
    } catch (error) {
      logger.error({ err: error, bookingId }, 'booking reminder could not be scheduled');
    }
  };

  /** Hands the committed booking to the outbox; a mail failure never fails the booking. */
  const mail = async (draft: Awaited<ReturnType<typeof check>>, reference: string) => {
    try {
      await sendBookingMail(database, {
        kind: draft.kind === 'table' ? 'confirmation' : 'enquiry',
        reference,
        restaurant: mailRestaurant(draft.store),
        start: draft.start,
        durationMinutes: draft.durationMinutes,
        adults: draft.request.adultCovers,
        children: draft.request.childCovers,
        menuName: draft.request.menuName?.trim() || draft.menus.map((m) => m.name).join(', ') || null,
        customer: {
          firstName: draft.request.firstName,
          lastName: draft.request.lastName,
          email: draft.request.emailAddress,
        },
        specialRequest: draft.request.specialRequest?.trim() || null,
        ...(draft.kind === 'table'
          ? { manageUrl: `${mailConfig().siteUrl}${managePath(manageSecret, draft.brandKey, reference)}` }
          : {}),
      });
    } catch (error) {
      logger.error({ err: error, reference }, 'booking mail could not be handed to the outbox');
    }
  };

  /* Manage my booking: find, view and cancel by the signed link. */

  mount(app, database, 'bookingFind', ({ body, brandKey }) =>
    answer(async () => {
      const row = await findBooking(db, brandKey, body.reference, body.emailAddress);
      return { manageToken: manageToken(manageSecret, brandKey, row.reference) };
    }),
  );

  mount(app, database, 'bookingManage', ({ params, brandKey }) =>
    answer(async () => {
      const row = await bookingByToken(db, manageSecret, brandKey, params.token, now());
      return managedBooking(db, row, await config.store(row.storeId), calendarSecret);
    }),
  );

  mount(app, database, 'bookingCancel', ({ params, body, brandKey }) =>
    answer(async () => {
      const found = await bookingByToken(db, manageSecret, brandKey, params.token, now());
      const store = await config.store(found.storeId);
      const row = await cancelBooking(db, found.id, {
        now: now(),
        reason: body.message || null,
        windowHours: store.settings.cancellationWindowHours,
      });
      logger.info({ reference: row.reference, late: row.lateCancellation }, 'booking cancelled');
      await sendCancellationMail(database, {
        ...mailDetails(store, row),
        sequence: row.icsSequence,
        reason: row.cancelReason,
        lateCancellation: row.lateCancellation,
      });
      await offerToStandby(row.storeId, row.diningDate);
      return managedBooking(db, row, store, calendarSecret);
    }),
  );

  /*
   * Change: the new date, time and party through the rules of a new booking (the restaurant, the
   * date's refusal, the occasion's limits, how the party is placed, a seating time, the booking's menus on that
   * date and time, the card rules), then the move in one transaction (service/change.ts).
   */
  mount(app, database, 'bookingChange', ({ params, body, brandKey }) =>
    answer(async () => {
      const found = await bookingByToken(db, manageSecret, brandKey, params.token, now());
      if (found.status === 'cancelled') fail(BookingErrorCode.AlreadyCancelled);
      const covers = body.adults + body.children;
      const { store, o, date, at, how } = await prepare(found.storeId, found.occasionId, body.date, covers);
      // A party the restaurant takes only by enquiry cannot be a table booking; one nothing seats online is 4.
      if (how === 'enquiry') fail(BookingErrorCode.ChangeNeedsEnquiry);
      if (how !== 'table') fail(BookingErrorCode.NoFreeSlot);
      assertSeatingTime(store, o, date, body.time, at);
      chosenMenus(menusOn(store, o, date), await bookedMenuIds(db, found.id), body.time);
      // A card cannot be added by a change: a booking that had none cannot move to where one is needed.
      if (!found.cardGuaranteed && cardGuaranteeRequired(store, o, covers, date, how)) {
        fail(BookingErrorCode.ChangeNeedsCard);
      }
      const durationMinutes = durationFor(store, covers);
      const start = londonInstant(date, toMinutes(body.time));
      const { before, after } = await changeBooking(
        db,
        found.id,
        {
          date,
          time: body.time,
          start,
          end: endOf(start, durationMinutes),
          durationMinutes,
          adults: body.adults,
          children: body.children,
          tables: fittingTables(
            store,
            covers,
            areasFor(store, o, covers, how).map((a) => a.id),
          ),
        },
        { now: at, limits: await limitsFor(db, brandKey, options.limits) },
      );
      logger.info({ reference: after.reference }, 'booking changed');
      // The tables the old date and time held are free now: offered to that date's standby list.
      await offerToStandby(before.storeId, before.diningDate);
      await sendChangeMail(database, {
        ...mailDetails(store, after),
        manageUrl: `${mailConfig().siteUrl}${managePath(manageSecret, brandKey, after.reference)}`,
        sequence: after.icsSequence,
        previous: { start: before.startsAt, adults: before.adults, children: before.children },
      });
      return managedBooking(db, after, store, calendarSecret);
    }),
  );
  /* Standby list: freed tables are offered down the line; join, view, leave and claim. */
  const standby = standbyContext(database, { config, secret: manageSecret, now, logger });
  /** Offers the tables a cancellation (or a change) freed to the standby list; never fails the caller. */
  const offerToStandby = async (storeId: string, date: string) => {
    try {
      await offerFreedTables(standby, storeId, date);
    } catch (error) {
      logger.error({ err: error, storeId, date }, 'standby offers could not be made');
    }
  };
  standbyRoutes(app, {
    ctx: standby,
    check: (...args) => check(...args),
    mail,
    limits: (brandKey) => limitsFor(db, brandKey, options.limits),
  });

  /* Booking reminders: "I'll be there" from the reminder e-mail. */
  mount(app, database, 'bookingAttend', ({ params, brandKey }) =>
    answer(async () => {
      const row = await bookingByToken(db, manageSecret, brandKey, params.token, now());
      const confirmedAt = await confirmByDiner(db, row.id, { now: now() });
      logger.info({ reference: row.reference }, 'booking attendance confirmed');
      return {
        confirmedAt: confirmedAt.toISOString(),
        booking: await managedBooking(db, row, await config.store(row.storeId), calendarSecret),
      };
    }),
  );

  place('table', 'bookingCreate');
  place('enquiry', 'bookingEnquiry');
  place('event', 'bookingEvent');
}

/* ------------------------------------------------------------------ the standby list */

interface StandbyRouteDeps {
  ctx: StandbyContext;
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
  /** The booking limits that apply to a brand (`limits.ts`). */
  limits(brandKey: string): Promise<BookingLimits>;
}

/** The standby calls: join, view, leave and claim (a normal booking of the held table). */
function standbyRoutes(app: Hono<AppEnv>, { ctx, check, mail, limits }: StandbyRouteDeps): void {
  const { database } = ctx;
  const { db } = database;
  const view = (row: StandbyRow, brandKey: string) => standbyEntryView(ctx, row, brandKey);
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
        asker: {
          emailKey: emailKey(body.emailAddress),
          phoneKey: phoneKey(body.mobilePhoneNumber),
          address: dinerAddress(c),
        },
        limits: await limits(brandKey),
      });
      ctx.logger.info({ standby: row.reference, storeId: row.storeId }, 'standby joined');
      await sendStandbyMail(
        database,
        standbyMailDetails(row, await ctx.config.store(row.storeId), ctx.secret),
      );
      return view(row, brandKey);
    }),
  );

  mount(app, database, 'standbyView', ({ params, brandKey }) =>
    answer(async () => view(await entry(params.token, brandKey), brandKey)),
  );

  mount(app, database, 'standbyLeave', ({ params, brandKey }) =>
    answer(async () => view(await leaveStandby(ctx, (await entry(params.token, brandKey)).id), brandKey)),
  );

  mount(app, database, 'standbyClaim', ({ params, brandKey, c }) =>
    answer(async () => {
      const found = await entry(params.token, brandKey);
      // Claiming twice answers the booking made the first time.
      if (found.status === 'booked') return view(found, brandKey);
      if (found.status === 'expired') fail(BookingErrorCode.StandbyOfferExpired);
      const draft = await check('table', found.storeId, claimRequest(found), brandKey, null, {
        emailKey: emailKey(found.email),
        phoneKey: phoneKey(found.phone),
        address: dinerAddress(c),
      });
      // Only the table held for this entry: its hold is released and taken in the booking's transaction.
      const result = await writeBooking(db, {
        ...draft,
        tables: draft.tables.filter((t) => t.id === found.offeredTableId),
        claiming: found.id,
        inTransaction: claimInTransaction(found.id, draft.now),
      });
      ctx.logger.info(
        { standby: found.reference, reference: result.body.bookingReference },
        'standby claimed',
      );
      await mail(draft, result.body.bookingReference);
      return view(await standbyById(db, found.id), brandKey);
    }),
  );
}

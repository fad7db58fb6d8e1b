import type { CalendarDate } from '../src/domains/booking/service/calendar.ts';
import { addCalendarDays, unpadded } from '../src/domains/booking/service/calendar.ts';

/*
 * The race of changes against creates, shared by `pnpm bench:change` (1,000 rounds on PGlite and
 * PostgreSQL) and brand-api/test/change.test.ts (20 rounds). In each round, at a restaurant with two tables for
 * 4 to 6 (a party of 5 fits no other), booking A holds one at time S and booking B one at time T. Then, all at
 * once: A asks to move to T, `racers` diners ask to book T (one table left there), and `racers` diners ask to book
 * S (one table left there, two if A's move frees its own). Exactly one of A's move and the T bookings may win; the
 * losers are refused (26 for the change, 9 for a create). Afterwards the database is counted: no table is held
 * twice at once, every confirmed table booking holds exactly one table, and A is where its answer says.
 */

export interface RaceApi {
  post(path: string, body: unknown): Promise<Response>;
  rows<T>(sqlText: string): Promise<T[]>;
}

export interface RaceOptions {
  rounds: number;
  racers: number;
  /** London's today: the rounds start two days later. */
  today: CalendarDate;
  /** Restaurants with the standard floor plan (two tables for 4 to 6). */
  stores: string[];
  onProgress?: (rounds: number) => void;
}

export interface RaceTally {
  rounds: number;
  /** Targets whose setup was refused (a closed day, a date that needs a card). */
  skipped: number;
  changesWon: number;
  changesRefused: number;
  createsWon: number;
  createsRefused: number;
  /** Pairs of holds of one table that overlap in time. */
  doubleBookings: number;
  /** Bookings answered 200 (or A, whichever way its change went) that do not hold exactly one table. */
  lost: number;
  /** Every answer or count that was not as it must be, in words. */
  problems: string[];
  ms: number;
}

/** Start times two hours apart (a party of 5 dines 2 hours): S is left for T. */
const PAIRS = [
  ['12:00', '14:00'],
  ['16:00', '18:00'],
] as const;

const JITTER_MS = 6;
const HEAD_START_MS = 150;

const body = (storeId: string, date: CalendarDate, time: string, email: string) => ({
  restaurantId: storeId,
  firstName: 'Race',
  lastName: 'Diner',
  emailAddress: email,
  diningDateTime: `${unpadded(date)} ${time}`,
  bookingTime: time,
  adultCovers: 5,
  childCovers: 0,
  menuIds: ['bm-a-la-carte'],
  occasionId: 'standard',
});

function* targets(options: RaceOptions) {
  for (let day = 2; ; day++) {
    const date = addCalendarDays(options.today, day);
    for (const [s, t] of PAIRS) for (const storeId of options.stores) yield { storeId, date, s, t };
  }
}

interface Answer {
  status: number;
  code?: number;
  reference?: string;
}

async function answerOf(res: Promise<Response>): Promise<Answer> {
  const r = await res;
  const json = (await r.json().catch(() => ({}))) as {
    code?: number;
    bookingReference?: string;
    reference?: string;
  };
  return {
    status: r.status,
    ...(json.code === undefined ? {} : { code: json.code }),
    ...(json.bookingReference
      ? { reference: json.bookingReference }
      : json.reference
        ? { reference: json.reference }
        : {}),
  };
}

export async function changeRace(api: RaceApi, options: RaceOptions): Promise<RaceTally> {
  const tally: RaceTally = {
    rounds: 0,
    skipped: 0,
    changesWon: 0,
    changesRefused: 0,
    createsWon: 0,
    createsRefused: 0,
    doubleBookings: 0,
    lost: 0,
    problems: [],
    ms: 0,
  };
  const started = performance.now();
  const create = (storeId: string, b: unknown) => answerOf(api.post(`/api/booking/create/${storeId}`, b));
  const winners: string[] = [];
  const next = targets(options);
  while (tally.rounds < options.rounds) {
    const { storeId, date, s, t } = next.next().value as {
      storeId: string;
      date: CalendarDate;
      s: string;
      t: string;
    };
    const n = tally.rounds;
    const a = await api.post(`/api/booking/create/${storeId}`, body(storeId, date, s, `a-${n}@race.example`));
    const made = (await a.json()) as { manageLink?: string; bookingReference?: string };
    const b = await create(storeId, body(storeId, date, t, `b-${n}@race.example`));
    if (a.status !== 200 || b.status !== 200 || !made.manageLink || !made.bookingReference) {
      tally.skipped++;
      continue;
    }
    const token = made.manageLink.slice(made.manageLink.lastIndexOf('/') + 1);
    // Each diner sets off within JITTER_MS; the change at once in even rounds and up to HEAD_START_MS later in
    // odd ones, so the change comes first in some rounds and after the diners in others, on either database.
    const racers = (time: string, tag: string) =>
      Array.from({ length: options.racers }, async (_, i) => {
        await new Promise((r) => setTimeout(r, Math.random() * JITTER_MS));
        return create(storeId, body(storeId, date, time, `${tag}-${n}-${i}@race.example`));
      });
    const move = async () => {
      if (n % 2 === 1) await new Promise((r) => setTimeout(r, Math.random() * HEAD_START_MS));
      return answerOf(
        api.post(`/api/booking/manage/${token}/change`, { date: date.iso, time: t, adults: 5, children: 0 }),
      );
    };
    const [moved, ...creates] = await Promise.all([move(), ...racers(t, 't'), ...racers(s, 's')]);
    const atT = creates.slice(0, options.racers);
    const atS = creates.slice(options.racers);
    const changed = moved?.status === 200;
    if (changed) tally.changesWon++;
    else if (moved?.status === 409 && moved.code === 26) tally.changesRefused++;
    else tally.problems.push(`round ${n}: the change answered ${moved?.status}/${moved?.code ?? '-'}`);
    for (const c of creates) {
      if (c.status === 200 && c.reference) {
        tally.createsWon++;
        winners.push(c.reference);
      } else if (c.status === 409 && c.code === 9) tally.createsRefused++;
      else tally.problems.push(`round ${n}: a create answered ${c.status}/${c.code ?? '-'}`);
    }
    const wonT = atT.filter((c) => c.status === 200).length + (changed ? 1 : 0);
    if (wonT !== 1) tally.problems.push(`round ${n}: ${wonT} won the last table at ${t}`);
    const wonS = atS.filter((c) => c.status === 200).length;
    if (wonS < 1 || wonS > 1 + (changed ? 1 : 0)) tally.problems.push(`round ${n}: ${wonS} won at ${s}`);
    // A is where its answer says, holding one table.
    const [row] = await api.rows<{ dining_time: string; tables: number }>(
      `SELECT dining_time, (SELECT count(*)::int FROM booking_tables bt WHERE bt.booking_id = b.id) AS tables FROM bookings b WHERE reference = '${made.bookingReference}'`,
    );
    if (row?.dining_time !== (changed ? t : s) || row?.tables !== 1) {
      tally.lost++;
      tally.problems.push(`round ${n}: booking A is at ${row?.dining_time} with ${row?.tables} tables`);
    }
    winners.push(made.bookingReference, b.reference ?? '');
    tally.rounds++;
    if (tally.rounds % 100 === 0) options.onProgress?.(tally.rounds);
  }
  tally.ms = performance.now() - started;

  // Counted from the database, over every booking the race made.
  const [double] = await api.rows<{ n: number }>(
    `SELECT count(*)::int AS n FROM booking_tables x JOIN booking_tables y
       ON x.table_id = y.table_id AND x.booking_id < y.booking_id AND x.held && y.held`,
  );
  tally.doubleBookings = double?.n ?? -1;
  const answered = winners.filter(Boolean);
  const held = await api.rows<{ reference: string; tables: number }>(
    `SELECT b.reference, (SELECT count(*)::int FROM booking_tables bt WHERE bt.booking_id = b.id) AS tables
       FROM bookings b WHERE b.email LIKE '%@race.example' AND b.status = 'confirmed'`,
  );
  const tables = new Map(held.map((r) => [r.reference, r.tables]));
  const missing = answered.filter((ref) => tables.get(ref) !== 1);
  tally.lost += missing.length;
  if (missing.length)
    tally.problems.push(`${missing.length} answered bookings do not hold exactly one table`);
  const extra = held.filter((r) => r.tables !== 1).length;
  if (extra) tally.problems.push(`${extra} confirmed race bookings do not hold exactly one table`);
  return tally;
}

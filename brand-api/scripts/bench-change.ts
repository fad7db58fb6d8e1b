// Change-against-create race (not a test): `pnpm bench:change`.
//
//   pnpm bench:change                      PGlite, and PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set
//   pnpm bench:change --rounds 20          a quick check
//   pnpm bench:change --db postgres        one database only (pglite | postgres | both)
//   options: --rounds 1000  --racers 4 (diners for each of the two times, beside the change)
//
// For each database: a fresh one (a PGlite directory, or a database created on the PostgreSQL server and dropped
// afterwards), migrated and seeded, with the brand API in this process (every call through its HTTP routes). Then
// `change-race.ts`: rounds of one change against diners booking its new and its old time, and the count from the
// database. It prints the figures and exits 1 unless there are 0 double bookings, 0 bookings lost and nothing else
// out of place.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { londonToday } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createApp } from '../src/app.ts';
import { BOOKING_STORES, bookingEstate } from '../src/domains/booking/seed.ts';
import { parseDate } from '../src/domains/booking/service/calendar.ts';
import { seed } from '../src/seed.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { type Database, openDatabase } from '../src/shared/database.ts';
import { createLogger } from '../src/shared/logger.ts';
import { migrate } from '../src/shared/migrate.ts';
import { changeRace } from './change-race.ts';

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1000' },
    racers: { type: 'string', default: '4' },
    db: { type: 'string', default: 'both' },
  },
});
const ROUNDS = Number(args.rounds);
const RACERS = Number(args.racers);
const pgServer = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const kinds = (args.db === 'both' ? ['pglite', 'postgres'] : [args.db]).filter(
  (k) => k === 'pglite' || (k === 'postgres' && pgServer),
) as ('pglite' | 'postgres')[];
if (args.db === 'postgres' && !pgServer) {
  console.error('--db postgres needs DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)');
  process.exit(2);
}

/** Restaurants with the standard floor plan (two tables for 4 to 6 on the main floor), as the booking bench. */
const STORES = bookingEstate()
  .filter(
    (e) =>
      e.settings.mode === 'online' &&
      e.tables.filter((t) => t.minSeats === 4 && t.maxSeats === 6).length === 2,
  )
  .filter((e) => !e.site.flags.has('P') && !e.site.flags.has('H') && e.site.storeId !== BOOKING_STORES.small)
  .map((e) => e.site.storeId);

async function open(kind: 'pglite' | 'postgres'): Promise<{ database: Database; drop(): Promise<void> }> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'brand-api-change-bench-'));
    const database = await openDatabase({ dataDir: dir });
    return {
      database,
      drop: async () => {
        await database.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `brand_api_change_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgServer as string);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: pgServer });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function bench(kind: 'pglite' | 'postgres'): Promise<boolean> {
  const { database, drop } = await open(kind);
  try {
    await migrate(database);
    await seed(database);
    const app = createApp({
      database,
      logger: createLogger({ level: 'warn' }),
      // The race is many diners from one address: the booking limits are off.
      bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 },
    });
    const tokenAnswer = await app.request('/api/token', {
      method: 'POST',
      headers: { brandKey: DEMO_BRAND_KEY, 'content-type': 'application/json' },
      body: '{}',
    });
    const { accessToken } = (await tokenAnswer.json()) as { accessToken: string };
    const headers = {
      brandKey: DEMO_BRAND_KEY,
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    };
    console.log(`\n${kind}: ${ROUNDS} rounds, a change against ${RACERS} + ${RACERS} diners each`);
    const tally = await changeRace(
      {
        post: async (path, body) =>
          app.request(path, { method: 'POST', headers, body: JSON.stringify(body) }),
        rows: async <T>(text: string) =>
          ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows,
      },
      {
        rounds: ROUNDS,
        racers: RACERS,
        today: parseDate(londonToday()),
        stores: STORES,
        onProgress: (n) => process.stdout.write(`  ${n} rounds\n`),
      },
    );
    const ok = tally.problems.length === 0 && tally.doubleBookings === 0 && tally.lost === 0;
    console.log(
      `  rounds                ${tally.rounds} (${tally.skipped} targets skipped: closed or card-only)`,
    );
    console.log(`  changes won / refused ${tally.changesWon} / ${tally.changesRefused} (26, no table)`);
    console.log(`  creates won / refused ${tally.createsWon} / ${tally.createsRefused} (9, slot taken)`);
    console.log(`  double bookings       ${tally.doubleBookings}`);
    console.log(`  bookings lost         ${tally.lost}`);
    console.log(`  time                  ${(tally.ms / 1000).toFixed(1)} s`);
    for (const p of tally.problems.slice(0, 20)) console.log(`  problem: ${p}`);
    console.log(`  ${ok ? 'PASS' : 'FAIL'}`);
    return ok;
  } finally {
    await drop();
  }
}

let allOk = true;
for (const kind of kinds) allOk = (await bench(kind)) && allOk;
if (!kinds.includes('postgres')) console.log('\n(PostgreSQL skipped: set DATABASE_URL or TEST_DATABASE_URL)');
process.exit(allOk ? 0 : 1);

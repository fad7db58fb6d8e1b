// Booking benchmark (not a test): races for the last free table and latency under load.
//
//   pnpm bench:booking                         PGlite, and PostgreSQL when DATABASE_URL or TEST_DATABASE_URL is set
//   pnpm bench:booking --rounds 20             a quick check
//   pnpm bench:booking --db postgres           one database only (pglite | postgres | both)
//   options: --rounds 1000  --racers 50  --connections 100  --duration 10 (seconds per latency run)  --port 4410
//
// For each database it starts the brand API as its own process (a fresh PGlite directory, or a fresh
// database created on the PostgreSQL server and dropped afterwards), then:
// 1. rounds: for a restaurant, date and time, one booking for 5 takes one of the two tables for 4 to 6,
//    then `racers` diners ask at once for the last one. Exactly one may get it; every other answer must
//    be booking status 9 (409, code 9), and no answer may be a 5xx;
// 2. latency: autocannon with `connections` concurrent diners against the health endpoint, availability
//    and create (random restaurants, dates and times), printing p50 and p99 and their ratio to health;
// 3. after stopping the server it counts from the database: one winner per round, no booking without its
//    table, consents, menu or extra, no table held twice at once.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { londonToday } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { BOOKING_STORES, bookingEstate } from '../src/domains/booking/seed.ts';
import {
  addCalendarDays,
  type CalendarDate,
  parseDate,
  unpadded,
} from '../src/domains/booking/service/calendar.ts';
import { openDatabase } from '../src/shared/database.ts';

interface LatencyResult {
  latency: { p50: number; p99: number; average: number };
  requests: { total: number; average: number };
  statusCodeStats?: Record<string, { count: number }>;
  errors: number;
  timeouts: number;
  non2xx: number;
}
interface AutocannonRequest {
  method?: string;
  path?: string;
  body?: string;
  headers?: Record<string, string>;
}
type Autocannon = (opts: {
  url: string;
  connections: number;
  duration: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  requests?: {
    setupRequest?: (req: AutocannonRequest) => AutocannonRequest;
    onResponse?: (status: number, body: string) => void;
  }[];
}) => Promise<LatencyResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const { values: args } = parseArgs({
  options: {
    rounds: { type: 'string', default: '1000' },
    racers: { type: 'string', default: '50' },
    connections: { type: 'string', default: '100' },
    duration: { type: 'string', default: '10' },
    db: { type: 'string', default: 'both' },
    port: { type: 'string', default: process.env.BRAND_API_PORT ?? '4410' },
  },
});
const ROUNDS = Number(args.rounds);
const RACERS = Number(args.racers);
const CONNECTIONS = Number(args.connections);
const DURATION = Number(args.duration);
const PORT = Number(args.port);
const pgServer = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const kinds = (args.db === 'both' ? ['pglite', 'postgres'] : [args.db]).filter(
  (k) => k === 'pglite' || (k === 'postgres' && pgServer),
) as ('pglite' | 'postgres')[];
if (args.db === 'postgres' && !pgServer) {
  console.error('--db postgres needs DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)');
  process.exit(2);
}

const brandApiDir = fileURLToPath(new URL('../', import.meta.url));
const BRAND_KEY = 'fittizia-demo';
const base = `http://127.0.0.1:${PORT}`;

/* ------------------------------------------------------------------ targets */

/** Restaurants with the standard floor plan (two tables for 4 to 6 on the main floor). */
const STORES = bookingEstate()
  .filter(
    (e) =>
      e.settings.mode === 'online' &&
      e.tables.filter((t) => t.minSeats === 4 && t.maxSeats === 6).length === 2,
  )
  .filter((e) => !e.site.flags.has('P') && !e.site.flags.has('H') && e.site.storeId !== BOOKING_STORES.small)
  .map((e) => e.site.storeId);
/** Sittings of 2 hours (a party of 5) that never overlap each other. */
const RACE_TIMES = ['12:00', '14:00', '16:00', '18:00', '20:00'];

function* raceTargets(today: CalendarDate): Generator<{ storeId: string; date: CalendarDate; time: string }> {
  for (let day = 2; ; day++) {
    const date = addCalendarDays(today, day);
    for (const time of RACE_TIMES) for (const storeId of STORES) yield { storeId, date, time };
  }
}

function bookingBody(storeId: string, date: CalendarDate, time: string, adults: number, email: string) {
  return {
    restaurantId: storeId,
    firstName: 'Bench',
    lastName: 'Diner',
    emailAddress: email,
    diningDateTime: `${unpadded(date)} ${time}`,
    bookingTime: time,
    adultCovers: adults,
    childCovers: 0,
    menuIds: ['bm-a-la-carte'],
    upsellIds: ['up-antipasti'],
    shouldReceivePromotions: false,
    shouldReceiveSms: true,
    occasionId: 'standard',
    // Some dates need a card guarantee (31 December): every bench diner has one.
    braintreeCustomerId: 'bench-card-customer',
  };
}

/* ------------------------------------------------------------------ server and database */

interface BenchDatabase {
  env: Record<string, string>;
  open: () => ReturnType<typeof openDatabase>;
  drop: () => Promise<void>;
}

async function prepareDatabase(kind: 'pglite' | 'postgres'): Promise<BenchDatabase> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'brand-api-bench-'));
    return {
      env: { BRAND_API_DATA_DIR: dir },
      open: () => openDatabase({ dataDir: dir }),
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `brand_api_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: pgServer });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(pgServer as string);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    open: () => openDatabase({ databaseUrl: url.toString() }),
    drop: async () => {
      const c = new pg.Client({ connectionString: pgServer });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  // Node itself (tsx as a loader, not its CLI's extra process), so the server's CPU time can be read by its pid.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: brandApiDir,
    env: {
      ...process.env,
      ...env,
      BRAND_API_PORT: String(PORT),
      BRAND_API_HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The races are many diners from one address (and the load repeats diners): limits off.
      BOOKING_LIMIT_PER_EMAIL: '0',
      BOOKING_LIMIT_PER_PHONE: '0',
      BOOKING_LIMIT_PER_ADDRESS: '0',
      BOOKING_LIMIT_PER_ADDRESS_PER_SERVICE: '0',
      BOOKING_LIMIT_STANDBY_PER_ADDRESS: '0',
      BOOKING_LIMIT_STANDBY_PER_EMAIL: '0',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode !== null) throw new Error(`brand API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGTERM');
  throw new Error('brand API did not start within 3 minutes');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * The server's CPU time so far (user + system, ms) from /proc, or undefined where there is none: CPU per
 * request is a figure that a busy machine disturbs far less than latency does.
 */
function serverCpuMs(child: ChildProcess | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${child?.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    // utime and stime, fields 14 and 15 of the line, in clock ticks (100 a second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

/* ------------------------------------------------------------------ the phases */

async function token(): Promise<string> {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { brandKey: BRAND_KEY, 'content-type': 'application/json' },
    body: '{}',
  });
  return ((await res.json()) as { accessToken: string }).accessToken;
}

interface RaceTally {
  rounds: number;
  skipped: number;
  exactlyOne: number;
  winners: number;
  status9: number;
  serverErrors: number;
  other: Record<string, number>;
  ms: number;
}

async function race(headers: Record<string, string>): Promise<RaceTally> {
  const tally: RaceTally = {
    rounds: 0,
    skipped: 0,
    exactlyOne: 0,
    winners: 0,
    status9: 0,
    serverErrors: 0,
    other: {},
    ms: 0,
  };
  const post = (storeId: string, body: unknown) =>
    fetch(`${base}/api/booking/create/${storeId}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const started = performance.now();
  const targets = raceTargets(parseDate(londonToday()));
  while (tally.rounds < ROUNDS) {
    const { storeId, date, time } = targets.next().value as {
      storeId: string;
      date: CalendarDate;
      time: string;
    };
    const n = tally.rounds;
    // One of the two tables for 4 to 6 is taken first; a refusal (closed day, a rejected date) skips the target.
    const setup = await post(storeId, bookingBody(storeId, date, time, 5, `setup-${n}@bench.example`));
    await setup.arrayBuffer();
    if (setup.status !== 200) {
      tally.skipped++;
      continue;
    }
    const answers = await Promise.all(
      Array.from({ length: RACERS }, async (_, i) => {
        const res = await post(storeId, bookingBody(storeId, date, time, 5, `racer-${n}-${i}@bench.example`));
        const body = (await res.json()) as { code?: number; bookingStatus?: number };
        return { status: res.status, code: body.code, bookingStatus: body.bookingStatus };
      }),
    );
    const won = answers.filter((a) => a.status === 200).length;
    tally.winners += won;
    if (won === 1) tally.exactlyOne++;
    for (const a of answers) {
      if (a.status === 200) continue;
      if (a.status === 409 && a.code === 9 && a.bookingStatus === 9) tally.status9++;
      else {
        if (a.status >= 500) tally.serverErrors++;
        const key = `${a.status}/${a.code ?? '-'}`;
        tally.other[key] = (tally.other[key] ?? 0) + 1;
      }
    }
    tally.rounds++;
    if (tally.rounds % 100 === 0) process.stdout.write(`  ${tally.rounds} rounds\n`);
  }
  tally.ms = performance.now() - started;
  return tally;
}

type Measured = LatencyResult & { cpuMs?: number };

async function latency(headers: Record<string, string>, server: ChildProcess) {
  const today = parseDate(londonToday());
  const run = async (opts: Partial<Parameters<Autocannon>[0]>): Promise<Measured> => {
    const before = serverCpuMs(server);
    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      headers,
      ...opts,
    });
    const after = serverCpuMs(server);
    return before === undefined || after === undefined ? result : { ...result, cpuMs: after - before };
  };
  const health = await run({ url: `${base}/health` });
  const availability = await run({
    url: `${base}/api/booking/availability`,
    method: 'POST',
    body: JSON.stringify({
      stores: [{ storeId: '1001', miles: 0.5 }],
      date: `${addCalendarDays(today, 9).iso}T19:30`,
      adultCovers: 2,
      childrenCovers: 0,
    }),
  });
  // Warm up: every restaurant's booking configuration is read once (then cached, as in steady use).
  for (const storeId of STORES) {
    const res = await fetch(
      `${base}/api/booking/occasions/${storeId}?date=${unpadded(addCalendarDays(today, 1))}`,
      { headers },
    );
    await res.arrayBuffer();
  }
  let n = 0;
  const answers: Record<string, number> = {};
  const create = await run({
    url: base,
    requests: [
      {
        setupRequest: (req) => {
          // Random restaurants, dates (weeks ahead, apart from the race days) and quarter hours.
          const storeId = STORES[Math.floor(Math.random() * STORES.length)] as string;
          const date = addCalendarDays(today, 40 + Math.floor(Math.random() * 200));
          const time = `${13 + Math.floor(Math.random() * 7)}:${['00', '15', '30', '45'][Math.floor(Math.random() * 4)]}`;
          return {
            ...req,
            method: 'POST',
            path: `/api/booking/create/${storeId}`,
            body: JSON.stringify(bookingBody(storeId, date, time, 2, `load-${n++}@bench.example`)),
          };
        },
        onResponse: (status, body) => {
          let code = '';
          try {
            code = status === 200 ? '' : `/${(JSON.parse(body) as { code?: number }).code ?? '-'}`;
          } catch {
            code = '/?';
          }
          answers[`${status}${code}`] = (answers[`${status}${code}`] ?? 0) + 1;
        },
      },
    ],
  });
  return { health, availability, create, answers };
}

async function integrity(open: () => ReturnType<typeof openDatabase>) {
  const database = await open();
  const one = async (text: string) =>
    Number(
      ((await database.db.execute(sql.raw(text))) as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1,
    );
  try {
    return {
      bookings: await one('SELECT count(*)::int AS n FROM bookings'),
      raceWinners: await one("SELECT count(*)::int AS n FROM bookings WHERE email LIKE 'racer-%'"),
      roundsWithOtherThanOneWinner: await one(
        `SELECT count(*)::int AS n FROM (SELECT split_part(email, '-', 2) AS r, count(*) AS c FROM bookings
           WHERE email LIKE 'racer-%' GROUP BY 1) x WHERE c <> 1`,
      ),
      tableBookingsWithoutTable: await one(
        "SELECT count(*)::int AS n FROM bookings b WHERE kind = 'table' AND NOT EXISTS (SELECT 1 FROM booking_tables t WHERE t.booking_id = b.id)",
      ),
      bookingsWithoutTwoConsents: await one(
        'SELECT count(*)::int AS n FROM bookings b WHERE (SELECT count(*) FROM booking_consents c WHERE c.booking_id = b.id) <> 2',
      ),
      bookingsWithoutMenu: await one(
        'SELECT count(*)::int AS n FROM bookings b WHERE NOT EXISTS (SELECT 1 FROM booking_menu_choices m WHERE m.booking_id = b.id)',
      ),
      bookingsWithoutExtra: await one(
        'SELECT count(*)::int AS n FROM bookings b WHERE NOT EXISTS (SELECT 1 FROM booking_upsells u WHERE u.booking_id = b.id)',
      ),
      tablesHeldTwiceAtOnce: await one(
        `SELECT count(*)::int AS n FROM booking_tables a JOIN booking_tables b
           ON a.table_id = b.table_id AND a.booking_id < b.booking_id AND a.held && b.held`,
      ),
    };
  } finally {
    await database.close();
  }
}

/* ------------------------------------------------------------------ main */

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
const ratio = (x: number, h: number) => (h > 0 ? `${(x / h).toFixed(2)}x` : 'n/a');
/** The server's CPU per request in a run (ms), when it could be read. */
const cpu = (r: Measured) =>
  r.cpuMs === undefined ? '' : `   CPU ${(r.cpuMs / Math.max(1, r.requests.total)).toFixed(2)} ms/request`;
const codes = (r: LatencyResult) =>
  Object.entries(r.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ');

let failed = false;
for (const kind of kinds) {
  console.log(
    `\n== ${kind}: ${ROUNDS} rounds of ${RACERS} diners, then ${CONNECTIONS} concurrent diners for ${DURATION} s per call`,
  );
  const db = await prepareDatabase(kind);
  let child: ChildProcess | undefined;
  try {
    child = await startServer(db.env);
    const headers = {
      brandKey: BRAND_KEY,
      authorization: `Bearer ${await token()}`,
      'content-type': 'application/json',
    };
    const tally = await race(headers);
    const load = await latency(headers, child);
    // Requests autocannon gave up on at the end of a run may still be running: let them finish.
    await new Promise((r) => setTimeout(r, 3000));
    await (await fetch(`${base}/health`)).arrayBuffer();
    await stopServer(child);
    child = undefined;
    const counted = await integrity(db.open);

    const ok =
      tally.exactlyOne === tally.rounds &&
      tally.status9 === tally.rounds * (RACERS - 1) &&
      tally.serverErrors === 0 &&
      counted.raceWinners === tally.rounds &&
      counted.roundsWithOtherThanOneWinner === 0 &&
      counted.tableBookingsWithoutTable === 0 &&
      counted.bookingsWithoutTwoConsents === 0 &&
      counted.bookingsWithoutMenu === 0 &&
      counted.bookingsWithoutExtra === 0 &&
      counted.tablesHeldTwiceAtOnce === 0 &&
      !Object.keys(load.create.statusCodeStats ?? {}).some((c) => c.startsWith('5'));
    failed ||= !ok;
    console.log(
      `race: ${tally.rounds} rounds (${tally.skipped} targets skipped: closed or refused), ${(tally.ms / 1000).toFixed(1)} s`,
    );
    console.log(
      `  rounds with exactly one booking: ${tally.exactlyOne}/${tally.rounds}; winners ${tally.winners}`,
    );
    console.log(
      `  status 9 answers: ${tally.status9}/${tally.rounds * (RACERS - 1)}; 5xx: ${tally.serverErrors}; other: ${JSON.stringify(tally.other)}`,
    );
    console.log(`counted in the database afterwards: ${JSON.stringify(counted)}`);
    console.log(`latency under ${CONNECTIONS} concurrent diners (p50 / p99, ratio to health):`);
    const { health, availability, create, answers } = load;
    console.log(
      `  health        ${fmt(health.latency.p50)} / ${fmt(health.latency.p99)}   ${health.requests.total} requests (${codes(health)})${cpu(health)}`,
    );
    console.log(
      `  availability  ${fmt(availability.latency.p50)} / ${fmt(availability.latency.p99)}   ${ratio(availability.latency.p50, health.latency.p50)} / ${ratio(availability.latency.p99, health.latency.p99)}   ${availability.requests.total} requests (${codes(availability)})${cpu(availability)}`,
    );
    console.log(
      `  create        ${fmt(create.latency.p50)} / ${fmt(create.latency.p99)}   ${ratio(create.latency.p50, health.latency.p50)} / ${ratio(create.latency.p99, health.latency.p99)}   ${create.requests.total} requests (status/code: ${JSON.stringify(answers)}, errors ${create.errors}, timeouts ${create.timeouts})${cpu(create)}`,
    );
    console.log(ok ? 'result: OK' : 'result: FAILED');
  } finally {
    if (child) await stopServer(child);
    await db.drop();
  }
}
process.exit(failed ? 1 : 0);

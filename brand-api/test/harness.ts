import { Writable } from 'node:stream';
import { londonToday, tokenResponse } from '@fittizia/contract';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { afterAll, beforeAll, describe } from 'vitest';
import { type AppOptions, createApp } from '../src/app.ts';
import { addCalendarDays, isoWeekday, parseDate, unpadded } from '../src/domains/booking/service/calendar.ts';
import { seed } from '../src/seed.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import type { Database } from '../src/shared/database.ts';
import { createLogger } from '../src/shared/logger.ts';
import { type MailOutboxRow, mailOutbox } from '../src/shared/mail/tables.ts';
import { migrate } from '../src/shared/migrate.ts';
import { type DatabaseStore, leftOut, type TestDatabaseKind, testDatabases } from './databases.ts';

export { type DatabaseStore, leftOut, type TestDatabaseKind, testDatabases } from './databases.ts';

/*
 * The brand API's one test harness: a fresh migrated (and seeded) database per test file, PGlite always and
 * PostgreSQL when TEST_DATABASE_URL names a server; a clock the test controls; the app in process with a
 * logger whose lines the test can read; a request helper carrying the demo brand's key and token; and a reader
 * of the mail outbox; and, for restarts, a store that can be closed and opened again (`useStore`), with a harness
 * over each instance's database. A test file keeps only what is its own.
 */

export type App = ReturnType<typeof createApp>;

const pglite = testDatabases[0] as TestDatabaseKind;

/** A clock the test moves: the real time until it is set, then the set time until it is moved or reset. */
export interface TestClock {
  now(): Date;
  set(at: Date | string): void;
  advance(ms: number): void;
  /** Back to the start it was made with (the real time when none). */
  reset(): void;
}

export function testClock(start?: Date | string): TestClock {
  const initial = start === undefined ? undefined : new Date(start);
  let fixed = initial;
  return {
    now: () => (fixed ? new Date(fixed) : new Date()),
    set: (at) => {
      fixed = new Date(at);
    },
    advance: (ms) => {
      fixed = new Date((fixed ?? new Date()).getTime() + ms);
    },
    reset: () => {
      fixed = initial;
    },
  };
}

/** A logger like the server's (`createLogger`, with its redaction) that keeps its lines, parsed, in `lines`. */
export function capturingLogger(lines: Record<string, unknown>[], level = 'info'): Logger {
  return createLogger(
    { level },
    new Writable({
      write(chunk, _enc, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );
}

/** An access token for `brandKey` from an app. */
export async function issueToken(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  brandKey: string = DEMO_BRAND_KEY,
): Promise<string> {
  const res = await app.request('/api/token', {
    method: 'POST',
    headers: { brandKey, 'content-type': 'application/json' },
    body: '{}',
  });
  return tokenResponse.parse(await res.json()).accessToken;
}

export type AppSettings = Omit<Partial<AppOptions>, 'database'>;

export interface HarnessOptions {
  /** Seed the database after migrating it (default true). */
  seed?: boolean;
  /** Where the clock starts (the real time when not given), or a clock shared with other harnesses. */
  clock?: Date | string | TestClock;
  /**
   * An open database, migrated and seeded, to run over as it is (another instance over a `useStore` store):
   * the harness neither migrates, seeds nor closes it.
   */
  database?: Database;
  /** Options of the app (`createApp`) beside the database (`logger` defaults to the captured one, `now` to the clock). */
  app?: AppSettings;
}

export interface Harness {
  readonly kind: TestDatabaseKind['name'];
  database: Database;
  /** The app over the database, the captured logger and the clock. Tokens outlive any clock move by default. */
  app: App;
  clock: TestClock;
  logger: Logger;
  /** Every log line so far, parsed (empty it with `logs.length = 0`). */
  logs: Record<string, unknown>[];
  /** The log lines so far as they were written. */
  logText(): string;
  /** The demo brand's key and a bearer token, to send with every call. */
  auth: Record<string, string>;
  /** A call of the app with the demo brand's key and token (headers given here win). */
  request(path: string, init?: RequestInit): Promise<Response>;
  /** A POST of `body` as JSON with the demo brand's key and token. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  /** Another app over the same database (and logger and clock unless given), with other options. */
  createApp(settings?: AppSettings): App;
  /** The stored messages of the mail outbox, oldest first; of one kind when given. */
  outbox(kind?: string): Promise<MailOutboxRow[]>;
  /** The rows of an SQL query. */
  rows<T>(text: string): Promise<T[]>;
  /** The number of rows of a table (that match an SQL condition). */
  count(table: string, where?: string): Promise<number>;
  dispose(): Promise<void>;
}

/** Opens a fresh database of this kind (PGlite by default), migrated and seeded, with the app over it. */
export async function openHarness(
  options: HarnessOptions = {},
  kind: TestDatabaseKind = pglite,
): Promise<Harness> {
  const given = options.database;
  const opened = given ? { database: given, dispose: async () => {} } : await kind.open();
  const { database } = opened;
  if (!given) await migrate(database);
  if (!given && options.seed !== false) await seed(database);
  const clock =
    typeof options.clock === 'object' && 'now' in options.clock ? options.clock : testClock(options.clock);
  const logs: Record<string, unknown>[] = [];
  const logger = capturingLogger(logs);
  const build = (settings: AppSettings = {}) =>
    createApp({
      database,
      logger,
      now: () => clock.now(),
      tokenTtlSeconds: 400 * 24 * 3600,
      ...options.app,
      ...settings,
    });
  const app = build();
  const auth: Record<string, string> =
    options.seed === false
      ? {}
      : { brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${await issueToken(app)}` };
  const rows = async <T>(text: string): Promise<T[]> =>
    ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
  const request = async (path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { ...auth, ...(init.headers as Record<string, string>) } });
  return {
    kind: kind.name,
    database,
    app,
    clock,
    logger,
    logs,
    logText: () => logs.map((l) => JSON.stringify(l)).join('\n'),
    auth,
    request,
    post: (path, body, headers = {}) =>
      request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }),
    createApp: build,
    outbox: (mailKind) =>
      (mailKind
        ? database.db.select().from(mailOutbox).where(eq(mailOutbox.kind, mailKind))
        : database.db.select().from(mailOutbox)
      ).orderBy(mailOutbox.createdAt),
    rows,
    count: async (table, where = 'true') =>
      (await rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`))[0]?.n ?? 0,
    dispose: opened.dispose,
  };
}

/**
 * A harness opened before the tests of the enclosing `describe` and disposed after them. It is filled in
 * `beforeAll`: read its fields inside hooks and tests.
 */
export function useHarness(options: HarnessOptions = {}, kind: TestDatabaseKind = pglite): Harness {
  const h = {} as Harness;
  beforeAll(async () => {
    Object.assign(h, await openHarness(options, kind));
  }, 120_000);
  afterAll(async () => h.dispose?.());
  return h;
}

/**
 * A migrated and seeded store of this kind (PGlite by default): a database that can be closed and opened again,
 * for restarts and for several instances over one database. It is filled in `beforeAll` and disposed after.
 */
export function useStore(kind: TestDatabaseKind = pglite): DatabaseStore {
  const store = {} as DatabaseStore;
  beforeAll(async () => {
    Object.assign(store, await kind.store());
    const database = await store.open();
    await migrate(database);
    await seed(database);
    await database.close();
  }, 120_000);
  afterAll(async () => store.dispose?.());
  return store;
}

/** `describe(title on <kind>)` for each database kind, each with its own harness (`useHarness`). */
export function describeOnEachDatabase(
  title: string,
  options: HarnessOptions,
  body: (h: Harness, kind: TestDatabaseKind) => void,
): void {
  for (const kind of testDatabases) {
    describe(`${title} on ${kind.name}`, () => {
      if (leftOut(kind)) return;
      body(useHarness(options, kind), kind);
    });
  }
}

/** An open Thursday at least `daysAhead` days from today, away from the Christmas dates' special rules. */
export function openThursday(daysAhead = 3): string {
  let day = addCalendarDays(parseDate(londonToday()), daysAhead);
  while (isoWeekday(day) !== 4 || (day.month === 12 && day.day >= 20) || (day.month === 1 && day.day <= 2))
    day = addCalendarDays(day, 1);
  return unpadded(day);
}

import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '../../brand-api/src/shared/database.ts';
import { E2E_BRAND_KEY, E2E_CALENDAR_LINK_SECRET, E2E_SITE_KEYS } from '../../site/e2e/support/test-keys.ts';

/*
 * Several brand-API and site processes on one machine, as several machines would run them: two brand APIs on one
 * fresh PostgreSQL database, and two site processes (the production build `pnpm build` made, one process each, not
 * the cluster), site 1 over brand API 1 and site 2 over brand API 2, their rate limits in one Redis. `startInstances`
 * is what a case of scripts/instances needs; each process can be stopped (SIGTERM, its drain) and started again.
 */

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const siteBuild = `${repoRoot}site/.output/server/index.mjs`;

/** How long `/ready` answers 503 before a stopping process closes its listener: the balancer polls far faster. */
export const DRAIN_DELAY_MS = 1000;

export interface Instance {
  name: string;
  url: string;
  /** The running process, or undefined while stopped. */
  child: ChildProcess | undefined;
  /** SIGTERM and wait for the exit; resolves with its exit code. */
  stop(): Promise<number | null>;
  /** Starts it again and waits until `/ready` answers 200. */
  start(): Promise<void>;
}

export interface Instances {
  brandApis: [Instance, Instance];
  sites: [Instance, Instance];
  /** The brand APIs' database (a connection of the test's own). */
  database: Database;
  databaseUrl: string;
  /** Each brand API's folder of .eml files (`MAIL_OUTBOX_DIR`), in the order of `brandApis`. */
  outboxDirs: [string, string];
  /** Stops every process, drops the database and removes the folders. */
  dispose(): Promise<void>;
}

export interface InstancesOptions {
  /** A PostgreSQL server (TEST_DATABASE_URL): a database of its own is made there and dropped by `dispose`. */
  databaseServerUrl: string;
  /** A Redis-compatible server (TEST_REDIS_URL) for the sites' rate limits. */
  redisUrl: string;
  /** Brand API n listens on `brandApiPort + n - 1`, site n on `sitePort + n - 1`. */
  brandApiPort: number;
  sitePort: number;
  /** Added to every brand API's environment. */
  brandApiEnv?: Record<string, string>;
  /** Added to every site's environment. */
  siteEnv?: Record<string, string>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitReady(url: string, child: ChildProcess, name: string, timeoutMs = 90_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}) before it was ready`);
    try {
      const res = await fetch(`${url}/ready`);
      await res.arrayBuffer();
      if (res.status === 200) return;
    } catch {}
    await sleep(100);
  }
  throw new Error(`${name} was not ready at ${url}/ready within ${timeoutMs / 1000} s`);
}

function instance(name: string, url: string, launch: () => ChildProcess): Instance {
  const self: Instance = {
    name,
    url,
    child: undefined,
    async stop() {
      const child = self.child;
      self.child = undefined;
      if (!child || child.exitCode !== null) return child?.exitCode ?? null;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      return code;
    },
    async start() {
      const child = launch();
      self.child = child;
      child.stderr?.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
      await waitReady(url, child, name);
    },
  };
  return self;
}

/** Starts the four processes (the brand APIs first, together; then the sites) and waits until each is ready. */
export async function startInstances(options: InstancesOptions): Promise<Instances> {
  if (!existsSync(siteBuild)) throw new Error('site/.output is missing: run `pnpm build` first');
  const dbName = `instances_${randomBytes(5).toString('hex')}`;
  const admin = await openDatabase({ databaseUrl: options.databaseServerUrl });
  await admin.exec(`CREATE DATABASE ${dbName}`);
  await admin.close();
  const url = new URL(options.databaseServerUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const dataDir = `${repoRoot}.data/instances-${dbName}`;
  const outboxDirs: [string, string] = [`${dataDir}/outbox-1`, `${dataDir}/outbox-2`];
  mkdirSync(dataDir, { recursive: true });

  const brandApiUrl = (n: number) => `http://127.0.0.1:${options.brandApiPort + n}`;
  const siteUrl = (n: number) => `http://127.0.0.1:${options.sitePort + n}`;
  const brandApi = (n: number) =>
    instance(`brand API ${n + 1}`, brandApiUrl(n), () =>
      spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: `${repoRoot}brand-api`,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          BRAND_API_PORT: String(options.brandApiPort + n),
          BRAND_API_HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl,
          MAIL_OUTBOX_DIR: outboxDirs[n] as string,
          BRAND_KEYS: E2E_BRAND_KEY,
          CALENDAR_LINK_SECRET: E2E_CALENDAR_LINK_SECRET,
          SITE_URL: siteUrl(n),
          // The reminder sweep at a chosen instant (`POST /test/reminders/sweep`).
          BRAND_API_TEST_READS: 'true',
          BOOKING_LIMIT_PER_EMAIL: '0',
          BOOKING_LIMIT_PER_PHONE: '0',
          BOOKING_LIMIT_PER_ADDRESS: '0',
          BOOKING_LIMIT_PER_ADDRESS_PER_SERVICE: '0',
          DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
          LOG_LEVEL: 'warn',
          ...options.brandApiEnv,
        },
      }),
    );
  const site = (n: number) =>
    instance(`site ${n + 1}`, siteUrl(n), () =>
      spawn(process.execPath, [siteBuild], {
        cwd: `${repoRoot}site`,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: {
          ...process.env,
          ...E2E_SITE_KEYS,
          PORT: String(options.sitePort + n),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          SITE_URL: siteUrl(n),
          BRAND_API_URL: brandApiUrl(n),
          RATE_LIMIT_REDIS_URL: options.redisUrl,
          // The test is the reverse proxy: it says which address each diner comes from.
          TRUST_PROXY: 'true',
          FORM_MIN_FILL_MS: '0',
          DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
          LOG_LEVEL: 'warn',
          ...options.siteEnv,
        },
      }),
    );
  const brandApis: [Instance, Instance] = [brandApi(0), brandApi(1)];
  const sites: [Instance, Instance] = [site(0), site(1)];
  const database = await openDatabase({ databaseUrl });
  const dispose = async () => {
    await Promise.all([...sites, ...brandApis].map((p) => p.stop()));
    await database.close();
    const cleanup = await openDatabase({ databaseUrl: options.databaseServerUrl });
    await cleanup.exec(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await cleanup.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Together, as two machines booting at once: the migrations' lock makes them take turns.
    await Promise.all(brandApis.map((p) => p.start()));
    await Promise.all(sites.map((p) => p.start()));
  } catch (error) {
    await dispose();
    throw error;
  }
  return { brandApis, sites, database, databaseUrl, outboxDirs, dispose };
}

import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runKeysCommand } from '../../brand-api/src/cli/ops-commands.ts';
import { loadMigrations } from '../../brand-api/src/shared/migrate.ts';
import { E2E_BRAND_KEY } from '../../site/e2e/support/test-keys.ts';
import { type Balancer, startBalancer } from './balancer.ts';
import {
  type Answer,
  bookingBody,
  bookThroughSite,
  doubleBookings,
  firstOfTwoTables,
  RACE_STORES,
  rows,
} from './diners.ts';
import { type Instances, startInstances } from './processes.ts';

/*
 * Two brand APIs on one PostgreSQL database and two site processes, site n over brand API n, their rate limits in
 * one Redis: migrations ran once, a race for the last table through both has one winner and no double booking,
 * each reminder and each e-mail goes once, and a rolling restart of all four behind a balancer fails no request.
 */

const databaseServerUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const missing = [!databaseServerUrl && 'TEST_DATABASE_URL', !redisUrl && 'TEST_REDIS_URL'].filter(Boolean);

if (missing.length > 0) {
  describe('the servers the instances need', () => {
    it.runIf(process.env.CI)(`run in CI (${missing.join(' and ')} not set)`, () => {
      throw new Error(`the instances step must run in CI: set ${missing.join(' and ')}`);
    });
  });
}

interface RunResult {
  errors: number;
  timeouts: number;
  non2xx: number;
  requests: { total: number };
  statusCodeStats?: Record<string, { count: number }>;
}
type Autocannon = (
  opts: Record<string, unknown>,
  done: (error: unknown, result: RunResult) => void,
) => { stop(): void };
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

describe.skipIf(missing.length > 0)('two brand APIs and two sites on one database', () => {
  let run: Instances;
  const race = { storeId: '', date: '', iso: '', time: '19:00', winner: '' };
  beforeAll(async () => {
    run = await startInstances({
      databaseServerUrl: databaseServerUrl as string,
      redisUrl: redisUrl as string,
      brandApiPort: Number(process.env.INSTANCES_BRAND_API_PORT ?? 4150),
      sitePort: Number(process.env.INSTANCES_SITE_PORT ?? 3150),
    });
    // Messages an instance stored and never delivered (as if it crashed): due now, for either delivery loop.
    for (let i = 0; i < 6; i++) {
      await run.database.exec(`INSERT INTO mail_outbox (id, kind, from_address, to_address, subject, message_id, raw,
        status, next_attempt_at) VALUES ('orphan-${i}', 'contact', 'a@fittizia.example', 'b@example.com', 'S',
        '<orphan-${i}@fittizia.example>', 'Subject: S\r\n\r\nT\r\n', 'pending', now())`);
    }
  });
  afterAll(async () => run?.dispose());

  it('ran each migration once, and both brand APIs started', async () => {
    const recorded = await rows<{ version: string; n: number }>(
      run.database,
      'SELECT version, count(*)::int AS n FROM schema_migrations GROUP BY version ORDER BY version',
    );
    expect(recorded.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
    expect(recorded.every((r) => r.n === 1)).toBe(true);
    for (const api of run.brandApis) expect((await fetch(`${api.url}/ready`)).status).toBe(200);
  });

  it('serves a change made through either brand API on every site within 2 s', async () => {
    const printed: string[] = [];
    await runKeysCommand(run.database.db, ['create', '--name', 'instances', '--role', 'operations'], (line) =>
      printed.push(line),
    );
    const key = /fzops_\S+/.exec(printed.join('\n'))?.[0] ?? '';
    const page = '/menu/m-main';
    // Each site keeps the page first, so what follows is the change's drop on each, not a first render.
    for (const site of run.sites)
      for (let i = 0; i < 2; i++) await (await fetch(`${site.url}${page}`)).text();
    for (const [n, api] of run.brandApis.entries()) {
      const pounds = 14.05 + n;
      const res = await fetch(`${api.url}/api/ops/dishes/carbonara/price`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ price: pounds }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      const changed = Date.now();
      for (const site of run.sites) {
        for (;;) {
          const html = await (await fetch(`${site.url}${page}`)).text();
          if (html.includes(`£${pounds.toFixed(2)}`)) break;
          expect(Date.now() - changed, `${site.name} after a change through ${api.name}`).toBeLessThan(2000);
          await new Promise((r) => setTimeout(r, 25));
        }
      }
    }
  });

  it('shows a saved draft on no site, a publish through either brand API on every site within 2 s, and a rollback', async () => {
    const printed: string[] = [];
    await runKeysCommand(
      run.database.db,
      ['create', '--name', 'instances-publisher', '--role', 'publisher'],
      (line) => printed.push(line),
    );
    const key = /fzops_\S+/.exec(printed.join('\n'))?.[0] ?? '';
    const call = async (apiUrl: string, path: string, body?: unknown) => {
      const res = await fetch(`${apiUrl}/api/ops/content/pages/home${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
      return (await res.json()) as Record<string, never>;
    };
    const [first, second] = run.brandApis;
    const opened = (await call(first.url, '')) as {
      draft: { title: string; tiles: { heading?: string }[]; revision: number };
      published: { version: number };
    };
    const tiles = structuredClone(opened.draft.tiles);
    const hero = tiles.find((tile) => typeof tile.heading === 'string');
    const before = hero?.heading ?? '';
    expect(before).not.toBe('');
    if (hero) hero.heading = 'Published on every site';
    const saved = (await call(first.url, '/draft', {
      baseRevision: opened.draft.revision,
      title: opened.draft.title,
      tiles,
    })) as { revision: number };
    const shows = async (site: { url: string }, text: string) =>
      (await (await fetch(`${site.url}/`)).text()).includes(text);
    // Each site keeps the page first, so what follows is the publish's drop on each, not a first render.
    for (const site of run.sites) {
      for (let i = 0; i < 2; i++) expect(await shows(site, 'Published on every site')).toBe(false);
    }
    const waitOnEverySite = async (text: string, from: number) => {
      for (const site of run.sites) {
        while (!(await shows(site, text))) {
          expect(Date.now() - from, `${site.name} shows "${text}"`).toBeLessThan(2000);
          await new Promise((r) => setTimeout(r, 25));
        }
      }
    };
    await call(second.url, '/publish', { revision: saved.revision });
    await waitOnEverySite('Published on every site', Date.now());
    await call(first.url, '/rollback', { version: opened.published.version });
    await waitOnEverySite(before, Date.now());
    for (const site of run.sites) expect(await shows(site, 'Published on every site')).toBe(false);
  });

  it('lets one of many diners racing through both sites have the last table: 0 double bookings', async () => {
    const first = await firstOfTwoTables(run.sites[0].url, race.time);
    Object.assign(race, { storeId: first.storeId, date: first.date, iso: first.iso });
    const answers: Answer[] = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        bookThroughSite(
          run.sites[i % 2].url,
          `198.51.100.${10 + i}`,
          bookingBody(race.storeId, race.date, race.time, 5, `racer-${i}@instances.example`),
        ),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    race.winner = won[0]?.bookingReference as string;
    const refused = answers.filter((a) => a.status !== 200);
    expect(
      refused.every((a) => a.status === 409 && a.code === 9),
      JSON.stringify(refused),
    ).toBe(true);
    expect(await doubleBookings(run.database)).toBe(0);
  });

  it('sends each reminder once while both brand APIs sweep at once', async () => {
    // Two more bookings on the race's day, one through each site, beside the race's two.
    for (const [i, storeId] of RACE_STORES.slice(4, 8).entries()) {
      await bookThroughSite(
        run.sites[i % 2].url,
        `198.51.100.${60 + i}`,
        bookingBody(storeId, race.date, i % 2 ? '13:00' : '20:00', 2, `reminded-${i}@instances.example`),
      );
    }
    const due = await rows<{ n: number }>(
      run.database,
      'SELECT count(*)::int AS n FROM booking_reminders WHERE sent_at IS NULL',
    );
    expect(due[0]?.n).toBeGreaterThanOrEqual(3);
    // The race's day, 11:00 UTC: every reminder of the day's bookings (13:00 onwards) is due, each still ahead.
    const at = `${race.iso}T11:00:00Z`;
    const sweeps = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const res = await fetch(`${run.brandApis[i % 2].url}/test/reminders/sweep?at=${at}`, {
          method: 'POST',
        });
        return ((await res.json()) as { sent: number }).sent;
      }),
    );
    expect(sweeps.reduce((a, b) => a + b, 0)).toBe(due[0]?.n);
    const reminded = await rows<{ n: number }>(
      run.database,
      "SELECT count(*)::int AS n FROM booking_history WHERE event = 'reminded' GROUP BY booking_id HAVING count(*) > 1",
    );
    expect(reminded).toEqual([]);
  });

  it('fails no request while each brand API and each site is restarted in turn behind a balancer', async () => {
    const sites = await startBalancer(run.sites.map((s) => s.url));
    const apis = await startBalancer(run.brandApis.map((a) => a.url));
    const balancers: Balancer[] = [sites, apis];
    try {
      const token = await fetch(`${apis.url}/api/token`, {
        method: 'POST',
        headers: { brandKey: E2E_BRAND_KEY, 'content-type': 'application/json' },
        body: '{}',
      }).then(async (res) => ((await res.json()) as { accessToken: string }).accessToken);
      const pages = ['/', '/restaurants/london/covent-garden', '/menu/m-main', '/find-us'];
      const load = (opts: Record<string, unknown>) => {
        let stop = () => {};
        const result = new Promise<RunResult>((resolve, reject) => {
          const instance = autocannon(
            { connections: 2, overallRate: 50, duration: 300, ...opts },
            (error, r) => (error ? reject(error) : resolve(r)),
          );
          stop = () => instance.stop();
        });
        return { result, stop: () => stop() };
      };
      const pageLoad = load({ url: sites.url, requests: pages.map((path) => ({ method: 'GET', path })) });
      const readLoad = load({
        url: `${apis.url}/api/booking/occasions/${race.storeId}?date=${race.date}`,
        headers: { brandKey: E2E_BRAND_KEY, authorization: `Bearer ${token}` },
      });
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const exits: (number | null)[] = [];
      for (const process of [...run.brandApis, ...run.sites]) {
        const started = Date.now();
        exits.push(await process.stop());
        await process.start();
        console.log(`${process.name} restarted in ${Date.now() - started} ms`);
        // The balancer sees it ready again before the next one stops.
        while (!balancers.some((b) => b.ready().includes(process.url) && b.ready().length === 2)) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      pageLoad.stop();
      readLoad.stop();
      for (const [name, result] of [
        ['pages', await pageLoad.result],
        ['booking read', await readLoad.result],
      ] as const) {
        const failed = result.errors + result.timeouts + result.non2xx;
        const counts = `${JSON.stringify(result.statusCodeStats)}; no backend ready: ${sites.refused()} pages, ${apis.refused()} reads`;
        expect(failed, `${name}: ${counts}`).toBe(0);
        expect(result.requests.total, name).toBeGreaterThan(50);
      }
      expect(exits).toEqual([0, 0, 0, 0]);
    } finally {
      for (const b of balancers) await b.close();
    }
  }, 110_000);

  it('sends each e-mail once: every stored message is one .eml file in one of the two outboxes', async () => {
    const deadline = Date.now() + 40_000;
    let pending = -1;
    while (Date.now() < deadline) {
      const [row] = await rows<{ n: number }>(
        run.database,
        "SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'",
      );
      pending = row?.n ?? -1;
      if (pending === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(pending).toBe(0);
    const ids = (await rows<{ id: string }>(run.database, 'SELECT id FROM mail_outbox')).map((r) => r.id);
    expect(ids.filter((id) => id.startsWith('orphan-'))).toHaveLength(6);
    expect(ids.length).toBeGreaterThan(10);
    const files = run.outboxDirs.flatMap((dir) =>
      existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.eml')) : [],
    );
    expect(files.sort()).toEqual(ids.map((id) => `${id}.eml`).sort());
  }, 60_000);
});

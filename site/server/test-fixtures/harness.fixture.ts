/**
 * The one test harness of the site's server tests (`site/server/*.test.ts`, `site/lib/*.test.ts`): requests as the
 * site receives them, a recording brand API, an HTTP server of the test's own on loopback, a clock the test moves,
 * the system time held still, the external servers CI must provide, and the real brand API in-process. A suite
 * keeps only what is its own (its answers, its bodies, its expectations).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, DEMO_BRAND_KEY, migrate, openDatabase, seed } from '@fittizia/brand-api';
import { createBrandClient, SESSION_COOKIE, tokenResponse } from '@fittizia/contract';
import { afterAll, afterEach, beforeAll, beforeEach, it, vi } from 'vitest';

/** The site's public origin in these tests (what `Origin` must match). */
export const SITE = 'http://site.test';
/** A diner's session: its id, and the cookie that carries it. */
export const SESSION_ID = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
export const SESSION_COOKIE_HEADER = `${SESSION_COOKIE}=${SESSION_ID}`;

/** A request to the site, at `path` of its origin. */
export const siteRequest = (path: string, init?: RequestInit) => new Request(`${SITE}${path}`, init);

/**
 * A POST as the site's own pages send it: same origin, JSON (a string body as it is, anything else as JSON), the
 * session cookie unless `session: false`, and with `ip` the peer address as Nitro puts it on the request.
 */
export function sitePost(
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  { ip, session = true }: { ip?: string; session?: boolean } = {},
): Request {
  const raw =
    body === null || typeof body === 'string' || body instanceof ReadableStream
      ? (body as BodyInit | null)
      : JSON.stringify(body);
  const request = new Request(`${SITE}${path}`, {
    method: 'POST',
    body: raw,
    headers: {
      origin: SITE,
      'content-type': 'application/json',
      ...(session ? { cookie: SESSION_COOKIE_HEADER } : {}),
      ...headers,
    },
    ...(raw instanceof ReadableStream ? { duplex: 'half' } : {}),
  } as RequestInit);
  if (ip) Object.defineProperty(request, 'ip', { value: ip });
  return request;
}

/** A JSON answer of the brand API. */
export const jsonResponse = (
  body: unknown = { ok: true },
  status = 200,
  headers: Record<string, string> = {},
) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** What the proxy hands the brand API: the path, the call, the session. */
type BrandCall = [
  path: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
  session?: string | undefined,
];

/** A brand API that records every call the site makes and answers each with `answer()` (an OK JSON by default). */
export const brandRecorder = (answer: () => Response | Promise<Response> = () => jsonResponse()) =>
  vi.fn(async (..._call: BrandCall) => answer());

/**
 * An HTTP server of the test's own on loopback (a fake verifier, a brand API that never answers), started before
 * the suite and closed after it. `url` is its origin once started.
 */
export function loopbackServer(handler: (req: IncomingMessage, res: ServerResponse) => void) {
  let server: Server | undefined;
  const started = { url: '' };
  beforeAll(async () => {
    server = createServer(handler);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    started.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return started;
}

/** A clock the test moves by hand, for the `now` option of caches, limiters and the form check. */
export function manualClock(start = 1_000_000) {
  const clock = {
    at: start,
    now: () => clock.at,
    advance: (ms: number) => {
      clock.at += ms;
    },
  };
  return clock;
}

/** The system time held at `iso` for each test of the suite (fake timers), and real again after it. */
export function frozenTime(iso: string) {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => vi.useRealTimers());
}

/**
 * An external server a suite needs, named by an environment variable (`TEST_DATABASE_URL`, `TEST_REDIS_URL`):
 * its URL, or, when unset, `undefined` after adding a test that fails under CI (where the server is required)
 * and is skipped locally. Call it inside the suite's `describe`, and return when it gives nothing.
 */
export function requiredServer(variable: string, what: string): string | undefined {
  const url = process.env[variable];
  if (url) return url;
  it.runIf(process.env.CI)(`runs in CI (${variable} is not set)`, () => {
    throw new Error(`the ${what} test must run in CI: ${variable} is not set`);
  });
  it.skipIf(process.env.CI)(`skipped locally: ${variable} is not set`, () => {});
  return undefined;
}

const quiet = () => {};
/** A logger that says nothing (the brand API logs every request). */
export const silentLogger = {
  level: 'silent',
  trace: quiet,
  debug: quiet,
  info: quiet,
  warn: quiet,
  error: quiet,
  fatal: quiet,
  child: () => silentLogger,
} as unknown as Parameters<typeof createApp>[0]['logger'];

/**
 * The real brand API in-process on a fresh migrated and seeded in-memory PGlite, for the suite: `client()` is the
 * contract's typed client over it with a fresh access token (no network).
 */
export function inProcessBrandApi() {
  const brand: { app?: ReturnType<typeof createApp> } = {};
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await openDatabase({ memory: true });
    close = () => database.close();
    await migrate(database);
    await seed(database);
    brand.app = createApp({ database, logger: silentLogger });
  }, 60_000);
  afterAll(async () => close?.());

  const app = () => {
    if (!brand.app) throw new Error('the brand API starts in beforeAll');
    return brand.app;
  };
  async function client() {
    const res = await app().request('/api/token', { method: 'POST', headers: { brandKey: DEMO_BRAND_KEY } });
    const { accessToken } = tokenResponse.parse(await res.json());
    return createBrandClient({
      baseUrl: 'http://brand-api.test',
      fetch: ((url: string, init?: RequestInit) => app().request(url, init)) as typeof fetch,
      headers: () => ({ brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${accessToken}` }),
    });
  }
  return { app, client };
}

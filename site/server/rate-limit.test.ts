import { randomBytes } from 'node:crypto';
import { endpointsWhere, examples } from '@fittizia/contract';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { proxyRequest } from './proxy.ts';
import { clientAddress, createRateLimiter } from './rate-limit.ts';
import { requiredServer, sitePost } from './test-fixtures/harness.fixture.ts';

const who = (sessionId: string, address = '192.0.2.1') => ({ sessionId, address });

describe('rate limits on the state-changing calls', () => {
  it('the contract rules put every state-changing call in the write class, and no read', () => {
    expect(endpointsWhere((def) => def.rateLimit === 'write').sort()).toEqual(
      [
        'bookingAttend',
        'bookingCancel',
        'bookingChange',
        'bookingCreate',
        'bookingEnquiry',
        'bookingEvent',
        'braintreeSubmit',
        'confirmSignup',
        'contactGroupBooking',
        'contactSendEmail',
        'jobApplication',
        'offerCode',
        'preorderAddGuest',
        'preorderChangeGuest',
        'preorderRemoveGuest',
        'signup',
        'standbyClaim',
        'standbyJoin',
        'standbyLeave',
        'updateCustomerChoices',
        'updateCustomerPreferences',
        'updateOccasionDates',
      ].sort(),
    );
  });

  it('answers 429 with Retry-After and a JSON message once a session has spent its budget', async () => {
    const limiter = createRateLimiter({ sessionPoints: 3, addressPoints: 100, windowSeconds: 60 });
    for (let i = 0; i < 3; i += 1) expect(await limiter.check('signup', who('s1'))).toBeUndefined();
    const refused = await limiter.check('bookingCreate', who('s1'));
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await refused?.json()).toEqual({
      message: 'Too many requests. Please wait a moment and try again.',
    });
    // Another session from another address is not affected; reads are never limited.
    expect(await limiter.check('signup', who('s2', '192.0.2.2'))).toBeUndefined();
    expect(await limiter.check('menu', who('s1'))).toBeUndefined();
  });

  it('limits a client address across sessions (a client that drops its cookie)', async () => {
    const limiter = createRateLimiter({ sessionPoints: 100, addressPoints: 2, windowSeconds: 60 });
    expect(await limiter.check('signup', who('a'))).toBeUndefined();
    expect(await limiter.check('signup', who('b'))).toBeUndefined();
    expect((await limiter.check('signup', who('c')))?.status).toBe(429);
    expect(await limiter.check('signup', who('d', '192.0.2.9'))).toBeUndefined();
  });

  it('the proxy refuses a limited call before it reaches the brand API', async () => {
    const brandFetch = vi.fn(async () => new Response('{}', { status: 200 }));
    const rateLimiter = createRateLimiter({ sessionPoints: 1, addressPoints: 100, windowSeconds: 60 });
    const call = () =>
      proxyRequest(sitePost('/api/signup', examples.signup.body), { brandFetch, rateLimiter });
    expect((await call()).status).toBe(200);
    const limited = await call();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(brandFetch).toHaveBeenCalledOnce();
  });

  it('takes the address from the socket, or from X-Forwarded-For only behind a trusted proxy', () => {
    const request = Object.assign(
      new Request('http://site.test/api/signup', {
        headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.2' },
      }),
      { ip: '10.0.0.5' },
    );
    expect(clientAddress(request, false)).toBe('10.0.0.5');
    // The last entry is the one the trusted proxy added; earlier ones are whatever the client claimed.
    expect(clientAddress(request, true)).toBe('198.51.100.2');
  });
});

describe('rate limits shared through PostgreSQL (RATE_LIMIT_DATABASE_URL)', () => {
  const adminUrl = requiredServer('TEST_DATABASE_URL', 'PostgreSQL rate-limit');
  if (!adminUrl) return;
  const tableName = `site_rate_limits_test_${randomBytes(4).toString('hex')}`;
  const limiters: ReturnType<typeof createRateLimiter>[] = [];
  afterAll(async () => {
    await Promise.all(limiters.map((l) => l.close()));
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP TABLE IF EXISTS "${tableName}"`);
    await client.end();
  });

  it('two site instances share one budget', async () => {
    const settings = {
      sessionPoints: 3,
      addressPoints: 100,
      windowSeconds: 60,
      databaseUrl: adminUrl,
      tableName,
    };
    const storeErrors: unknown[] = [];
    const first = createRateLimiter({ ...settings, onStoreError: (e) => storeErrors.push(e) });
    limiters.push(first);
    expect(await first.check('signup', who('shared'))).toBeUndefined();
    const second = createRateLimiter({ ...settings, onStoreError: (e) => storeErrors.push(e) });
    limiters.push(second);
    expect(await second.check('signup', who('shared'))).toBeUndefined();
    expect(await first.check('signup', who('shared'))).toBeUndefined();
    const refused = await second.check('signup', who('shared'));
    expect(storeErrors).toEqual([]);
    expect(refused?.status).toBe(429);
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const rows = await client.query(`SELECT key, points FROM "${tableName}" WHERE key LIKE 'session:%'`);
    await client.end();
    expect(rows.rows).toEqual([{ key: 'session:shared', points: 4 }]);
  });
});

describe('rate limits shared through a Redis-compatible server (RATE_LIMIT_REDIS_URL)', () => {
  const redisUrl = requiredServer('TEST_REDIS_URL', 'Redis rate-limit');
  if (!redisUrl) return;
  const keyPrefix = `pipeline:test-${randomBytes(4).toString('hex')}:`;
  const limiters: ReturnType<typeof createRateLimiter>[] = [];
  afterAll(async () => {
    await Promise.all(limiters.map((l) => l.close()));
  });

  it('with two instances a limit of N allows 2N: through the Redis store it allows N', async () => {
    const storeErrors: unknown[] = [];
    const settings = {
      sessionPoints: 3,
      addressPoints: 100,
      windowSeconds: 60,
      redisUrl,
      keyPrefix,
      onStoreError: (e: unknown) => storeErrors.push(e),
    };
    const first = createRateLimiter(settings);
    const second = createRateLimiter(settings);
    limiters.push(first, second);
    expect(first.store).toBe('redis');
    const results: (number | undefined)[] = [];
    for (const limiter of [first, second, first, second, first, second]) {
      results.push((await limiter.check('signup', who('shared')))?.status);
    }
    expect(storeErrors).toEqual([]);
    expect(results).toEqual([undefined, undefined, undefined, 429, 429, 429]);
    // The counts are the server's: a third instance sees the spent budget.
    const third = createRateLimiter(settings);
    limiters.push(third);
    expect((await third.check('signup', who('shared')))?.status).toBe(429);
    expect(await third.check('signup', who('another'))).toBeUndefined();
  });
});

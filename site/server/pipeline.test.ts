import { examples, MAX_UPLOAD_BODY_BYTES } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { createBrandFetch, createTokenManager } from './brand-api.server.ts';
import { proxyRequest } from './proxy.ts';
import { createRateLimiter } from './rate-limit.ts';
import { brandRecorder, jsonResponse, loopbackServer, siteRequest } from './test-fixtures/harness.fixture.ts';
import { bookingBody, countingBody, post } from './test-fixtures/pipeline.fixture.ts';
import { UpstreamTimeoutError } from './upstream.ts';

describe('the /api pipeline', () => {
  it('uploads are rate limited before a byte of the body is read', async () => {
    const brandFetch = brandRecorder();
    const rateLimiter = createRateLimiter({ sessionPoints: 1, addressPoints: 100, windowSeconds: 60 });
    const first = await proxyRequest(
      post('/api/jobs/application', JSON.stringify(examples.jobApplication.body)),
      {
        brandFetch,
        rateLimiter,
      },
    );
    expect(first.status).toBe(200);
    const { stream, seen } = countingBody(5 * 1024 * 1024);
    const limited = await proxyRequest(post('/api/jobs/application', stream), { brandFetch, rateLimiter });
    expect(limited.status).toBe(429);
    expect(seen.pulled).toBeLessThanOrEqual(64 * 1024); // at most what the stream queued before anyone read
    expect(brandFetch).toHaveBeenCalledOnce();
  });

  it('a 50 MB upload is refused before its body is read, in under 50 ms of CPU time', async () => {
    const brandFetch = brandRecorder();
    const total = 50 * 1024 * 1024;
    const { stream, seen } = countingBody(total);
    const cpu = process.cpuUsage();
    const res = await proxyRequest(
      post('/api/jobs/application', stream, { 'content-length': String(total) }),
      { brandFetch },
    );
    const used = process.cpuUsage(cpu);
    const cpuMs = (used.user + used.system) / 1000;
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      message: 'Invalid request: the body is too large',
      field: 'body',
    });
    expect(seen.pulled).toBeLessThanOrEqual(64 * 1024);
    expect(cpuMs).toBeLessThan(50);
    // A body that does not say how long it is stops at the first chunk past the call's cap.
    const undeclared = countingBody(total);
    const cut = await proxyRequest(post('/api/jobs/application', undeclared.stream), { brandFetch });
    expect(cut.status).toBe(413);
    expect(undeclared.seen.pulled).toBeLessThanOrEqual(MAX_UPLOAD_BODY_BYTES + 2 * 64 * 1024);
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('the body is checked once against the contract schema, with a 400 naming the field, and nothing forwarded', async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      post('/api/booking/create/1042', JSON.stringify({ ...examples.bookingCreate.body, covers: 'many' })),
      { brandFetch },
    );
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; field: string };
    expect(body.field).toBe('body.covers');
    expect(body.message).toContain('body.covers');
    const unknown = await proxyRequest(
      post('/api/signup', JSON.stringify({ ...examples.signup.body, isAdmin: true })),
      { brandFetch },
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { field: string }).field).toBe('body.isAdmin');
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('Cache-Control of every /api answer is set in one place from the rules (an upstream header is not passed on)', async () => {
    const brandFetch = brandRecorder(() =>
      jsonResponse({}, 200, { 'cache-control': 'public, max-age=31536000' }),
    );
    const read = await proxyRequest(siteRequest('/api/v1/content/brand-settings'), { brandFetch });
    expect(read.headers.get('cache-control')).toBe('no-store');
    const refused = await proxyRequest(post('/api/signup', '{'), { brandFetch });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('no-store');
  });

  it('the preferences guid lookups are rate-limited (class lookup)', async () => {
    const brandFetch = brandRecorder();
    const rateLimiter = createRateLimiter({
      sessionPoints: 100,
      addressPoints: 100,
      lookupPoints: 3,
      windowSeconds: 60,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const guid = `0b7c1c3e-5b7e-4c9a-9d6e-1f2a3b4c5d${String(i).padStart(2, '0')}`;
      const res = await proxyRequest(post(`/api/exponea/getcustomerpreferences/${guid}`, null), {
        brandFetch,
        rateLimiter,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Reads keep working: GET calls are not in a class.
    const read = await proxyRequest(siteRequest('/api/jobs?siteId=1'), { brandFetch, rateLimiter });
    expect(read.status).toBe(200);
  });
});

describe('the booking create under load', () => {
  it('a create that timed out is settled by its Idempotency-Key: the diner gets the reference, not a 504', async () => {
    let calls = 0;
    const brandFetch = vi.fn(async (_path: string, _init: { headers: Record<string, string> }) => {
      calls++;
      if (calls === 1) throw new UpstreamTimeoutError('No answer from the brand API in 30000 ms');
      return jsonResponse(examples.bookingCreate.response);
    });
    const res = await proxyRequest(post('/api/booking/create/1042', bookingBody), { brandFetch });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(examples.bookingCreate.response);
    expect(brandFetch).toHaveBeenCalledTimes(2);
    const [first, second] = brandFetch.mock.calls.map(([, init]) => init.headers['idempotency-key']);
    // The site gives a create without a key one of its own, so that it can always ask again.
    expect(first).toMatch(/^site-[0-9a-f-]{36}$/);
    expect(second).toBe(first);
  });

  it('a create that timed out twice answers 504; other calls are never retried', async () => {
    const brandFetch = vi.fn(async () => {
      throw new UpstreamTimeoutError('slow');
    });
    const res = await proxyRequest(
      post('/api/booking/create/1042', bookingBody, { 'idempotency-key': 'booking-attempt-0001' }),
      { brandFetch },
    );
    expect(res.status).toBe(504);
    expect(brandFetch).toHaveBeenCalledTimes(2);
    brandFetch.mockClear();
    const signup = await proxyRequest(post('/api/signup', JSON.stringify(examples.signup.body)), {
      brandFetch,
    });
    expect(signup.status).toBe(504);
    expect(brandFetch).toHaveBeenCalledOnce();
  });
});

describe('the upstream deadline', () => {
  const closed: string[] = [];
  const upstream = loopbackServer((req, res) => {
    if (req.url === '/api/token') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ accessToken: 't'.repeat(32), expiresAt: '2030-01-01T00:00:00.000Z' }));
      return;
    }
    // Never answers: the site must give up and close the socket.
    req.on('close', () => closed.push(req.url ?? ''));
    res.on('close', () => closed.push(`res ${req.url ?? ''}`));
  });

  it('a 30 s deadline that never aborts the socket: the deadline now aborts it', async () => {
    const target = { baseUrl: upstream.url, brandKey: 'fittizia-demo', timeoutMs: 300 };
    const brandFetch = createBrandFetch(target, createTokenManager(target));
    const started = performance.now();
    const error = await brandFetch(
      '/api/v1/content/brand-settings',
      // The socket's own idle timeout is far off: only the deadline can end the call in time.
      { method: 'GET', headers: {}, timeoutMs: 10_000 },
      undefined,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamTimeoutError);
    expect(performance.now() - started).toBeLessThan(1500);
    // The brand API sees the call end: the socket was destroyed, not left waiting for the answer.
    await vi.waitFor(() => expect(closed).toContain('res /api/v1/content/brand-settings'), { timeout: 1000 });
  });
});

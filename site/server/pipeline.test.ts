import {
  examples,
  FORM_CHECK_HEADERS,
  FORM_CHECK_MESSAGES,
  MAX_UPLOAD_BODY_BYTES,
  RECAPTCHA_MESSAGES,
} from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import type { BotCheck } from './botcheck.server.ts';
import { createBrandFetch, createTokenManager } from './brand-api.server.ts';
import { createFormCheck } from './form-check.ts';
import { type PipelineDeps, proxyRequest } from './proxy.ts';
import { createRateLimiter } from './rate-limit.ts';
import {
  brandRecorder,
  jsonResponse,
  loopbackServer,
  manualClock,
  SESSION_ID,
  sitePost,
  siteRequest,
} from './test-fixtures/harness.fixture.ts';
import { UpstreamTimeoutError } from './upstream.ts';

/** A call from a diner's page: same origin, JSON, the session cookie. */
const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  sitePost(path, body, headers);

/** A body that counts how many bytes were pulled from it, streaming `total` bytes in 64 KB chunks. */
function countingBody(total: number) {
  const seen = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) {
        controller.close();
        return;
      }
      seen.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, seen };
}

const bookingBody = JSON.stringify(examples.bookingCreate.body);

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

describe('the bot check with no keys', () => {
  const clock = manualClock();
  const formCheck = createFormCheck({
    secret: 'x'.repeat(32),
    minFillMs: 3000,
    maxAgeMs: 86_400_000,
    now: clock.now,
  });
  const deps = (brandFetch: PipelineDeps['brandFetch']): PipelineDeps => ({ brandFetch, formCheck });
  const contact = JSON.stringify(examples.contactSendEmail.body);

  it('with no captcha keys a form sent by a bot is forwarded: a too-fast submission is now refused', async () => {
    const brandFetch = brandRecorder();
    const token = formCheck.issue(SESSION_ID);
    clock.advance(500);
    const res = await proxyRequest(
      post('/api/contact/sendemail', contact, { [FORM_CHECK_HEADERS.started]: token }),
      deps(brandFetch),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: FORM_CHECK_MESSAGES.tooFast });
    clock.advance(3000);
    const later = await proxyRequest(
      post('/api/contact/sendemail', contact, { [FORM_CHECK_HEADERS.started]: token }),
      deps(brandFetch),
    );
    expect(later.status).toBe(200);
    expect(brandFetch).toHaveBeenCalledOnce();
  });

  it('a honeypot-filled submission gets a clear refusal and changes nothing', async () => {
    const brandFetch = brandRecorder();
    const token = formCheck.issue(SESSION_ID);
    clock.advance(10_000);
    const res = await proxyRequest(
      post('/api/contact/group-booking', JSON.stringify(examples.contactGroupBooking.body), {
        [FORM_CHECK_HEADERS.started]: token,
        [FORM_CHECK_HEADERS.trap]: 'http://spam.example',
      }),
      deps(brandFetch),
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: FORM_CHECK_MESSAGES.trap });
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('a booking create with no form token, a forged one or an expired one is refused before it is forwarded', async () => {
    const brandFetch = brandRecorder(() => jsonResponse(examples.bookingCreate.response));
    const good = formCheck.issue(SESSION_ID);
    clock.advance(5000);
    const [issuedAt] = good.split('.');
    for (const headers of [
      {} as Record<string, string>,
      { [FORM_CHECK_HEADERS.started]: `${issuedAt}.forged` },
      { [FORM_CHECK_HEADERS.started]: `${Number(issuedAt) - 60_000}.${good.split('.')[1]}` },
    ]) {
      const res = await proxyRequest(
        post('/api/booking/create/1042', bookingBody, headers),
        deps(brandFetch),
      );
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ message: FORM_CHECK_MESSAGES.expired });
    }
    clock.advance(90_000_000);
    const old = await proxyRequest(
      post('/api/booking/create/1042', bookingBody, { [FORM_CHECK_HEADERS.started]: good }),
      deps(brandFetch),
    );
    expect(old.status).toBe(403);
    expect(brandFetch).not.toHaveBeenCalled();
    const fresh = formCheck.issue(SESSION_ID);
    clock.advance(4000);
    const made = await proxyRequest(
      post('/api/booking/create/1042', bookingBody, { [FORM_CHECK_HEADERS.started]: fresh }),
      deps(brandFetch),
    );
    expect(made.status).toBe(200);
    // The token is used up: sent again, or from another browser session, it is refused before it is forwarded.
    for (const session of [true, false]) {
      const again = await proxyRequest(
        sitePost(
          '/api/booking/create/1042',
          bookingBody,
          { [FORM_CHECK_HEADERS.started]: fresh },
          { session },
        ),
        deps(brandFetch),
      );
      expect(again.status).toBe(403);
    }
    expect(brandFetch).toHaveBeenCalledOnce();
  });

  it('booking create has no captcha: with the keys set it is now checked (token in x-recaptcha-token)', async () => {
    const verify = vi.fn<BotCheck['verify']>(async ({ token, action }) =>
      token === 'good' && action === 'booking_create'
        ? { ok: true, skipped: false }
        : { ok: false, status: 403, outcome: 'Invalid token', reason: 'test' },
    );
    const brandFetch = brandRecorder(() => jsonResponse(examples.bookingCreate.response));
    const refused = await proxyRequest(post('/api/booking/create/1042', bookingBody), {
      brandFetch,
      botCheck: { verify },
    });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: RECAPTCHA_MESSAGES.refused });
    const passed = await proxyRequest(
      post('/api/booking/create/1042', bookingBody, { 'x-recaptcha-token': 'good' }),
      {
        brandFetch,
        botCheck: { verify },
      },
    );
    expect(passed.status).toBe(200);
    expect(brandFetch).toHaveBeenCalledOnce();
    // The token is not forwarded to the brand API.
    expect(brandFetch.mock.calls[0]![1].headers['x-recaptcha-token']).toBeUndefined();
  });
});

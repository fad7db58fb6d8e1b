import { readFileSync } from 'node:fs';
import { impossibleDateRequests } from '@fittizia/api-mocks/bad-input';
import {
  BOOKING_MESSAGES,
  BRAND_KEY_HEADER,
  type EndpointName,
  endpoints,
  examples,
  SESSION_ID_HEADER,
} from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { proxyRequest } from './proxy.ts';
import { brandRecorder, SITE, sitePost } from './test-fixtures/harness.fixture.ts';

const origin = SITE;

describe('/api proxy: every call by its rules', () => {
  it('names no call of the table: what is special about one is a rule of its entry', () => {
    const source = readFileSync(new URL('./proxy.ts', import.meta.url), 'utf8');
    for (const name of Object.keys(endpoints)) {
      // A name that is also a word (`menu`, `token`) only counts quoted or as a property.
      const named = /[A-Z]/.test(name) ? new RegExp(`\\b${name}\\b`) : new RegExp(`['"\`.]${name}\\b`);
      expect(source, name).not.toMatch(named);
    }
  });
});

describe('brand API headers', () => {
  it('names the headers the spec asks for', () => {
    expect(BRAND_KEY_HEADER).toBe('brandKey');
    expect(SESSION_ID_HEADER).toBe('sessionId');
  });
});

describe('/api proxy: bad input is refused before anything is forwarded', () => {
  const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    sitePost(path, body, headers, { session: false });

  it.each([
    ['a body that is not JSON by its type', post('/api/signup', '{}', { 'content-type': 'text/plain' }), 415],
    ['truncated JSON', post('/api/signup', '{"emailAddress":"a@b.c"'), 400],
    ['JSON nested too deeply', post('/api/signup', `${'['.repeat(40)}${']'.repeat(40)}`), 400],
    ['a prototype key', post('/api/signup', '{"a":{"__proto__":{"admin":true}}}'), 400],
    ['a constructor key', post('/api/signup', '{"constructor":{"prototype":{}}}'), 400],
    ['an oversized body', post('/api/signup', `{"pad":"${'x'.repeat(70 * 1024)}"}`), 413],
    ['a NUL in a path parameter', new Request(`${origin}/api/v1/content/restaurant/%00`), 400],
    ['an overlong path parameter', new Request(`${origin}/api/v1/content/menu/${'m'.repeat(300)}`), 400],
  ])('%s', async (_label, request, status) => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(request, { brandFetch });
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(typeof ((await res.json()) as { message: unknown }).message).toBe('string');
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it("refuses a booking create whose body names another restaurant than its path (the call's cross-field rule)", async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      post('/api/booking/create/1001', JSON.stringify(examples.bookingCreate.body)),
      {
        brandFetch,
      },
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      message: 'Invalid request: body.restaurantId: must be the restaurant of the path (1001)',
      field: 'body.restaurantId',
    });
    expect(brandFetch).not.toHaveBeenCalled();
  });

  it('refuses a body larger than declared without reading it', async () => {
    const brandFetch = brandRecorder();
    const res = await proxyRequest(
      post('/api/signup', '{}', { 'content-length': String(10 * 1024 * 1024) }),
      {
        brandFetch,
      },
    );
    expect(res.status).toBe(413);
  });

  it('lets the two file-carrying calls send more', async () => {
    const brandFetch = brandRecorder();
    const body = examples.jobApplication.body;
    const big = { ...body, resume: { ...body.resume, content: 'A'.repeat(200 * 1024) } };
    const res = await proxyRequest(post('/api/jobs/application', JSON.stringify(big)), { brandFetch });
    expect(res.status).toBe(200);
    expect(brandFetch).toHaveBeenCalledOnce();
  });
});

describe('/api proxy: a date no calendar has is refused before anything is forwarded', () => {
  const nextYear = new Date().getFullYear() + 1;
  // A call never forwarded from a browser (`fromBrowser: false`) is answered 404 before its request is read.
  const cases = (Object.keys(endpoints) as EndpointName[])
    .filter((name) => endpoints[name].fromBrowser)
    .flatMap((name) => impossibleDateRequests(name, nextYear).map((c) => ({ name, ...c })));

  it.each(cases)('$name $field: $kind', async (c) => {
    const brandFetch = brandRecorder();
    const request =
      c.method === 'POST'
        ? sitePost(c.path, c.body ?? '', {}, { session: false })
        : new Request(`${origin}${c.path}`, { headers: c.headers });
    const res = await proxyRequest(request, { brandFetch });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; field: string };
    expect(body.field === c.field || body.field.startsWith(`${c.field}.`), body.message).toBe(true);
    expect(brandFetch).not.toHaveBeenCalled();
  });
});

describe('/api proxy: when the brand API fails', () => {
  it.each([500, 502, 401])('answers an upstream %i with the spec message', async (status) => {
    const brandFetch = brandRecorder(() => new Response('<html>stack trace</html>', { status }));
    const res = await proxyRequest(new Request(`${origin}/api/v1/content/brand-settings`), { brandFetch });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: 'Sorry, something went wrong. Please try again.' });
  });

  it("passes a refused card nonce through as the brand API's 422 with the card form's message", async () => {
    const body = { message: BOOKING_MESSAGES.cardSubmitFailed, reason: 'invalid' };
    const brandFetch = brandRecorder(() => Response.json(body, { status: 422 }));
    const res = await proxyRequest(
      sitePost('/api/v1/braintree/submit', examples.braintreeSubmit.body, {}, { session: false }),
      { brandFetch },
    );
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ message: BOOKING_MESSAGES.cardSubmitFailed });
  });

  it('keeps an answer that carries a booking error code (spec 8.1)', async () => {
    const body = { message: 'Sorry', code: 9 };
    const brandFetch = brandRecorder(() => new Response(JSON.stringify(body), { status: 500 }));
    const res = await proxyRequest(
      sitePost('/api/booking/create/1042', examples.bookingCreate.body, {}, { session: false }),
      { brandFetch },
    );
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual(body);
  });
});

import { MAX_CONTACT_BODY_BYTES, MAX_JSON_BODY_BYTES, REQUEST_REFUSED_MESSAGES } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import {
  BODY_CAPS,
  CROSS_SITE_MESSAGE,
  CROSS_SITE_TITLE,
  checkBody,
  guardBodies,
  METHOD_TITLE,
  TOO_LARGE_TITLE,
} from './body-guard.ts';
import { guardMarkOf, markRequest } from './request-guard.ts';

const site = 'https://www.fittizia.example';
const elsewhere = 'https://evil.example';
const manage = `/booking/manage/K7QM2XRA.${'a'.repeat(43)}`;
const attend = `/booking/attend/K7QM2XRA.${'a'.repeat(43)}`;
const standby = `/booking/standby/K7QM2XRA.${'b'.repeat(43)}`;
const FORM = 'application/x-www-form-urlencoded';
const MiB = 1024 * 1024;
const CHUNK = 64 * 1024;

/** A body of `total` bytes made as it is read, counting what was read and whether the reader gave up. */
function streamedBody(total: number) {
  const seen = { pulled: 0, cancelled: false };
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= total) {
          controller.close();
          return;
        }
        const size = Math.min(CHUNK, total - seen.pulled);
        seen.pulled += size;
        controller.enqueue(new Uint8Array(size).fill(0x61));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    // Nothing made before it is asked for.
    { highWaterMark: 0 },
  );
  return { body, seen };
}

function post(
  path: string,
  {
    origin = site,
    type = FORM,
    total = 16 * MiB,
    declared = false,
    method = 'POST',
  }: { origin?: string | null; type?: string; total?: number; declared?: boolean; method?: string } = {},
) {
  const { body, seen } = streamedBody(total);
  const headers: Record<string, string> = { 'content-type': type };
  if (origin) headers.origin = origin;
  if (declared) headers['content-length'] = String(total);
  const request = new Request(`${site}${path}`, { method, headers, body, duplex: 'half' } as RequestInit);
  return { request, seen };
}

const pagePaths = ['/booking/find', manage, attend, standby];

describe('one body cap for every route', () => {
  it.each([...pagePaths, '/_serverFn/x'])(
    'POST %s with a 16 MiB body and no length: cut off at its cap while streaming, 413',
    async (path) => {
      const { request, seen } = post(path, path.startsWith('/_serverFn') ? { type: 'application/json' } : {});
      const answer = await checkBody(request, site);
      expect(answer).toBeInstanceOf(Response);
      expect((answer as Response).status).toBe(413);
      expect(seen.pulled).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES + CHUNK);
      expect(seen.cancelled).toBe(true);
    },
  );

  it.each([...pagePaths, '/_serverFn/x', '/contact'])(
    'POST %s saying 16 MiB: 413 before a byte is read',
    async (path) => {
      const { request, seen } = post(path, { declared: true });
      const answer = (await checkBody(request, site)) as Response;
      expect(answer.status).toBe(413);
      expect(seen.pulled).toBe(0);
    },
  );

  it('answers a page 413 with an HTML page, a server function with JSON', async () => {
    const page = (await checkBody(post('/booking/find').request, site)) as Response;
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    expect(await page.text()).toContain(`<h1>${TOO_LARGE_TITLE}</h1>`);
    const call = (await checkBody(
      post('/_serverFn/x', { type: 'application/json' }).request,
      site,
    )) as Response;
    expect(call.headers.get('content-type')).toBe('application/json');
    expect(await call.json()).toEqual({ message: REQUEST_REFUSED_MESSAGES.bodyTooLarge });
  });

  it('checks the Origin before any of the body is read: a cross-site form post gets an HTML page', async () => {
    for (const path of [...pagePaths, '/contact']) {
      const { request, seen } = post(path, { origin: elsewhere, declared: true });
      const answer = (await checkBody(request, site)) as Response;
      expect(answer.status, path).toBe(403);
      expect(answer.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      const html = await answer.text();
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain(`<h1>${CROSS_SITE_TITLE}</h1>`);
      expect(html).toContain(`<a href="${path}">`);
      expect(html).not.toContain('<script');
      expect(seen.pulled, path).toBe(0);
    }
    // No Origin and no Sec-Fetch-Site: not shown to come from the site, as on /api.
    const bare = post('/booking/find', { origin: null, total: 20 });
    expect(((await checkBody(bare.request, site)) as Response).status).toBe(403);
    const call = post('/_serverFn/x', { origin: elsewhere, type: 'application/json' });
    const refused = (await checkBody(call.request, site)) as Response;
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    expect(call.seen.pulled).toBe(0);
  });

  it('hands a form post within its cap on with its body, the client address and the guard mark', async () => {
    // The longest cancel reason the form takes (500 characters), each three UTF-8 bytes, percent-encoded.
    const form = new URLSearchParams({ intent: 'cancel', message: '€'.repeat(500) });
    const request = new Request(`${site}${manage}`, {
      method: 'POST',
      headers: { 'content-type': FORM, origin: site },
      body: form.toString(),
    });
    Object.defineProperty(request, 'ip', { value: '203.0.113.9' });
    markRequest(request, { redirect: true });
    const next = (await checkBody(request, site)) as Request;
    expect(next).toBeInstanceOf(Request);
    expect(next.method).toBe('POST');
    expect(next.url).toBe(`${site}${manage}`);
    expect((next as Request & { ip?: string }).ip).toBe('203.0.113.9');
    expect(guardMarkOf(next)).toEqual({ redirect: true });
    const read = await next.formData();
    expect(read.get('intent')).toBe('cancel');
    expect(read.get('message')).toBe('€'.repeat(500));
  });

  it('hands a server-function call within its cap on, readable again', async () => {
    const payload = JSON.stringify({ data: 'x'.repeat(BODY_CAPS.serverFn - 100) });
    const request = new Request(`${site}/_serverFn/abc`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site },
      body: payload,
    });
    const next = (await checkBody(request, site)) as Request;
    expect(await next.clone().text()).toBe(payload);
    expect(await next.json()).toEqual(JSON.parse(payload));
  });

  it('lets a form sent before the page loaded through unread, up to the largest form the site has', async () => {
    const { request, seen } = post('/contact', { type: 'multipart/form-data; boundary=x', total: 20 });
    expect(await checkBody(request, site)).toBe(request);
    expect(seen.pulled).toBe(0);
    // A contact form with its attachments, as the browser posts it without the page's code.
    const large = post('/contact', { declared: true, total: 10 * MiB + 4096 });
    expect(await checkBody(large.request, site)).toBe(large.request);
    expect(BODY_CAPS.page).toBe(MAX_CONTACT_BODY_BYTES);
  });

  it('leaves GET, HEAD, /api and /csp-report to their own handlers, untouched', async () => {
    const get = new Request(`${site}/booking/find`);
    expect(await checkBody(get, site)).toBe(get);
    for (const path of ['/api/booking/find', '/api/jobs/application', '/csp-report']) {
      const { request, seen } = post(path, { origin: elsewhere, declared: true });
      expect(await checkBody(request, site)).toBe(request);
      expect(seen.pulled).toBe(0);
    }
  });
});

describe('methods a page does not take', () => {
  it.each(['PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    '%s on a page answers 405 with Allow: GET, HEAD',
    async (method) => {
      let called = 0;
      const fetch = guardBodies(
        () => {
          called += 1;
          return new Response('page');
        },
        () => site,
      );
      const { request, seen } = post('/contact', { method, total: 20 });
      const answer = await fetch(request);
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('GET, HEAD');
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await answer.text()).toContain(`<h1>${METHOD_TITLE}</h1>`);
      expect(called).toBe(0);
      expect(seen.pulled).toBe(0);
    },
  );

  it('a page form takes POST too; a page takes no post that is not a form', async () => {
    const put = (await checkBody(post(manage, { method: 'PUT', total: 20 }).request, site)) as Response;
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, HEAD, POST');
    const json = (await checkBody(
      post('/contact', { type: 'application/json', total: 20 }).request,
      site,
    )) as Response;
    expect(json.status).toBe(405);
    expect(json.headers.get('allow')).toBe('GET, HEAD');
  });

  it('leaves server functions their own answer to other methods', async () => {
    const { request } = post('/_serverFn/x', { method: 'PUT', total: 20 });
    expect(await checkBody(request, site)).toBe(request);
  });
});

import { expect, test } from '@playwright/test';
import { CROSS_SITE_TITLE } from '../server/body-guard.ts';
import { probeBody } from './support/body-probe.ts';

/*
 * One body cap for every route (docs/security.md), on the production build: a 16 MiB POST to a page form or a
 * server function is refused 413 before its body is read, the Origin is checked before any of it, a page answers
 * a method it does not take with 405 and `Allow`, and a cross-site form post gets an HTML page.
 */
const MiB = 1024 * 1024;
const token = `K7QM2XRA.${'a'.repeat(43)}`;
const FORM = 'application/x-www-form-urlencoded';
const targets = [
  ['/booking/find', FORM],
  [`/booking/manage/${token}`, FORM],
  [`/booking/attend/${token}`, FORM],
  ['/_serverFn/x', 'application/json'],
] as const;

test('a 16 MiB POST to a page form or a server function is refused 413 before its body is read', async ({
  baseURL,
}) => {
  for (const [path, type] of targets) {
    for (const mode of ['declared', 'chunked'] as const) {
      // Written 64 KiB every 2 ms, the whole body takes over half a second to send; the answer comes first.
      const probe = await probeBody(`${baseURL}${path}`, {
        mode,
        total: 16 * MiB,
        headers: { origin: baseURL as string, 'content-type': type },
      });
      const what = `${mode} ${path}`;
      console.log(`${what}: ${probe.status} in ${probe.ms.toFixed(0)} ms, ${probe.sentBytes} bytes sent`);
      expect(probe.status, what).toBe(413);
      expect(probe.sentAll, what).toBe(false);
      // A declared length is refused before any of the body is sent; a streamed one at its cap (64 KiB).
      expect(probe.sentBytes, what).toBeLessThanOrEqual(mode === 'declared' ? 0 : MiB);
      expect(probe.ms, what).toBeLessThan(500);
      expect(probe.headers['content-type'], what).toContain(
        path.startsWith('/_serverFn') ? 'application/json' : 'text/html',
      );
    }
  }
});

test('a cross-site form post to a page gets an HTML page, before its body is read', async ({ baseURL }) => {
  const probe = await probeBody(`${baseURL}/booking/find`, {
    mode: 'declared',
    total: 16 * MiB,
    headers: { origin: 'https://evil.example', 'content-type': FORM },
  });
  expect(probe.status).toBe(403);
  expect(probe.sentBytes).toBe(0);
  const response = await fetch(`${baseURL}/booking/find`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: 'https://evil.example', 'content-type': FORM },
    body: 'reference=ABC123&emailAddress=diner%40example.com',
  });
  expect(response.status).toBe(403);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  const html = await response.text();
  expect(html).toMatch(/^<!DOCTYPE html>/);
  expect(html).toContain(`<h1>${CROSS_SITE_TITLE}</h1>`);
  expect(html).toContain('<a href="/booking/find">');
});

test('PUT, DELETE and PATCH on a page answer 405 with Allow, not the page', async ({ request }) => {
  for (const [method, path, allow] of [
    ['PUT', '/contact', 'GET, HEAD'],
    ['DELETE', '/', 'GET, HEAD'],
    ['PATCH', '/restaurants', 'GET, HEAD'],
    ['PUT', `/booking/manage/${token}`, 'GET, HEAD, POST'],
  ] as const) {
    const response = await request.fetch(path, { method, maxRedirects: 0 });
    expect(response.status(), `${method} ${path}`).toBe(405);
    expect(response.headers().allow, `${method} ${path}`).toBe(allow);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await response.text()).not.toContain('<script');
  }
});

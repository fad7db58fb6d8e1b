import http from 'node:http';
import { examples, FORM_CHECK_MESSAGES } from '@fittizia/contract';
import { expect, test } from './fixtures.ts';

/** The /api request pipeline on the production build. */
test('PUT, DELETE and PATCH on /api/* answer 405 with Allow, not the HTML shell', async ({ request }) => {
  for (const [method, path, allow] of [
    ['PUT', '/api/signup', 'POST'],
    ['DELETE', '/api/booking/create/1001', 'POST'],
    ['PATCH', '/api/v1/content/brand-settings', 'GET'],
  ] as const) {
    const res = await request.fetch(path, { method });
    expect(res.status(), `${method} ${path}`).toBe(405);
    expect(res.headers().allow).toBe(allow);
    expect(res.headers()['content-type']).toContain('application/json');
    expect(res.headers()['cache-control']).toBe('no-store');
    expect(await res.text()).not.toContain('<html');
  }
});

test('a contact form posted without its form-started token is refused and nothing is sent', async ({
  request,
  baseURL,
}) => {
  const headers = { origin: baseURL as string, 'content-type': 'application/json' };
  const refused = await request.post('/api/contact/sendemail', {
    headers,
    data: examples.contactSendEmail.body,
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toEqual({ message: FORM_CHECK_MESSAGES.expired });
  const trapped = await request.post('/api/contact/sendemail', {
    headers: {
      ...headers,
      'x-form-started': ((await (await request.get('/form-started.json')).json()) as { token: string }).token,
      'x-form-trap': 'http://spam.example',
    },
    data: examples.contactSendEmail.body,
  });
  expect(trapped.status()).toBe(400);
  expect(await trapped.json()).toEqual({ message: FORM_CHECK_MESSAGES.trap });
});

test('the form-started token is never kept by a cache', async ({ request }) => {
  const first = await request.get('/form-started.json');
  expect(first.headers()['cache-control']).toBe('no-store');
  const second = await request.get('/form-started.json');
  // The time it was issued, a random part, and the signature (site/server/form-check.ts).
  const token = (await first.json()).token;
  expect(token).toMatch(/^\d+-[0-9a-f]{12}\.[\w-]{43}$/);
  expect((await second.json()).token).not.toBe(token);
});

test('a 50 MB upload is refused before its body is read', async ({ baseURL }) => {
  const total = 50 * 1024 * 1024;
  const chunk = Buffer.alloc(256 * 1024, 0x41);
  const { status, sent } = await new Promise<{ status: number; sent: number }>((resolve, reject) => {
    let sent = 0;
    const req = http.request(`${baseURL}/api/jobs/application`, {
      method: 'POST',
      headers: { origin: baseURL as string, 'content-type': 'application/json', 'content-length': total },
    });
    req.on('response', (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, sent });
      req.destroy();
    });
    req.on('error', (error) => (sent > 0 ? undefined : reject(error)));
    const write = () => {
      while (sent < total && !req.destroyed) {
        sent += chunk.byteLength;
        if (!req.write(chunk)) {
          req.once('drain', write);
          return;
        }
      }
      if (!req.destroyed) req.end();
    };
    write();
  });
  expect(status).toBe(413);
  // The answer came while the client was still sending: the server never waited for the 50 MB.
  expect(sent).toBeLessThan(total);
});

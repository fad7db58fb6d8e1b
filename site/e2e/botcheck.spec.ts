import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type net from 'node:net';
import { expect, test } from '@playwright/test';
import { freePort, siteProcess } from './support/site-process.ts';

/**
 * The bot check on the production build: a second site instance is started with both reCAPTCHA
 * keys against a fake siteverify on loopback (the token names the answer) and the run's brand API. The
 * server refuses a low score, another action and an unreachable verifier before the brand API is asked, and
 * the secret key is nowhere the browser can read: pages, the public configuration, the scripts.
 */
const brandApiPort = Number(process.env.E2E_BRAND_API_PORT ?? 4110);
const SITE_KEY = 'e2e-site-key-public-0c41d2';
const SECRET_KEY = 'e2e-recaptcha-secret-9b27fe';
const HOST = '127.0.0.1';

const answers: Record<string, object | 'hang'> = {
  good: { success: true, score: 0.9, action: 'signup', hostname: HOST },
  low: { success: true, score: 0.2, action: 'signup', hostname: HOST },
  'wrong-action': { success: true, score: 0.9, action: 'contact', hostname: HOST },
  hang: 'hang',
};

test.describe('bot check with keys configured', () => {
  test.describe.configure({ mode: 'serial' });
  let site: ChildProcess | undefined;
  let origin = '';
  const verified: string[] = [];
  const verifier = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const form = new URLSearchParams(text);
      const token = form.get('response') ?? '';
      verified.push(token);
      const answer = form.get('secret') === SECRET_KEY ? answers[token] : undefined;
      if (answer === 'hang') return; // never answers: the site's timeout decides
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer ?? { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });

  test.beforeAll(async ({ request }) => {
    await new Promise<void>((resolve) => verifier.listen(0, '127.0.0.1', resolve));
    const verifierPort = (verifier.address() as net.AddressInfo).port;
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    site = siteProcess(port, {
      SITE_URL: origin,
      BRAND_API_URL: `http://127.0.0.1:${brandApiPort}`,
      RECAPTCHA_SITE_KEY: SITE_KEY,
      RECAPTCHA_SECRET_KEY: SECRET_KEY,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${verifierPort}/recaptcha/api/siteverify`,
      RECAPTCHA_VERIFY_TIMEOUT_MS: '500',
    });
    for (let i = 0; i < 100; i += 1) {
      const ok = await request
        .get(`${origin}/`, { failOnStatusCode: false })
        .then((r) => r.status() === 200)
        .catch(() => false);
      if (ok) return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('the site instance with the bot check on did not start');
  });

  test.afterAll(async () => {
    site?.kill();
    verifier.closeAllConnections();
    await new Promise((resolve) => verifier.close(resolve));
  });

  const signup = (recaptchaToken: string) => ({
    emailAddress: `botcheck-${recaptchaToken}@example.com`,
    favouriteRestaurant: '1042',
    firstName: 'Ada',
    acceptTerms: true,
    recaptchaToken,
  });

  for (const [token, status, what] of [
    ['low', 403, 'a low score'],
    ['wrong-action', 403, 'a token made for another form'],
    ['forged', 403, 'a token the verifier does not know'],
    ['hang', 503, 'a verifier that does not answer in time'],
  ] as const) {
    test(`the server refuses ${what} with the captcha message`, async ({ request }) => {
      verified.length = 0;
      const res = await request.post(`${origin}/api/signup`, {
        data: signup(token),
        headers: { origin },
        failOnStatusCode: false,
      });
      expect(res.status()).toBe(status);
      expect(await res.json()).toEqual({ message: 'Something went wrong, please try again.' });
      expect(verified).toEqual([token]);
    });
  }

  test('a form without a token is refused without asking the verifier', async ({ request }) => {
    verified.length = 0;
    const { recaptchaToken: _, ...body } = signup('none');
    const res = await request.post(`${origin}/api/signup`, {
      data: body,
      headers: { origin },
      failOnStatusCode: false,
    });
    expect(res.status()).toBe(403);
    expect(verified).toEqual([]);
  });

  test('a good token passes the check and the call reaches the brand API', async ({ request }) => {
    verified.length = 0;
    const res = await request.post(`${origin}/api/signup`, {
      data: signup('good'),
      headers: { origin },
      failOnStatusCode: false,
    });
    expect(verified).toEqual(['good']);
    expect(res.status()).toBe(200);
    expect((await res.json()).data.success).toBe(true);
  });

  test('the sign-up page loads reCAPTCHA with the nonce when the form is sent, shows the attribution, and signs up', async ({
    page,
  }) => {
    verified.length = 0;
    // Google's script, replaced by a stand-in that answers the token the fake verifier accepts.
    const loaded: string[] = [];
    await page.route('https://www.google.com/recaptcha/api.js**', (route) => {
      loaded.push(route.request().url());
      return route.fulfill({
        contentType: 'text/javascript',
        body: "window.grecaptcha={ready:function(cb){cb()},execute:function(key,o){window.__captcha=[key,o.action];return Promise.resolve('good')}};",
      });
    });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${origin}/sign-up`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByTestId('bot-check-notice')).toContainText('This site is protected by reCAPTCHA');
    // No performance consent: nothing of Google's loads before the person sends the form.
    expect(loaded).toEqual([]);
    const form = page.getByRole('form', { name: 'Sign up' });
    await form
      .getByRole('textbox', { name: 'Email address' })
      .fill(`botcheck-page-${Date.now()}@example.com`);
    const restaurant = form.getByRole('combobox', { name: 'Favourite restaurant' });
    await restaurant.selectOption(
      (await restaurant.locator('option:not([value=""])').first().getAttribute('value')) ?? '',
    );
    await form.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await form.getByRole('checkbox', { name: /terms and conditions and the privacy policy/ }).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/signup-thanks$/);
    expect(loaded).toEqual([`https://www.google.com/recaptcha/api.js?render=${SITE_KEY}`]);
    expect(await page.evaluate(() => (window as unknown as { __captcha: unknown }).__captcha)).toEqual([
      SITE_KEY,
      'signup',
    ]);
    expect(verified).toEqual(['good']);
    const nonce = await page
      .locator('script[data-recaptcha="v3"]')
      .evaluate((s) => (s as HTMLScriptElement).nonce);
    expect(nonce).not.toBe('');
    expect(violations).toEqual([]);
  });

  test('the secret key is nowhere the browser can read; the site key is public', async ({ request }) => {
    const config = await (await request.get(`${origin}/site-config.json`)).json();
    expect(config.recaptchaSiteKey).toBe(SITE_KEY);
    const html = await (await request.get(`${origin}/`)).text();
    const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
    expect(scripts.length).toBeGreaterThan(0);
    const bodies = [html, JSON.stringify(config)];
    for (const path of scripts) bodies.push(await (await request.get(`${origin}${path}`)).text());
    for (const body of bodies) expect(body).not.toContain(SECRET_KEY);
  });
});

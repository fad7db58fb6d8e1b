import { type Endpoint, endpoints, endpointsWhere, examples, RECAPTCHA_MESSAGES } from '@fittizia/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { type BotCheck, botCheckFromConfig, createBotCheck } from './botcheck.server.ts';
import { parseSiteConfig } from './config.ts';
import { proxyRequest } from './proxy.ts';
import { answers, post, SECRET, signedUp, signup } from './test-fixtures/botcheck.fixture.ts';
import { brandRecorder, loopbackServer, siteRequest } from './test-fixtures/harness.fixture.ts';

/**
 * A fake siteverify on loopback: the token names the answer it gets (test-fixtures/botcheck.fixture.ts), so each
 * test says what Google would have said. It records what it was sent (the secret must arrive in a POST body,
 * never in the URL).
 */
interface Received {
  method: string;
  url: string;
  contentType: string | undefined;
  form: URLSearchParams;
}
const received: Received[] = [];
const verifier = loopbackServer((req, res) => {
  let text = '';
  req.on('data', (chunk) => {
    text += chunk;
  });
  req.on('end', () => {
    const form = new URLSearchParams(text);
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      contentType: req.headers['content-type'],
      form,
    });
    const answer = form.get('secret') === SECRET ? answers[form.get('response') ?? ''] : undefined;
    const send = () => {
      if (res.destroyed) return;
      res.writeHead(answer?.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer?.body ?? { success: false, 'error-codes': ['invalid-input-secret'] }));
    };
    if (answer?.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
});
const verifyUrl = () => `${verifier.url}/recaptcha/api/siteverify`;

beforeEach(() => {
  received.length = 0;
});

function check(overrides: Partial<Parameters<typeof createBotCheck>[0]> = {}): BotCheck {
  return createBotCheck({
    secretKey: SECRET,
    minScore: 0.5,
    verifyUrl: verifyUrl(),
    timeoutMs: 1000,
    ...overrides,
  });
}

describe('bot check through the /api proxy', () => {
  it('forwards a sign-up whose token the verifier accepts, sending the secret in a POST body only', async () => {
    const brandFetch = brandRecorder(signedUp);
    const res = await proxyRequest(post('/api/signup', signup('good')), { brandFetch, botCheck: check() });
    expect(res.status).toBe(200);
    expect(brandFetch).toHaveBeenCalledOnce();
    expect(received).toHaveLength(1);
    const [sent] = received;
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe('/recaptcha/api/siteverify');
    expect(sent?.url).not.toContain(SECRET);
    expect(sent?.contentType).toBe('application/x-www-form-urlencoded');
    expect(sent?.form.get('secret')).toBe(SECRET);
    expect(sent?.form.get('response')).toBe('good');
    expect(sent?.form.get('remoteip')).toBe('198.51.100.7');
  });

  it('accepts a score exactly at the threshold', async () => {
    const brandFetch = brandRecorder(signedUp);
    const res = await proxyRequest(post('/api/signup', signup('edge')), { brandFetch, botCheck: check() });
    expect(res.status).toBe(200);
  });

  it.each([
    ['a low score', 'low'],
    ['a token made for another action', 'wrong-action'],
    ['a token made on another site', 'other-host'],
    ['a token without a score (not v3)', 'no-score'],
    ['a token the verifier calls invalid', 'invalid'],
    ['a token for the contact form spent on the sign-up', 'good-contact'],
  ])('refuses %s with the captcha message, forwarding nothing', async (_what, token) => {
    const brandFetch = brandRecorder(signedUp);
    const res = await proxyRequest(post('/api/signup', signup(token)), { brandFetch, botCheck: check() });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Something went wrong, please try again.' });
    expect(brandFetch).not.toHaveBeenCalled();
    expect(received).toHaveLength(1);
  });

  it('refuses a form sent without a token, or with a token that is not a string, without asking the verifier', async () => {
    const brandFetch = brandRecorder(signedUp);
    for (const body of [signup(), { ...signup(), recaptchaToken: 'x'.repeat(5000) }]) {
      const res = await proxyRequest(post('/api/signup', body), { brandFetch, botCheck: check() });
      expect(res.status).toBe(403);
      expect((await res.json()).message).toBe(RECAPTCHA_MESSAGES.refused);
    }
    // A token that is not a string is bad input: the one schema check names the field.
    const typed = await proxyRequest(post('/api/signup', { ...signup(), recaptchaToken: 42 }), {
      brandFetch,
      botCheck: check(),
    });
    expect(typed.status).toBe(400);
    expect((await typed.json()).field).toBe('body.recaptchaToken');
    expect(brandFetch).not.toHaveBeenCalled();
    expect(received).toHaveLength(0);
  });

  it.each([
    ['the verifier is down', () => check({ verifyUrl: 'http://127.0.0.1:1/siteverify' }), 'good'],
    ['the verifier answers 500', () => check(), 'broken'],
    ['the verifier answers something else', () => check(), 'garbage'],
    ['the verifier is slower than the timeout', () => check({ timeoutMs: 300 }), 'slow'],
  ])('fails closed when %s: 503 with the captcha message, nothing forwarded', async (_what, make, token) => {
    const brandFetch = brandRecorder(signedUp);
    const started = Date.now();
    const res = await proxyRequest(post('/api/signup', signup(token)), { brandFetch, botCheck: make() });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: RECAPTCHA_MESSAGES.refused });
    expect(brandFetch).not.toHaveBeenCalled();
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('expects each form its own action: contact, group booking, voucher code', async () => {
    const brandFetch = brandRecorder(signedUp);
    const contact = await proxyRequest(
      post('/api/contact/sendemail', { ...examples.contactSendEmail.body, recaptchaToken: 'good-contact' }),
      { brandFetch, botCheck: check() },
    );
    expect(contact.status).toBe(200);
    for (const [path, body] of [
      ['/api/contact/group-booking', examples.contactGroupBooking.body],
      ['/api/offer/getcode', examples.offerCode.body],
    ] as const) {
      const res = await proxyRequest(post(path, { ...body, recaptchaToken: 'good-contact' }), {
        brandFetch,
        botCheck: check(),
      });
      expect(res.status, path).toBe(403);
    }
    expect(brandFetch).toHaveBeenCalledOnce();
    const actions = Object.fromEntries(
      endpointsWhere((def) => def.captchaAction !== undefined).map((name) => [
        name,
        (endpoints[name] as Endpoint).captchaAction,
      ]),
    );
    expect(actions).toEqual({
      bookingCreate: 'booking_create',
      signup: 'signup',
      contactSendEmail: 'contact',
      contactGroupBooking: 'group_booking',
      offerCode: 'offer_code',
    });
  });

  it("checks the hostname against the configured public origin, not the request's own host", async () => {
    const brandFetch = brandRecorder(signedUp);
    const request = new Request('http://10.0.0.5:3000/api/signup', {
      method: 'POST',
      body: JSON.stringify(signup('good')),
      headers: { origin: 'https://www.fittizia.example', 'content-type': 'application/json' },
    });
    const res = await proxyRequest(request, {
      brandFetch,
      siteOrigin: 'https://www.fittizia.example',
      botCheck: check(),
    });
    expect(res.status).toBe(403);
  });

  it('leaves calls that carry no form alone: reads and the customer updates', async () => {
    const brandFetch = brandRecorder(signedUp);
    const read = await proxyRequest(siteRequest('/api/v1/content/brand-settings'), {
      brandFetch,
      botCheck: check(),
    });
    expect(read.status).toBe(200);
    const update = await proxyRequest(
      post('/api/exponea/updateCustomerPreferences', examples.updateCustomerPreferences.body),
      {
        brandFetch,
        botCheck: check(),
      },
    );
    expect(update.status).toBe(200);
    expect(received).toHaveLength(0);
  });

  it('skips the check for the one configured server address (spec 6), and only for it', async () => {
    const brandFetch = brandRecorder(signedUp);
    const skip = check({ skipAddress: '198.51.100.7' });
    expect((await proxyRequest(post('/api/signup', signup()), { brandFetch, botCheck: skip })).status).toBe(
      200,
    );
    expect(received).toHaveLength(0);
    const other = check({ skipAddress: '198.51.100.8' });
    expect((await proxyRequest(post('/api/signup', signup()), { brandFetch, botCheck: other })).status).toBe(
      403,
    );
  });

  it('with the check off, forms pass with or without a token', async () => {
    const brandFetch = brandRecorder(signedUp);
    const off = botCheckFromConfig(parseSiteConfig({}));
    expect(off).toBeUndefined();
    expect((await proxyRequest(post('/api/signup', signup()), { brandFetch, botCheck: off })).status).toBe(
      200,
    );
    expect(
      (await proxyRequest(post('/api/signup', signup('low')), { brandFetch, botCheck: off })).status,
    ).toBe(200);
    expect(received).toHaveLength(0);
  });

  it('a check made from the configuration verifies against RECAPTCHA_VERIFY_URL', async () => {
    const config = parseSiteConfig({
      RECAPTCHA_SITE_KEY: 'site-key-public',
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_VERIFY_URL: verifyUrl(),
      RECAPTCHA_MIN_SCORE: '0.95',
    });
    const botCheck = botCheckFromConfig(config);
    expect(botCheck).toBeDefined();
    const brandFetch = brandRecorder(signedUp);
    // 0.9 passes the default threshold but not 0.95.
    expect((await proxyRequest(post('/api/signup', signup('good')), { brandFetch, botCheck })).status).toBe(
      403,
    );
    expect(received).toHaveLength(1);
  });
});

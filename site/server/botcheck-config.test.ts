import { examples, externalCalls } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { botCheckStatusLine } from './botcheck.server.ts';
import { parseSiteConfig, publicConfigFrom, RECAPTCHA_SITEVERIFY_URL, SiteConfigError } from './config.ts';
import { proxyRequest } from './proxy.ts';
import { post, SECRET } from './test-fixtures/botcheck.fixture.ts';

describe('bot check configuration', () => {
  it('is off with no keys, and start-up says so', () => {
    const config = parseSiteConfig({});
    expect(config.RECAPTCHA_MIN_SCORE).toBe(0.5);
    expect(config.RECAPTCHA_VERIFY_URL).toBe(RECAPTCHA_SITEVERIFY_URL);
    expect(botCheckStatusLine(config).msg).toMatch(/^bot check off/);
    expect(publicConfigFrom(config).recaptchaSiteKey).toBeNull();
  });

  it("defaults to Google's siteverify, the contract's external call", () => {
    const { origin, path } = externalCalls.recaptchaSiteverify;
    expect(RECAPTCHA_SITEVERIFY_URL).toBe(`${origin}${path}`);
  });

  it('is on with both keys; the browser sees the site key, never the secret', () => {
    const config = parseSiteConfig({ RECAPTCHA_SITE_KEY: 'site-key-public', RECAPTCHA_SECRET_KEY: SECRET });
    expect(botCheckStatusLine(config).msg).toMatch(/^bot check on/);
    const shown = publicConfigFrom(config);
    expect(shown.recaptchaSiteKey).toBe('site-key-public');
    expect(JSON.stringify(shown)).not.toContain(SECRET);
  });

  it.each([
    [{ RECAPTCHA_SITE_KEY: 'site-key-public' }, 'RECAPTCHA_SECRET_KEY'],
    [{ RECAPTCHA_SECRET_KEY: SECRET }, 'RECAPTCHA_SITE_KEY'],
    [{ RECAPTCHA_MIN_SCORE: '1.5' }, 'RECAPTCHA_MIN_SCORE'],
    [{ RECAPTCHA_MIN_SCORE: 'high' }, 'RECAPTCHA_MIN_SCORE'],
    [{ RECAPTCHA_VERIFY_URL: 'ftp://verify.example' }, 'RECAPTCHA_VERIFY_URL'],
    [{ RECAPTCHA_SKIP_ADDRESS: 'my-server' }, 'RECAPTCHA_SKIP_ADDRESS'],
  ])('stops start-up naming the variable: %o', (env, name) => {
    expect(() => parseSiteConfig(env)).toThrow(SiteConfigError);
    expect(() => parseSiteConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});

describe('voucher errors (spec 8.4)', () => {
  it('are logged on the server while the browser gets the answer as before', async () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const brandFetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message: 'Sorry, we could not find that offer.' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    const res = await proxyRequest(
      post('/api/offer/getcode', { ...examples.offerCode.body, offerSlug: 'nope' }),
      { brandFetch },
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Sorry, we could not find that offer.' });
    const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toContainEqual(
      expect.objectContaining({ level: 'warn', msg: 'voucher code not issued', status: 404 }),
    );
    warn.mockRestore();
  });
});

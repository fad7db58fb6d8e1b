import { DEV_CALENDAR_LINK_SECRET } from '@fittizia/contract/calendar-link';
import { describe, expect, it } from 'vitest';
import {
  BRAND_KEY_REQUIRED,
  CALENDAR_LINK_SECRET_REQUIRED,
  DEMO_BRAND_KEY,
  DEV_FORM_TOKEN_SECRET,
  FORM_TOKEN_SECRET_REQUIRED,
  parseSiteConfig,
  publicConfigFrom,
  SiteConfigError,
} from './config.ts';

/** A production environment that starts: its own origin, brand key and secrets. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.fittizia.example',
  BRAND_KEY: 'a-production-brand-key-of-this-test',
  FORM_TOKEN_SECRET: 'a-production-form-secret-of-at-least-32-characters',
  CALENDAR_LINK_SECRET: 'a-production-calendar-secret-of-at-least-32-characters',
};

/** The configuration's message for `env`, or '' when it starts. */
const refusal = (env: Record<string, string | undefined>) => {
  try {
    parseSiteConfig(env);
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('site configuration', () => {
  it('defaults to the embedded brand API', () => {
    const config = parseSiteConfig({});
    expect(config.BRAND_API_URL).toBe('http://127.0.0.1:4010');
    expect(config.BRAND_KEY).toBe('fittizia-demo');
    expect(config.MAPBOX_ACCESS_TOKEN).toBeUndefined();
  });

  it('renders at the real clock unless the test-only SITE_FIXED_NOW names an instant', () => {
    expect(parseSiteConfig({}).SITE_FIXED_NOW).toBeUndefined();
    expect(parseSiteConfig({ SITE_FIXED_NOW: '2026-01-14T13:00:00Z' }).SITE_FIXED_NOW?.toISOString()).toBe(
      '2026-01-14T13:00:00.000Z',
    );
    expect(
      parseSiteConfig({ SITE_FIXED_NOW: '2026-07-14T14:00:00+01:00' }).SITE_FIXED_NOW?.toISOString(),
    ).toBe('2026-07-14T13:00:00.000Z');
  });

  it('takes valid values and ignores empty ones', () => {
    const config = parseSiteConfig({
      BRAND_API_URL: 'https://brand.example/api',
      SITE_URL: '',
      LOG_LEVEL: 'warn',
      REDIS_URL: 'rediss://changes.example:6380/1',
      RATE_LIMIT_REDIS_URL: 'redis://limits.example:6379/0',
      CDN_PURGE_URL: 'https://cdn.example/purge',
    });
    // The change events' Redis and the rate limits' store are set apart.
    expect(config.REDIS_URL).toBe('rediss://changes.example:6380/1');
    expect(config.RATE_LIMIT_REDIS_URL).toBe('redis://limits.example:6379/0');
    expect(config.CDN_PURGE_URL).toBe('https://cdn.example/purge');
    expect(config.BRAND_API_URL).toBe('https://brand.example/api');
    // Outside production an unset SITE_URL is the dev server's address.
    expect(config.SITE_URL).toBe('http://localhost:3000');
    expect(config.LOG_LEVEL).toBe('warn');
  });

  it.each([
    ['BRAND_API_URL', 'not a url'],
    ['BRAND_API_URL', 'ftp://brand.example'],
    ['BRAND_KEY', 'has spaces'],
    ['SITE_URL', 'javascript:alert(1)'],
    ['LOG_LEVEL', 'loud'],
    ['SITE_FIXED_NOW', 'tomorrow'],
    ['SITE_FIXED_NOW', '2026-01-14T13:00:00'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['CDN_PURGE_URL', 'purge.example'],
  ])('a bad %s stops start-up with a message naming it', (name, value) => {
    expect(() => parseSiteConfig({ [name]: value })).toThrow(SiteConfigError);
    expect(() => parseSiteConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('shows the browser only the public part: links and the map token, never the brand key or API address', () => {
    const config = parseSiteConfig({
      BRAND_KEY: 'secret-brand-key',
      BRAND_API_URL: 'https://internal.example/brand',
      MAPBOX_ACCESS_TOKEN: 'pk.public-token',
    });
    const shown = publicConfigFrom(config);
    expect(shown).toEqual({
      giftCardUrl: 'https://gift-cards.fittizia.example',
      feedbackUrl: 'https://feedback.fittizia.example',
      mapboxAccessToken: 'pk.public-token',
      recaptchaSiteKey: null,
      cardProvider: 'sandbox',
    });
    expect(JSON.stringify(shown)).not.toMatch(/secret-brand-key|internal\.example/);
    expect(publicConfigFrom(parseSiteConfig({})).mapboxAccessToken).toBeNull();
  });

  it('tells the browser which card form to show: Braintree when BRAINTREE_ENVIRONMENT is set, else the sandbox', () => {
    expect(publicConfigFrom(parseSiteConfig({})).cardProvider).toBe('sandbox');
    expect(publicConfigFrom(parseSiteConfig({ BRAINTREE_ENVIRONMENT: 'sandbox' })).cardProvider).toBe(
      'braintree',
    );
    expect(publicConfigFrom(parseSiteConfig({ BRAINTREE_ENVIRONMENT: 'production' })).cardProvider).toBe(
      'braintree',
    );
  });

  it('SITE_URL is required in production: the server refuses to start, naming it', () => {
    expect(() => parseSiteConfig({ NODE_ENV: 'production' })).toThrow(SiteConfigError);
    expect(() => parseSiteConfig({ ...PRODUCTION, SITE_URL: '' })).toThrow(
      /SITE_URL: is required in production: the site's public origin/,
    );
    expect(parseSiteConfig(PRODUCTION).SITE_URL).toBe('https://www.fittizia.example');
  });

  it('production starts with its own brand key and secrets', () => {
    const config = parseSiteConfig(PRODUCTION);
    expect(config.BRAND_KEY).toBe(PRODUCTION.BRAND_KEY);
    expect(config.FORM_TOKEN_SECRET).toBe(PRODUCTION.FORM_TOKEN_SECRET);
    expect(config.CALENDAR_LINK_SECRET).toBe(PRODUCTION.CALENDAR_LINK_SECRET);
  });

  it.each([
    ['BRAND_KEY', undefined, BRAND_KEY_REQUIRED],
    ['BRAND_KEY', DEMO_BRAND_KEY, BRAND_KEY_REQUIRED],
    ['FORM_TOKEN_SECRET', undefined, FORM_TOKEN_SECRET_REQUIRED],
    ['FORM_TOKEN_SECRET', DEV_FORM_TOKEN_SECRET, FORM_TOKEN_SECRET_REQUIRED],
    ['CALENDAR_LINK_SECRET', undefined, CALENDAR_LINK_SECRET_REQUIRED],
    ['CALENDAR_LINK_SECRET', DEV_CALENDAR_LINK_SECRET, CALENDAR_LINK_SECRET_REQUIRED],
    ['CALENDAR_LINK_SECRET', 'short', 'must be at least 32 characters'],
  ])('production refuses %s=%s, naming it', (name, value, message) => {
    const said = refusal({ ...PRODUCTION, [name]: value });
    expect(said).toContain(`${name}: ${message}`);
    // One line, for the one variable.
    expect(said.split('\n')).toHaveLength(2);
  });

  it('says how to make a secret; outside production the development values need nothing set', () => {
    expect(refusal({ NODE_ENV: 'production' })).toMatch(/openssl rand -hex 32/);
    const config = parseSiteConfig({});
    expect(config.BRAND_KEY).toBe(DEMO_BRAND_KEY);
    expect(config.FORM_TOKEN_SECRET).toBe(DEV_FORM_TOKEN_SECRET);
    expect(config.CALENDAR_LINK_SECRET).toBe(DEV_CALENDAR_LINK_SECRET);
  });
});

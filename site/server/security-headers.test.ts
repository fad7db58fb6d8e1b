import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './config.ts';
import {
  documentPolicy,
  generateNonce,
  isHttpsRequest,
  optionalSources,
  RESOURCE_POLICY,
  securityHeaders,
} from './security-headers.ts';

const nonce = 'bm9uY2Utbm9uY2Utbm9uY2U=';
/** A request whose page was rendered with `nonce` (a page never shared). */
const withNonce = (request: Request) => Object.assign(request, { context: { cspNonce: nonce } });
const headersFor = (request: Request, env: Record<string, string> = {}, type = 'text/html; charset=utf-8') =>
  new Map(securityHeaders({ config: parseSiteConfig(env), request: withNonce(request) }, type));
const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('Strict-Transport-Security', () => {
  it('is sent when the request itself came over HTTPS', () => {
    const headers = headersFor(new Request('https://www.fittizia.example/'));
    expect(headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    expect(directives(headers.get('content-security-policy') ?? '').has('upgrade-insecure-requests')).toBe(
      true,
    );
  });

  it('is not sent over plain HTTP', () => {
    const headers = headersFor(new Request('http://127.0.0.1:3000/'));
    expect(headers.has('strict-transport-security')).toBe(false);
    expect(directives(headers.get('content-security-policy') ?? '').has('upgrade-insecure-requests')).toBe(
      false,
    );
  });

  it("follows a proxy's X-Forwarded-Proto only when TRUST_PROXY says the proxy is trusted", () => {
    const viaProxy = () =>
      new Request('http://10.0.0.5:3000/', { headers: { 'x-forwarded-proto': 'https, http' } });
    expect(headersFor(viaProxy()).has('strict-transport-security')).toBe(false);
    expect(headersFor(viaProxy(), { TRUST_PROXY: 'false' }).has('strict-transport-security')).toBe(false);
    expect(headersFor(viaProxy(), { TRUST_PROXY: 'true' }).get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    const plainViaProxy = new Request('http://10.0.0.5:3000/', { headers: { 'x-forwarded-proto': 'http' } });
    expect(isHttpsRequest(plainViaProxy, true)).toBe(false);
  });

  it('rejects a TRUST_PROXY that is not a boolean', () => {
    expect(() => parseSiteConfig({ TRUST_PROXY: 'sometimes' })).toThrow(/TRUST_PROXY:/);
  });
});

describe('Content-Security-Policy', () => {
  it('lets only scripts with the nonce run, and what they load (strict-dynamic)', () => {
    const csp = directives(documentPolicy({ config: parseSiteConfig({}), scripts: { nonce }, https: false }));
    expect(csp.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(csp.get('report-uri')).toEqual(['/csp-report']);
    // Chromium sends Reporting API reports only from HTTPS pages: over HTTP, report-uri alone.
    expect(csp.has('report-to')).toBe(false);
    const overHttps = directives(
      documentPolicy({ config: parseSiteConfig({}), scripts: { nonce }, https: true }),
    );
    expect(overHttps.get('report-to')).toEqual(['csp-endpoint']);
    expect(overHttps.get('report-uri')).toEqual(['/csp-report']);
    // Nothing unsafe for scripts or style elements in production.
    expect([...csp.values()].flat().filter((s) => s.includes('unsafe')).length).toBe(1);
    expect(csp.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
  });

  it('allows no third-party origin unless its feature is configured', () => {
    const policy = documentPolicy({ config: parseSiteConfig({}), scripts: { nonce }, https: true });
    expect(policy).not.toMatch(/mapbox|braintree|paypal|cardinal|google|gstatic|blob:/);
  });

  it.each([
    ['map', { MAPBOX_ACCESS_TOKEN: 'pk.test' }, 'connect-src', 'https://api.mapbox.com'],
    ['map', { MAPBOX_ACCESS_TOKEN: 'pk.test' }, 'worker-src', 'blob:'],
    ['card', { BRAINTREE_ENVIRONMENT: 'sandbox' }, 'connect-src', 'https://api.sandbox.braintreegateway.com'],
    ['card', { BRAINTREE_ENVIRONMENT: 'production' }, 'connect-src', 'https://api.braintreegateway.com'],
    ['card', { BRAINTREE_ENVIRONMENT: 'production' }, 'frame-src', 'https://assets.braintreegateway.com'],
    [
      'captcha',
      { RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret-key' },
      'frame-src',
      'https://www.google.com/recaptcha/',
    ],
  ])(
    'the %s feature, once configured, adds its origins (%s -> %s %s)',
    (_feature, env, directive, source) => {
      const csp = directives(
        documentPolicy({ config: parseSiteConfig(env), scripts: { nonce }, https: true }),
      );
      expect(csp.get(directive)).toContain(source);
      // Still no host list for scripts: strict-dynamic ignores it.
      expect(csp.get('script-src')).toEqual([`'nonce-${nonce}'`, "'strict-dynamic'"]);
    },
  );

  it('lists every optional feature once', () => {
    expect(optionalSources.map((o) => o.feature)).toEqual(['map', 'card', 'captcha']);
  });

  it('relaxes scripts and styles only for the dev server', () => {
    const csp = directives(
      documentPolicy({ config: parseSiteConfig({}), scripts: { nonce }, https: false, dev: true }),
    );
    expect(csp.get('script-src')).toContain("'unsafe-eval'");
    expect(csp.get('connect-src')).toContain('ws:');
  });

  it('gives responses that are not pages a policy that allows nothing', () => {
    const headers = headersFor(new Request('http://127.0.0.1/robots.txt'), {}, 'text/plain');
    expect(headers.get('content-security-policy')).toBe(RESOURCE_POLICY);
    expect(headers.has('reporting-endpoints')).toBe(false);
    expect(
      headersFor(
        new Request('https://www.fittizia.example/'),
        { SITE_URL: 'https://www.fittizia.example' },
        'text/html',
      ).get('reporting-endpoints'),
    ).toBe('csp-endpoint="https://www.fittizia.example/csp-report"');
    // Never the Host a client sent: always SITE_URL's origin.
    expect(
      headersFor(
        new Request('https://evil.example/'),
        { SITE_URL: 'https://www.fittizia.example' },
        'text/html',
      ).get('reporting-endpoints'),
    ).toBe('csp-endpoint="https://www.fittizia.example/csp-report"');
    const behindProxy = new Request('http://10.0.0.5:3000/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(
      headersFor(behindProxy, { TRUST_PROXY: 'true', SITE_URL: 'https://www.fittizia.example' }).get(
        'reporting-endpoints',
      ),
    ).toBe('csp-endpoint="https://www.fittizia.example/csp-report"');
    expect(headersFor(new Request('http://127.0.0.1/'), {}, 'text/html').has('reporting-endpoints')).toBe(
      false,
    );
  });

  it('makes a fresh, unguessable nonce each time', () => {
    const nonces = new Set(Array.from({ length: 100 }, generateNonce));
    expect(nonces.size).toBe(100);
    for (const value of nonces) expect(Buffer.from(value, 'base64')).toHaveLength(16);
  });
});

describe('the other headers', () => {
  it('are the same on every response', () => {
    for (const type of ['text/html', 'application/json', 'image/svg+xml', null]) {
      const headers = new Map(
        securityHeaders(
          { config: parseSiteConfig({}), request: withNonce(new Request('http://127.0.0.1/')) },
          type,
        ),
      );
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(headers.get('permissions-policy')).toMatch(/^geolocation=\(self\), /);
      expect(headers.get('permissions-policy')).toContain('camera=()');
    }
  });
});

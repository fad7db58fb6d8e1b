import { randomBytes } from 'node:crypto';
import type { SiteConfig } from './config.ts';

/**
 * The security headers of every response the site sends (docs/security.md), in one place. The Nitro plugin
 * `server/security-plugin.ts` applies them to every response: pages, server routes, the `/api` proxy,
 * redirects, error pages and the static assets Nitro serves itself.
 */

/** Where CSP violation reports go (`server/csp-reports.ts`, route `routes/csp-report.ts`). */
export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting API endpoint name used by `report-to`. */
export const CSP_REPORT_GROUP = 'csp-endpoint';
/** Two years: the value the HSTS preload list asks for. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

export type Directive =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'style-src-elem'
  | 'style-src-attr'
  | 'img-src'
  | 'font-src'
  | 'connect-src'
  | 'media-src'
  | 'worker-src'
  | 'child-src'
  | 'frame-src'
  | 'manifest-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors';
export type Sources = Partial<Record<Directive, readonly string[]>>;

/**
 * Third-party origins, by feature. A feature's origins join the policy only when the feature is configured;
 * unconfigured, nothing of that provider may load. They join the policy of every page rather than only the
 * pages that show the feature: the browser keeps the first document's policy across client-side navigation,
 * so a map page reached from the home page runs under the home page's policy.
 *
 * Scripts are not listed: `'strict-dynamic'` lets a script the site's own (nonce-bearing) code adds load, and
 * ignores host lists in `script-src`.
 */
export interface OptionalSource {
  feature: 'map' | 'card' | 'captcha';
  /** What loads from where, for docs/security.md. */
  what: string;
  enabled: (config: SiteConfig) => boolean;
  sources: (config: SiteConfig) => Sources;
}

export const optionalSources: readonly OptionalSource[] = [
  {
    feature: 'map',
    what: 'Mapbox GL (MAPBOX_ACCESS_TOKEN): styles, tiles, glyphs and sprites from the Mapbox API, its telemetry, and the web worker it starts from a blob: URL',
    enabled: (config) => config.MAPBOX_ACCESS_TOKEN !== undefined,
    sources: () => ({
      'connect-src': ['https://api.mapbox.com', 'https://*.tiles.mapbox.com', 'https://events.mapbox.com'],
      'img-src': ['blob:', 'https://api.mapbox.com'],
      'worker-src': ['blob:'],
      'child-src': ['blob:'],
    }),
  },
  {
    feature: 'card',
    what: "Braintree card form (BRAINTREE_ENVIRONMENT): the hosted-field frames, Braintree's client API and analytics, PayPal's fraud-data frame, and the 3-D Secure challenge frames of Cardinal Commerce",
    enabled: (config) => config.BRAINTREE_ENVIRONMENT !== undefined,
    sources: (config) => {
      const env = config.BRAINTREE_ENVIRONMENT === 'sandbox' ? '.sandbox' : '';
      return {
        'frame-src': [
          'https://assets.braintreegateway.com',
          'https://c.paypal.com',
          'https://*.cardinalcommerce.com',
        ],
        'connect-src': [
          `https://api${env}.braintreegateway.com`,
          `https://client-analytics${env}.braintreegateway.com`,
          `https://payments${env}.braintree-api.com`,
          'https://*.cardinalcommerce.com',
        ],
        'img-src': ['https://assets.braintreegateway.com', 'https://checkout.paypal.com'],
      };
    },
  },
  {
    feature: 'captcha',
    what: "reCAPTCHA (RECAPTCHA_SITE_KEY): the challenge frames from Google's reCAPTCHA addresses",
    enabled: (config) => config.RECAPTCHA_SITE_KEY !== undefined,
    sources: () => ({
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
      'img-src': ['https://www.gstatic.com/recaptcha/'],
    }),
  },
];

/** A fresh CSP nonce: 128 random bits, base64. Called only by `pageNonce` (server/page-response.ts). */
export function generateNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * Did the browser reach us over HTTPS? Either the request itself (TLS terminated by this server), or, only
 * when `TRUST_PROXY` says a reverse proxy stands in front, the proxy's `X-Forwarded-Proto` (its first value:
 * the hop closest to the browser).
 */
export function isHttpsRequest(request: Request, trustProxy: boolean): boolean {
  if (new URL(request.url).protocol === 'https:') return true;
  if (!trustProxy) return false;
  const forwarded = request.headers.get('x-forwarded-proto');
  return forwarded?.split(',')[0]?.trim().toLowerCase() === 'https';
}

function merge(into: Record<string, string[]>, sources: Sources): void {
  for (const [directive, list] of Object.entries(sources)) {
    into[directive] ??= [];
    const current = into[directive];
    for (const source of list ?? []) if (!current.includes(source)) current.push(source);
  }
}

function serialise(directives: Record<string, string[]>, extra: string[]): string {
  return [...Object.entries(directives).map(([name, list]) => `${name} ${list.join(' ')}`), ...extra].join(
    '; ',
  );
}

/**
 * What lets a page's scripts run: the nonce of a page that is never shared, or the SHA-256 of each inline
 * script of a shared page (site/server/page-response.ts). Either way with `'strict-dynamic'`.
 */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] };

export interface PolicyOptions {
  config: SiteConfig;
  scripts: ScriptTrust;
  https: boolean;
  /** The Vite dev server: hot reload needs inline and eval'd scripts and injected styles. */
  dev?: boolean;
}

/**
 * The policy of an HTML document. Scripts run only with this response's nonce or hash, or when such a script
 * added them (`'strict-dynamic'`: lazily loaded chunks, the consent-gated marketing tag, map workers). Styles
 * come from the site's own stylesheet or, on a nonce'd page, a nonce-bearing `<style>`; a shared page has no
 * nonce, so the `<style>` element Radix's scroll lock adds (its text measured per browser, so it cannot be
 * hashed) is allowed by `style-src-elem 'unsafe-inline'` there (docs/security.md). Inline `style` attributes
 * (set by components for computed sizes and positions) are allowed on their own, through `style-src-attr`.
 */
export function documentPolicy({ config, scripts, https, dev = false }: PolicyOptions): string {
  const directives: Record<string, string[]> = {};
  const trust =
    'nonce' in scripts ? [`'nonce-${scripts.nonce}'`] : scripts.hashes.map((hash) => `'sha256-${hash}'`);
  merge(directives, {
    'default-src': ["'none'"],
    'script-src': dev ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"] : [...trust, "'strict-dynamic'"],
    'style-src': dev ? ["'self'", "'unsafe-inline'"] : 'nonce' in scripts ? ["'self'", ...trust] : ["'self'"],
    ...(!dev && !('nonce' in scripts) ? { 'style-src-elem': ["'self'", "'unsafe-inline'"] } : {}),
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': dev ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
    'media-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
  for (const optional of optionalSources) {
    if (optional.enabled(config)) merge(directives, optional.sources(config));
  }
  // Reports: `report-to` (the Reporting API) where browsers support it, `report-uri` elsewhere. A browser that
  // knows `report-to` ignores `report-uri`, and Chromium delivers Reporting API reports only from HTTPS
  // pages: over plain HTTP (development, the e2e run on loopback) only `report-uri` is sent, so reports
  // still arrive.
  return serialise(directives, [
    ...(https ? ['upgrade-insecure-requests'] : []),
    `report-uri ${CSP_REPORT_PATH}`,
    ...(https ? [`report-to ${CSP_REPORT_GROUP}`] : []),
  ]);
}

/**
 * The policy of everything that is not a page (JSON, XML, text, images, scripts, styles): nothing it
 * contains may load or run anything if a browser ever renders it as a document, and it may not be framed.
 */
export const RESOURCE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/** Powerful features: geolocation for the site itself (the finder's "near me"), every other one off. */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

export interface ResponseContext {
  config: SiteConfig;
  /** The request; its context holds the nonce the page was rendered with, or its scripts' hashes. */
  request: Request;
  dev?: boolean;
}

/**
 * What the request's page was rendered with: its nonce (a page never shared), else the hashes of its scripts
 * (a shared page). An HTML answer with neither (one the site did not render, e.g. a static file) may run no
 * script at all.
 */
export function scriptTrust(request: Request): ScriptTrust {
  const context = (request as Request & NonceCarrier).context;
  if (context?.cspNonce) return { nonce: context.cspNonce };
  return { hashes: context?.cspHashes ?? [] };
}

/** Every security header for one response, by its content type. */
export function securityHeaders(
  { config, request, dev = false }: ResponseContext,
  contentType: string | null,
): [string, string][] {
  const https = isHttpsRequest(request, config.TRUST_PROXY);
  const isHtml = /^\s*text\/html\b/i.test(contentType ?? '');
  const headers: [string, string][] = [
    [
      'content-security-policy',
      isHtml ? documentPolicy({ config, scripts: scriptTrust(request), https, dev }) : RESOURCE_POLICY,
    ],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['permissions-policy', PERMISSIONS_POLICY],
    ['cross-origin-opener-policy', 'same-origin'],
    ['cross-origin-resource-policy', 'same-origin'],
  ];
  if (isHtml && https) {
    // An absolute address: the public origin (SITE_URL), never the Host header a client sent.
    const origin = new URL(config.SITE_URL).origin;
    headers.push(['reporting-endpoints', `${CSP_REPORT_GROUP}="${origin}${CSP_REPORT_PATH}"`]);
  }
  if (https)
    headers.push(['strict-transport-security', `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`]);
  return headers;
}

/**
 * The request's nonce (made by `pageNonce`, server/page-response.ts) or its shared page's script hashes travel
 * on the request's context (Nitro's `event.context`) between the renderer and the response hook.
 */
export interface NonceCarrier {
  context?: { cspNonce?: string; cspHashes?: readonly string[] };
}

/**
 * Sets every security header on a response (by its content type). A response whose headers are immutable
 * (a fetched one passed straight through) is copied first, so no answer ever leaves without them.
 */
export function withSecurityHeaders(response: Response, context: ResponseContext): Response {
  const headers = securityHeaders(context, response.headers.get('content-type'));
  try {
    for (const [name, value] of headers) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    for (const [name, value] of headers) copy.headers.set(name, value);
    return copy;
  }
}

import { MAX_JSON_BODY_BYTES } from './request-limits.ts';
import { z } from './zod.ts';

export type HttpMethod = 'GET' | 'POST';

/**
 * Who may keep an answer. `public`: the same for every caller of a brand (no personal or booking data) and changed
 * only by the brand's content (the seed), so the site's server keeps it in its read cache (server/public-reads.ts)
 * and the brand API keeps its prepared answer (brand-api/src/shared/read-cache.ts). `private`: never kept by
 * anyone. Every `/api` answer goes out `no-store` either way (it may carry the session cookie): see
 * `API_CACHE_CONTROL`.
 */
export type CachePolicy = 'public' | 'private';

/**
 * A rule across the parts of a request (the schemas check each part alone): a field of the body must equal a path
 * parameter, else 400 naming the body's field.
 */
export interface CrossFieldRule {
  /** The body's field (`restaurantId`). */
  body: string;
  /** The path parameter it must equal (`storeId`). */
  equalsParam: string;
  /** What the refusal says of the body's field; the parameter's value follows in brackets. */
  message: string;
}

/**
 * The rate-limit class of a call (site/server/rate-limit.ts holds each class's budget). `none`: not limited.
 * `write`: a call that changes something or sends mail (a booking, a form, a voucher code, a customer update).
 * `lookup`: a read by a secret-like key that must not be guessable by trying (the preferences guid).
 */
export type RateLimitClass = 'none' | 'write' | 'lookup';

/** The rules every call declares (docs/endpoints.md lists them, generated from the table). */
export interface EndpointRules {
  /** Who may keep the answer. */
  cache: CachePolicy;
  /** The rate-limit class. */
  rateLimit: RateLimitClass;
  /**
   * The reCAPTCHA v3 action the call's token must be made for (letters, digits, `_` and `/`), checked when
   * the captcha keys are set; undefined: no captcha.
   */
  captchaAction: string | undefined;
  /**
   * The bot check that needs no keys: a honeypot field left empty and a server-signed "form started" token
   * older than the minimum fill time (site/server/form-check.ts).
   */
  formCheck: boolean;
  /** Largest body accepted, in bytes (0: the call has no body). */
  bodyLimit: number;
  /**
   * False only for the token call, the job-location search (spec 7.6's "separate client") and the operators'
   * calls (`/api/ops/`), which carry an operator's key instead.
   */
  requiresToken: boolean;
  /** The request or the answer carries a person's details (names, e-mail, phone, address, guid). */
  personalData: boolean;
  /** The rule across the parts of a request, checked after the schemas; undefined: none. */
  crossField: CrossFieldRule | undefined;
  /**
   * The error code (spec 8.1) of a request its schemas refuse: the message reads `err=<code>: <field>: <problem>`
   * and the body has `code` (the job application's err=15, spec 8.3); undefined: the message reads
   * `Invalid request: <field>: <problem>`.
   */
  refusalCode: number | undefined;
  /**
   * False for the token call and the operators' calls: the site's `/api` never forwards them, whatever the method
   * (404), so the token never reaches a browser and a browser never reaches the operators' API.
   */
  fromBrowser: boolean;
  /**
   * Always sent with an Idempotency-Key (the site's server makes one when the browser sent none), so a call that
   * got no answer in time is asked once more with the same key and the brand API answers what the first one made.
   */
  idempotencyKey: boolean;
  /**
   * The warning the site's server logs when the call fails (an error answer, or none in time), for a call whose
   * failures the page does not show (spec 8.4: a voucher code that is not issued); undefined: not logged.
   */
  failureLog: string | undefined;
  /**
   * The answer is a stream of server-sent events (`text/event-stream`), open until either end closes it, not one
   * JSON body: `response` is the schema of each event's data. The brand API's `mount` leaves the answer to the
   * handler (no check of one body against `response`), nothing keeps it, and the typed client does not call it.
   */
  stream: boolean;
}

/**
 * One call of the brand API. `path` is the spec's template with `{name}` placeholders,
 * each of which must be a key of `params`.
 */
export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> extends EndpointRules {
  method: HttpMethod;
  path: string;
  /** Spec section that defines the call. */
  section: string;
  params: P;
  query: Q;
  body: B;
  response: R;
}

const none = z.undefined();
type None = typeof none;

export function endpoint<
  R extends z.ZodMiniType,
  P extends z.ZodMiniType = None,
  Q extends z.ZodMiniType = None,
  B extends z.ZodMiniType = None,
>(
  def: {
    method: HttpMethod;
    path: string;
    section: string;
    params?: P;
    query?: Q;
    body?: B;
    response: R;
  } & Partial<EndpointRules>,
): Endpoint<P, Q, B, R> {
  return {
    method: def.method,
    path: def.path,
    section: def.section,
    cache: def.cache ?? 'private',
    rateLimit: def.rateLimit ?? 'none',
    captchaAction: def.captchaAction,
    formCheck: def.formCheck ?? false,
    bodyLimit: def.bodyLimit ?? (def.method === 'GET' ? 0 : MAX_JSON_BODY_BYTES),
    requiresToken: def.requiresToken ?? true,
    personalData: def.personalData ?? false,
    crossField: def.crossField,
    refusalCode: def.refusalCode,
    fromBrowser: def.fromBrowser ?? true,
    idempotencyKey: def.idempotencyKey ?? false,
    failureLog: def.failureLog,
    stream: def.stream ?? false,
    params: (def.params ?? none) as P,
    query: (def.query ?? none) as Q,
    body: (def.body ?? none) as B,
    response: def.response,
  };
}

/** Placeholders of a path template, in order. */
export function pathParamNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
}

/** Fills a path template; every value is URI-encoded so no value can add a segment. */
export function buildPath(template: string, params: Record<string, unknown> | undefined): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new TypeError(`Missing path parameter "${name}" for ${template}`);
    }
    const text = String(value);
    // `.` and `..` survive encodeURIComponent and URL parsers resolve them as dot segments.
    if (text === '.' || text === '..') {
      throw new TypeError(`Path parameter "${name}" must not be a dot segment`);
    }
    return encodeURIComponent(text);
  });
}

/** A Hono/express style route pattern (`/a/:b`) for servers that mount the table. */
export function routePattern(template: string): string {
  return template.replace(/\{(\w+)\}/g, ':$1');
}

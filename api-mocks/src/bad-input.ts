/**
 * Generated bad input for the sweep tests (site e2e and brand API): fast-check arbitraries of requests that
 * each carry at least one thing no call accepts (a control character or invalid percent-encoding in the path
 * or the query, an overlong path, query or header, a body of the wrong type, truncated or too deep JSON, a
 * prototype key, an oversized body). Every case must be refused with a 4xx and change nothing.
 */
import {
  bodyLimitFor,
  type Endpoint,
  endpoints,
  MAX_HEADER_VALUE_LENGTH,
  MAX_JSON_DEPTH,
  MAX_PATH_LENGTH,
  MAX_QUERY_LENGTH,
} from '@fittizia/contract';
import fc from 'fast-check';
import type { BadRequestCase } from './bad-request-case.ts';

/** The sweep's fixed seed: a failure reproduces exactly. */
export const BAD_INPUT_SEED = 1717;
/** Cases per endpoint and per page route. */
export const BAD_INPUT_RUNS = 200;

const safeText = fc.stringMatching(/^[a-z0-9-]{0,12}$/);

/** Percent-encoded poison for a path segment or a query value: control characters and broken encodings. */
const encodedPoison = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((c) => `%${c.toString(16).padStart(2, '0').toUpperCase()}`),
  fc.constantFrom('%00', '%7F', '%7f', '%0a', '%0D%0A', '%09'),
  fc.constantFrom('%ff', '%FE', '%E0%A4%A', '%', '%zz', '%c0%af', '%ed%a0%80', '%C3', '%%', '%G1', '%e2%82'),
);

/**
 * A path segment with poison somewhere inside it. The `_` after the poison keeps the text that follows from
 * completing a broken escape (`%E0%A4%A` + `e` would be a valid character).
 */
const poisonedSegment = fc
  .tuple(safeText, encodedPoison, safeText)
  .map(([before, poison, after]) => `${before}${poison}_${after}`);

/** A segment long enough to take the path past MAX_PATH_LENGTH. */
const overlongSegment = fc
  .integer({ min: MAX_PATH_LENGTH + 1, max: MAX_PATH_LENGTH * 4 })
  .map((n) => 'a'.repeat(n));

const badSegment = fc.oneof(
  { arbitrary: poisonedSegment, weight: 4 },
  { arbitrary: overlongSegment, weight: 1 },
);

/** A query string (with `?`) that is poisoned or overlong. */
const badQuery = fc.oneof(
  fc.tuple(safeText, poisonedSegment).map(([key, value]) => `?${key || 'q'}=${value}`),
  poisonedSegment.map((key) => `?${key}=1`),
  fc.integer({ min: MAX_QUERY_LENGTH + 1, max: MAX_QUERY_LENGTH * 3 }).map((n) => `?q=${'b'.repeat(n)}`),
);

/** An extra header with an overlong value (ordinary headers otherwise). */
const badHeader = fc
  .integer({ min: MAX_HEADER_VALUE_LENGTH + 1, max: MAX_HEADER_VALUE_LENGTH + 4000 })
  .map((n) => ({ 'x-filler': 'h'.repeat(n) }));

const jsonObject = fc.dictionary(
  fc.stringMatching(/^[a-zA-Z]{1,8}$/),
  fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean(), fc.constant(null)),
  { minKeys: 1, maxKeys: 6 },
);

/** Nesting one level deeper than allowed, or much deeper. */
const tooDeep = fc.integer({ min: MAX_JSON_DEPTH + 1, max: 400 }).chain((depth) =>
  fc.boolean().map((arrays) => {
    const open = arrays ? '['.repeat(depth) : '{"a":'.repeat(depth);
    const close = arrays ? ']'.repeat(depth) : '}'.repeat(depth);
    return `${open}${arrays ? '1' : '1'}${close}`;
  }),
);

/** A prototype key at some depth of an otherwise harmless object. */
const prototypeKey = fc
  .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), jsonObject, fc.integer({ min: 0, max: 3 }))
  .map(([key, rest, depth]) => {
    let inner = `{${JSON.stringify(key)}:{"polluted":true}}`;
    for (let i = 0; i < depth; i += 1) inner = `{"nested":${inner}}`;
    const text = JSON.stringify(rest);
    return `${text.slice(0, -1)},"x":${inner}}`;
  });

/** A JSON object cut short anywhere before its closing brace. */
const truncated = jsonObject.chain((value) => {
  const text = JSON.stringify(value);
  return fc.integer({ min: 1, max: text.length - 1 }).map((cut) => text.slice(0, cut));
});

const wrongContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/octet-stream',
);

interface BodyPoison {
  kind: string;
  contentType: string;
  body: string;
}

function badBody(limit: number): fc.Arbitrary<BodyPoison> {
  const json = 'application/json';
  return fc.oneof(
    truncated.map((body) => ({ kind: 'truncated JSON', contentType: json, body })),
    tooDeep.map((body) => ({ kind: 'JSON nested too deeply', contentType: json, body })),
    prototypeKey.map((body) => ({ kind: 'prototype key', contentType: json, body })),
    fc.tuple(wrongContentType, jsonObject).map(([contentType, value]) => ({
      kind: 'wrong content type',
      contentType,
      body: JSON.stringify(value),
    })),
    fc
      .integer({ min: limit + 1, max: limit + 2048 })
      .map((n) => ({ kind: 'oversized body', contentType: json, body: `{"pad":"${'p'.repeat(n)}"}` })),
  );
}

/** The spec path of an endpoint with every placeholder filled by a harmless value. */
function plainPath(def: Endpoint): string {
  return def.path.replace(/\{(\w+)\}/g, 'sample');
}

/**
 * Bad requests for one call of the endpoint table: a poisoned or overlong path parameter (or an extra
 * segment when the call has none), a poisoned or overlong query, an overlong header, and for POST calls a
 * bad body. `headers` are added to every case (the brand API test sends its token and brand key).
 */
export function badEndpointRequests(
  name: keyof typeof endpoints,
  headers: Record<string, string> = {},
): fc.Arbitrary<BadRequestCase> {
  const def = endpoints[name] as Endpoint;
  const placeholders = [...def.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const base = plainPath(def);
  const ofPath = (kind: string, path: string, extra: Record<string, string> = {}): BadRequestCase => ({
    kind,
    method: def.method,
    path,
    headers: { accept: 'application/json', ...headers, ...extra },
  });
  const choices: fc.Arbitrary<BadRequestCase>[] = [
    placeholders.length
      ? fc.tuple(fc.constantFrom(...placeholders), badSegment).map(([placeholder, segment]) =>
          ofPath(
            `bad {${placeholder}}`,
            def.path.replace(/\{(\w+)\}/g, (_, p) => (p === placeholder ? segment : 'sample')),
          ),
        )
      : badSegment.map((segment) => ofPath('bad extra segment', `${base.replace(/\/$/, '')}/${segment}`)),
    badQuery.map((query) => ofPath('bad query', `${base}${query}`)),
    badHeader.map((extra) => ofPath('overlong header', base, extra)),
  ];
  if (def.method === 'POST') {
    const limit = bodyLimitFor(def.path);
    choices.push(
      badBody(limit).map((poison) => ({
        ...ofPath(poison.kind, base, { 'content-type': poison.contentType }),
        body: poison.body,
      })),
    );
  }
  return fc.oneof(...choices);
}

export type { BadRequestCase } from './bad-request-case.ts';
export {
  formatCharacterRequests,
  type ImpossibleDateCase,
  impossibleDateRequests,
  SWEPT_FORMAT_CHARACTERS,
} from './example-faults.ts';

/**
 * Every route type of `site/routes` as a path template (`{x}` is a parameter). Kept by hand next to the
 * route files; the site test checks that it covers the route tree.
 */
export const PAGE_ROUTES = [
  '/',
  '/.well-known/security.txt',
  '/book-now',
  '/booking/attend/{token}',
  '/booking/calendar.ics',
  '/booking/find',
  '/booking/manage/{token}',
  '/booking/standby/{token}',
  '/careers/job-search',
  '/careers/job-search/{id}',
  '/careers/job/{id}',
  '/choices/{id}',
  '/contact',
  '/csp-report',
  '/{id1}',
  '/{id1}/{id2}',
  '/find-a-table',
  '/find-us',
  '/form-started.json',
  '/group-bookings',
  '/menu',
  '/menu/{id}',
  '/occasion-date/{id}',
  '/offer/{id}',
  '/our-menu',
  '/our-menu/{id}',
  '/pre-order/organiser/{token}',
  '/pre-order/organiser/{token}/print',
  '/pre-order/organiser/{token}/sheet.csv',
  '/pre-order/{token}',
  '/preferences/{id}',
  '/preview',
  '/preview/exit',
  '/refer-a-friend',
  '/referral',
  '/restaurants',
  '/restaurants/{city}',
  '/restaurants/{city}/book-now',
  '/restaurants/{city}/index-old',
  '/restaurants/{city}/menu',
  '/restaurants/{city}/menu/{id}',
  '/restaurants/{city}/{slug}',
  '/restaurants/{city}/{slug}/book-now',
  '/restaurants/{city}/{slug}/menu',
  '/restaurants/{city}/{slug}/menu/{id}',
  '/robots.txt',
  '/sign-up',
  '/sign-up/confirm/{token}',
  '/signup-thanks',
  '/site-config.json',
  '/sitemap.xml',
  '/unsubscribe/{token}',
] as const;

/** Bad requests for one page route: poisoned or overlong parameters or extra segments, queries, headers. */
export function badPageRequests(template: string): fc.Arbitrary<BadRequestCase> {
  const placeholders = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const base = template.replace(/\{(\w+)\}/g, 'sample');
  const ofPath = (kind: string, path: string, extra: Record<string, string> = {}): BadRequestCase => ({
    kind,
    method: 'GET',
    path,
    headers: { accept: 'text/html', ...extra },
  });
  const trimmed = base === '/' ? '' : base;
  return fc.oneof(
    placeholders.length
      ? fc.tuple(fc.constantFrom(...placeholders), badSegment).map(([placeholder, segment]) =>
          ofPath(
            `bad {${placeholder}}`,
            template.replace(/\{(\w+)\}/g, (_, p) => (p === placeholder ? segment : 'sample')),
          ),
        )
      : badSegment.map((segment) => ofPath('bad extra segment', `${trimmed}/${segment}`)),
    badQuery.map((query) => ofPath('bad query', `${base}${query}`)),
    badHeader.map((extra) => ofPath('overlong header', base, extra)),
  );
}

/** Runs `work` over `items` with at most `concurrency` at a time, in order of start. */
export async function inPool<T>(
  items: T[],
  concurrency: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** The fixed sample of `runs` cases of an arbitrary, for the seed. */
export function sampleCases(
  arbitrary: fc.Arbitrary<BadRequestCase>,
  runs = BAD_INPUT_RUNS,
): BadRequestCase[] {
  return fc.sample(arbitrary, { seed: BAD_INPUT_SEED, numRuns: runs });
}

import { CALENDAR_SIGNATURE_PARAM } from './calendar-link.ts';
import { BOOKING_ATTEND_PATH, BOOKING_MANAGE_PATH, STANDBY_PATH } from './constants.ts';
import { pathParamNames } from './endpoint.ts';
import { endpoints } from './endpoints.ts';
import { PREORDER_ORGANISER_PATH, PREORDER_PATH } from './preorder-links.ts';
import { type BearerSecret, bearerSecrets } from './schemas/common.ts';
import { UNSUBSCRIBE_PATH } from './schemas/unsubscribe.ts';

/*
 * The path rules of both servers' loggers: no log line carries a bearer secret (a manage, attend or standby token,
 * a sign-up's confirmation token, a preferences guid, a calendar link's signature). Every address a line holds, in any field or in its text (a
 * request line's path, a CSP report's page, an error's message), keeps its route and loses the secret:
 * `/api/booking/manage/[Redacted]/cancel`, `https://www.fittizia.example/preferences/[Redacted]`.
 *
 * Which path parameters are secret is read from the endpoint table (the parameters whose schema carries the
 * `bearerSecrets` mark, schemas/common.ts); the site's own pages that carry one are listed below. Server-only.
 */

/** What a secret is written as. */
export const REDACTED = '[Redacted]';

/**
 * The site's pages whose address carries a bearer secret (every parameter here is one): the links of the booking,
 * reminder, standby and sign-up confirmation e-mails, a marketing e-mail's unsubscribe link, and the customer pages of the preferences link.
 */
export const SECRET_PAGE_PATHS: readonly string[] = [
  `${BOOKING_MANAGE_PATH}{token}`,
  `${BOOKING_ATTEND_PATH}{token}`,
  `${STANDBY_PATH}{token}`,
  '/sign-up/confirm/{token}',
  `${UNSUBSCRIBE_PATH}{token}`,
  '/preferences/{customerGuid}',
  '/choices/{customerGuid}',
  '/occasion-date/{customerGuid}',
  `${PREORDER_PATH}{token}`,
  `${PREORDER_ORGANISER_PATH}{token}`,
  `${PREORDER_ORGANISER_PATH}{token}/print`,
  `${PREORDER_ORGANISER_PATH}{token}/sheet.csv`,
];

type ShapeOf = { _zod?: { def?: { shape?: Record<string, unknown> } } };

/** The marked path parameters of a call: name and mark. */
function markedParams(params: unknown): [string, BearerSecret][] {
  const shape = (params as ShapeOf)._zod?.def?.shape ?? {};
  return Object.entries(shape).flatMap(([name, schema]) => {
    const mark = bearerSecrets.get(schema as Parameters<typeof bearerSecrets.get>[0]);
    return mark ? [[name, mark] as [string, BearerSecret]] : [];
  });
}

const marked = Object.values(endpoints).map((call) => ({
  path: call.path,
  secret: new Map(markedParams(call.params)),
}));

/** Every call of the table with a secret path parameter, and the names of its secret parameters. */
export const SECRET_ENDPOINT_PATHS: readonly { path: string; params: string[] }[] = marked
  .filter((call) => call.secret.size > 0)
  .map((call) => ({ path: call.path, params: [...call.secret.keys()] }));

/** Query parameters whose value is a secret wherever they appear: the secret path parameters' names and `sig`. */
export const SECRET_QUERY_PARAMS: ReadonlySet<string> = new Set([
  ...SECRET_ENDPOINT_PATHS.flatMap((call) => call.params),
  CALENDAR_SIGNATURE_PARAM,
]);
const secretQueryKeys = new Set([...SECRET_QUERY_PARAMS].map((name) => name.toLowerCase()));

/**
 * The forms of the secrets that can be told apart from any other text (the tokens; a guid cannot, every request
 * id is one), found anywhere in a line.
 */
const secretValue = new RegExp(
  [...new Set(marked.flatMap((call) => [...call.secret.values()].flatMap((mark) => mark.pattern ?? [])))]
    .map((pattern) => `(?<![\\w-])(?:${pattern.source.replace(/^\^/, '').replace(/\$$/, '')})(?![\\w-])`)
    .join('|') || '(?!)',
  'g',
);
const GUID_VALUE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The routes as a tree of path segments: a fixed segment (`manage`) before a parameter, as the servers route them,
 * and a parameter marked secret or not.
 */
interface RouteNode {
  fixed: Map<string, RouteNode>;
  param?: { secret: boolean; next: RouteNode };
}

const routeNode = (): RouteNode => ({ fixed: new Map() });
const routes = routeNode();

function addRoute(template: string, isSecret: (name: string) => boolean): void {
  let node = routes;
  for (const part of template.split('/').filter(Boolean)) {
    const [name] = pathParamNames(part);
    if (name === undefined) {
      const key = part.toLowerCase();
      const next = node.fixed.get(key) ?? routeNode();
      node.fixed.set(key, next);
      node = next;
    } else {
      node.param ??= { secret: false, next: routeNode() };
      node.param.secret ||= isSecret(name);
      node = node.param.next;
    }
  }
}

for (const call of marked) addRoute(call.path, (name) => call.secret.has(name));
for (const page of SECRET_PAGE_PATHS) addRoute(page, () => true);

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};
const segmentKey = (segment: string) => decoded(segment).toLowerCase();

/**
 * A path with each secret segment written `[Redacted]`: the segment a secret parameter of a route takes, whatever
 * follows it (a path the servers answer 404 or 405 too). Fixed segments match in any case and percent-encoding.
 */
export function redactPath(path: string): string {
  const parts = path.split('/');
  let node: RouteNode | undefined = routes;
  for (let i = 0; i < parts.length && node; i++) {
    const part = parts[i] as string;
    if (part === '') continue;
    const fixed: RouteNode | undefined = node.fixed.get(segmentKey(part));
    if (fixed) {
      node = fixed;
      continue;
    }
    if (!node.param) break;
    if (node.param.secret) parts[i] = REDACTED;
    node = node.param.next;
  }
  return parts.join('/');
}

/** A query (`?a=1&token=…`) with the value of a secret parameter, a token or a guid written `[Redacted]`. */
export function redactQuery(query: string): string {
  return query.replace(/([?&;])([^=&;#]*)=([^&;#]*)/g, (whole, sep: string, key: string, value: string) => {
    const text = decoded(value.replaceAll('+', ' '));
    const secret =
      secretQueryKeys.has(segmentKey(key)) || GUID_VALUE.test(text) || text.search(secretValue) !== -1;
    return secret ? `${sep}${key}=${REDACTED}` : whole;
  });
}

/** An address (a path, or a URL with its origin) with its path and query redacted; the origin and route stay. */
export function redactAddress(address: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)?([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(address);
  if (!match) return address;
  const [, origin = '', path = '', query = '', fragment = ''] = match;
  return `${origin}${redactPath(path)}${redactQuery(query)}${fragment}`;
}

/** Paths and URLs inside any text: a slash and what follows it up to a space, a quote, a bracket or a backslash. */
const ADDRESS_IN_TEXT = /(?:\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>\\/?#]*)?\/[^\s"'<>\\]*/gi;

/**
 * An e-mail address anywhere in a text: a mail server's refusal (`550 <ann@example.com>: no such user`), a
 * library's error, a value some code put in a line's text. The fields that name a person are redacted by key
 * (PERSONAL_DATA_LOG_KEYS); this catches an address that arrives inside another text.
 */
const EMAIL_IN_TEXT =
  /[A-Za-z0-9.!#$%&*+=?^_`|~-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?![A-Za-z0-9-])/g;

/**
 * A log line (or any text) with no bearer secret and no e-mail address: every address in it redacted
 * (`redactAddress`), any token found elsewhere in it and any e-mail address written `[Redacted]`. What both
 * servers' loggers write every line through.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(ADDRESS_IN_TEXT, (address) => redactAddress(address))
    .replace(secretValue, REDACTED)
    .replace(EMAIL_IN_TEXT, REDACTED);
}

/**
 * How a request to the brand API is checked before anything answers it, shared by the brand API (its
 * `mount`) and the mocks (`mockEndpoint`), so a mock refuses exactly what the brand API refuses, with the
 * same status, message and field: control characters in the path or the query, a body that is not JSON
 * (415) or does not parse, then the endpoint's params, query and body schemas (the first issue, named by
 * its path, worded by the entry's `refusalCode`), then the entry's cross-field rule (`crossField`). The site's
 * `/api` pipeline runs the same check before it forwards a call.
 */

import type { Endpoint } from './endpoint.ts';
import {
  hasControlCharacter,
  isJsonContentType,
  parseJsonBody,
  REQUEST_REFUSED_MESSAGES,
} from './request-limits.ts';
import type { z } from './zod.ts';

export type RequestPart = 'params' | 'query' | 'body';

/** A refused request: the HTTP status, the message of the error body, the field and (for some calls) a code. */
export interface RequestRefusal {
  status: 400 | 415;
  message: string;
  field?: string;
  code?: number;
}

/** Turns the first zod issue into a refusal that names the field (`Invalid request: body.x: message`). */
export function describeIssue(where: RequestPart, error: z.core.$ZodError): RequestRefusal {
  const issue = error.issues[0];
  const path = [where, ...(issue?.path ?? [])].join('.');
  let message = issue?.message ?? 'Invalid value';
  if (issue?.code === 'unrecognized_keys') {
    const keys = (issue as { keys?: string[] }).keys ?? [];
    return {
      status: 400,
      message: `Invalid request: unknown field ${keys.map((k) => `${path}.${k}`).join(', ')}`,
      field: keys[0] ? `${path}.${keys[0]}` : path,
    };
  }
  if (message.startsWith('Invalid input: expected') && message.endsWith('received undefined')) {
    message = 'Required';
  }
  return { status: 400, message: `Invalid request: ${path}: ${message}`, field: path };
}

/** A refusal of one field of a request, worded like a schema issue. */
export function fieldRefusal(field: string, message: string): RequestRefusal {
  return { status: 400, message: `Invalid request: ${field}: ${message}`, field };
}

/**
 * How a call words a refused request: `describeIssue`, or with the entry's `refusalCode` the spec's coded refusal
 * (a job application's `err=15: body.email: ...` with the body code 15, spec 8.1 and 8.3).
 */
export function refusalWording(
  def: Endpoint,
): (where: RequestPart, error: z.core.$ZodError) => RequestRefusal {
  const code = def.refusalCode;
  if (code === undefined) return describeIssue;
  return (where, error) => {
    const { message, field } = describeIssue(where, error);
    return {
      status: 400,
      message: `err=${code}: ${message.replace(/^Invalid request: /, '')}`,
      code,
      ...(field ? { field } : {}),
    };
  };
}

/** The entry's cross-field rule (`crossField`) over the parsed parts: the refusal when it is broken. */
function brokenCrossField(def: Endpoint, params: unknown, body: unknown): RequestRefusal | undefined {
  const rule = def.crossField;
  if (!rule) return undefined;
  const expected = (params as Record<string, unknown> | undefined)?.[rule.equalsParam];
  return (body as Record<string, unknown> | undefined)?.[rule.body] === expected
    ? undefined
    : fieldRefusal(`body.${rule.body}`, `${rule.message} (${String(expected)})`);
}

/** The request as it arrived: raw path parameters, query values (repeated keys as arrays) and body text. */
export interface RawRequest {
  params: Record<string, string> | undefined;
  query: Record<string, string | string[]> | undefined;
  bodyText: string;
  contentType: string | null | undefined;
}

export type CheckedRequest<E extends Endpoint> =
  | { ok: true; params: z.output<E['params']>; query: z.output<E['query']>; body: z.output<E['body']> }
  | { ok: false; refusal: RequestRefusal };

/** Query values of a URL as the brand API reads them: undefined when none, an array for a repeated key. */
export function queryValues(search: URLSearchParams): Record<string, string | string[]> | undefined {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return Object.keys(out).length ? out : undefined;
}

function controlCharacterIn(
  where: 'params' | 'query',
  values: Record<string, string | string[]> | undefined,
): RequestRefusal | undefined {
  for (const [key, value] of Object.entries(values ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (hasControlCharacter(item) || hasControlCharacter(key)) {
        const field = `${where}.${key}`;
        return { status: 400, message: `${REQUEST_REFUSED_MESSAGES.controlCharacter} (${field})`, field };
      }
    }
  }
  return undefined;
}

/**
 * The JSON body: an empty body is undefined; anything else must say it is JSON (415), parse (400), stay
 * within the nesting limit and use no prototype key (400).
 */
function readBody(raw: RawRequest): { ok: true; value: unknown } | { ok: false; refusal: RequestRefusal } {
  if (!raw.bodyText) return { ok: true, value: undefined };
  if (!isJsonContentType(raw.contentType)) {
    return {
      ok: false,
      refusal: { status: 415, message: REQUEST_REFUSED_MESSAGES.unsupportedMediaType, field: 'body' },
    };
  }
  const parsed = parseJsonBody(raw.bodyText);
  return parsed.ok ? parsed : { ok: false, refusal: { status: 400, message: parsed.message, field: 'body' } };
}

export type CheckedAddress<E extends Endpoint> =
  | { ok: true; params: z.output<E['params']>; query: z.output<E['query']> }
  | { ok: false; refusal: RequestRefusal };

/**
 * The first steps of `checkRequest`, those that need no body: control characters in the path parameters or the
 * query, then their schemas. A server that reads the body later (the site's `/api` pipeline) runs these first.
 */
export function checkAddress<E extends Endpoint>(
  def: E,
  raw: Pick<RawRequest, 'params' | 'query'>,
  wording: (where: RequestPart, error: z.core.$ZodError) => RequestRefusal = refusalWording(def),
): CheckedAddress<E> {
  const control = controlCharacterIn('params', raw.params) ?? controlCharacterIn('query', raw.query);
  if (control) return { ok: false, refusal: control };
  const params = def.params.safeParse(raw.params);
  if (!params.success) return { ok: false, refusal: wording('params', params.error) };
  const query = def.query.safeParse(raw.query);
  if (!query.success) return { ok: false, refusal: wording('query', query.error) };
  return { ok: true, params: params.data, query: query.data } as CheckedAddress<E>;
}

/** Checks one request of a call against its entry in the table; the first problem found is the refusal. */
export function checkRequest<E extends Endpoint>(
  def: E,
  raw: RawRequest,
  wording: (where: RequestPart, error: z.core.$ZodError) => RequestRefusal = refusalWording(def),
): CheckedRequest<E> {
  const address = checkAddress(def, raw, wording);
  if (!address.ok) return address;
  const read = def.method === 'POST' ? readBody(raw) : ({ ok: true, value: undefined } as const);
  if (!read.ok) return read;
  const body = def.body.safeParse(read.value);
  if (!body.success) return { ok: false, refusal: wording('body', body.error) };
  const broken = brokenCrossField(def, address.params, body.data);
  if (broken) return { ok: false, refusal: broken };
  return { ok: true, params: address.params, query: address.query, body: body.data } as CheckedRequest<E>;
}

import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * One call of the brand API. `path` is the spec's template with `{name}` placeholders,
 * each of which must be a key of `params`.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  path: string;
  /** Spec section that defines the call. */
  section: string;
  /** False only for the token call itself. */
  requiresToken: boolean;
  params: P;
  query: Q;
  body: B;
  response: R;
}

const none = z.undefined();
type None = typeof none;

export function endpoint<
  R extends z.ZodType,
  P extends z.ZodType = None,
  Q extends z.ZodType = None,
  B extends z.ZodType = None,
>(def: {
  method: HttpMethod;
  path: string;
  section: string;
  requiresToken?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
}): Endpoint<P, Q, B, R> {
  return {
    method: def.method,
    path: def.path,
    section: def.section,
    requiresToken: def.requiresToken ?? true,
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

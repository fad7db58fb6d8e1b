import type { CallOutput, Endpoint, EndpointName, Endpoints } from '@fittizia/contract';
import {
  endpoints,
  hasControlCharacter,
  isJsonContentType,
  parseJsonBody,
  pathParamNames,
  REQUEST_REFUSED_MESSAGES,
  routePattern,
} from '@fittizia/contract';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Database } from './db/database.ts';

export interface AppEnv {
  Variables: { brandKey: string; requestId: string };
}

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 422 | 429 | 431 | 500 | 502 | 503,
    message: string,
    /** Added to the error body: the booking error code of spec 8.1, the field, and booking extras. */
    readonly extra: {
      code?: number;
      field?: string;
      bookingStatus?: number;
      bookingProviderUrl?: string;
    } = {},
  ) {
    super(message);
  }
}

/** Turns the first zod issue into a message that names the field. */
export function describeIssue(where: 'params' | 'query' | 'body', error: z.ZodError): HttpError {
  const issue = error.issues[0];
  const path = [where, ...(issue?.path ?? [])].join('.');
  let message = issue?.message ?? 'Invalid value';
  if (issue?.code === 'unrecognized_keys') {
    const keys = (issue as { keys?: string[] }).keys ?? [];
    return new HttpError(
      400,
      `Invalid request: unknown field ${keys.map((k) => `${path}.${k}`).join(', ')}`,
      {
        field: keys[0] ? `${path}.${keys[0]}` : path,
      },
    );
  }
  if (message.startsWith('Invalid input: expected') && message.endsWith('received undefined')) {
    message = 'Required';
  }
  return new HttpError(400, `Invalid request: ${path}: ${message}`, { field: path });
}

export interface HandlerContext<E extends Endpoint> {
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: z.output<E['body']>;
  brandKey: string;
  database: Database;
  c: Context<AppEnv>;
}

export type EndpointHandler<N extends EndpointName> = (
  ctx: HandlerContext<Endpoints[N]>,
) => Promise<CallOutput<Endpoints[N]> | Response> | CallOutput<Endpoints[N]> | Response;

function readQuery(c: Context): Record<string, string | string[]> | undefined {
  const all = c.req.queries();
  const keys = Object.keys(all);
  if (keys.length === 0) return undefined;
  const out: Record<string, string | string[]> = {};
  for (const key of keys) {
    const values = all[key] ?? [];
    out[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return out;
}

/** Path parameters and query values never carry control characters (NUL would reach the database). */
function refuseControlCharacters(
  where: 'params' | 'query',
  values: Record<string, string | string[]> | undefined,
) {
  for (const [key, value] of Object.entries(values ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (hasControlCharacter(item) || hasControlCharacter(key)) {
        throw new HttpError(400, `${REQUEST_REFUSED_MESSAGES.controlCharacter} (${where}.${key})`, {
          field: `${where}.${key}`,
        });
      }
    }
  }
}

/**
 * The JSON body: an empty body is undefined; anything else must say it is JSON (415), parse (400), stay
 * within the nesting limit and use no prototype key (400). The size limit is the `bodyLimit` middleware's.
 */
async function readBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text) return undefined;
  if (!isJsonContentType(c.req.header('content-type'))) {
    throw new HttpError(415, REQUEST_REFUSED_MESSAGES.unsupportedMediaType, { field: 'body' });
  }
  const parsed = parseJsonBody(text);
  if (!parsed.ok) throw new HttpError(400, parsed.message, { field: 'body' });
  return parsed.value;
}

/**
 * Mounts one call of the endpoint table: the request is validated with the contract's
 * schemas before the handler runs (a bad request gets 400 and the handler, so the
 * database, is never reached), and the answer is checked against the response schema.
 */
export interface MountOptions {
  /** Turns a refused request into the error to answer with (default: `describeIssue`, a 400 naming the field). */
  invalid?: (where: 'params' | 'query' | 'body', error: z.ZodError) => HttpError;
}

export function mount<N extends EndpointName>(
  app: Hono<AppEnv>,
  database: Database,
  name: N,
  handler: EndpointHandler<N>,
  options: MountOptions = {},
): void {
  const invalid = options.invalid ?? describeIssue;
  const def = endpoints[name] as Endpoint;
  const method = def.method === 'GET' ? 'get' : 'post';
  app[method](routePattern(def.path), async (c) => {
    const rawParams = pathParamNames(def.path).length ? c.req.param() : undefined;
    refuseControlCharacters('params', rawParams);
    const rawQuery = readQuery(c);
    refuseControlCharacters('query', rawQuery);
    const params = def.params.safeParse(rawParams);
    if (!params.success) throw invalid('params', params.error);
    const query = def.query.safeParse(rawQuery);
    if (!query.success) throw invalid('query', query.error);
    const rawBody = def.method === 'POST' ? await readBody(c) : undefined;
    const body = def.body.safeParse(rawBody);
    if (!body.success) throw invalid('body', body.error);
    const result = await handler({
      params: params.data,
      query: query.data,
      body: body.data,
      brandKey: c.get('brandKey'),
      database,
      c,
    } as HandlerContext<Endpoints[N]>);
    if (result instanceof Response) return result;
    const checked = def.response.safeParse(result);
    if (!checked.success) {
      throw new Error(`Handler for ${name} broke the contract: ${checked.error.issues[0]?.message}`);
    }
    return c.json(result as object);
  });
}

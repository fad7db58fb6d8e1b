import type { CallOutput, Endpoint, EndpointName, Endpoints } from '@fittizia/contract';
import {
  checkRequest,
  describeIssue as describeContractIssue,
  endpoints,
  pathParamNames,
  queryValues,
  type RequestPart,
  type RequestRefusal,
  routePattern,
} from '@fittizia/contract';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import type { Database } from './database.ts';

export interface AppEnv {
  /** `operator`: the name and role of the operator's key of an `/api/ops/` call. */
  Variables: { brandKey: string; requestId: string; operator: { name: string; role: string } };
}

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 414 | 415 | 422 | 429 | 431 | 500 | 502 | 503,
    message: string,
    /** Added to the error body: the booking error code of spec 8.1, the field, and booking extras. */
    readonly extra: {
      code?: number;
      field?: string;
      bookingStatus?: number;
      bookingProviderUrl?: string;
      /** A content draft's problems (contentProblemsAnswer). */
      problems?: { path: (string | number)[]; message: string }[];
      /** The draft's revision now, who saved it and when (contentConflictAnswer). */
      revision?: number;
      at?: string;
      by?: string;
    } = {},
  ) {
    super(message);
  }
}

/** Turns the first zod issue into a 400 that names the field (the contract's wording, shared with the mocks). */
export function describeIssue(where: RequestPart, error: z.core.$ZodError): HttpError {
  return refusalError(describeContractIssue(where, error));
}

/** A refusal of the contract's request check as the error the brand API answers with. */
export function refusalError({ status, message, field, code }: RequestRefusal): HttpError {
  return new HttpError(status, message, {
    ...(field ? { field } : {}),
    ...(code === undefined ? {} : { code }),
  });
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

/**
 * Mounts one call of the endpoint table: the request is checked with the contract's `checkRequest` (its
 * schemas and rules, the same check the mocks run) before the handler runs (a bad request gets 400 and the
 * handler, so the database, is never reached), and the answer is checked against the response schema.
 */
export interface MountOptions {
  /**
   * Turns a refused request into the error to answer with (default: the contract's wording for the call,
   * `refusalWording`, from its entry's `refusalCode`). The mocks use the contract's wording: keep the two equal.
   */
  invalid?: (where: RequestPart, error: z.core.$ZodError) => HttpError;
}

export function mount<N extends EndpointName>(
  app: Hono<AppEnv>,
  database: Database,
  name: N,
  handler: EndpointHandler<N>,
  options: MountOptions = {},
): void {
  const def = endpoints[name] as Endpoint;
  const method = def.method === 'GET' ? 'get' : 'post';
  const { invalid } = options;
  const wording = invalid
    ? (where: RequestPart, error: z.core.$ZodError): RequestRefusal => {
        const e = invalid(where, error);
        return { status: e.status as RequestRefusal['status'], message: e.message, ...e.extra };
      }
    : undefined;
  app[method](routePattern(def.path), async (c) => {
    const checked = checkRequest(
      def,
      {
        params: pathParamNames(def.path).length ? c.req.param() : undefined,
        query: queryValues(new URL(c.req.url).searchParams),
        bodyText: def.method === 'POST' ? await c.req.text() : '',
        contentType: c.req.header('content-type'),
      },
      wording,
    );
    if (!checked.ok) throw refusalError(checked.refusal);
    const { params, query, body } = checked;
    const result = await handler({
      params,
      query,
      body,
      brandKey: c.get('brandKey'),
      database,
      c,
    } as HandlerContext<Endpoints[N]>);
    if (result instanceof Response) return result;
    // A stream's answer is its handler's own (the rule `stream`): `response` describes each event, not a body.
    if (def.stream) throw new Error(`Handler for ${name} must answer its stream itself`);
    const answer = def.response.safeParse(result);
    if (!answer.success) {
      throw new Error(`Handler for ${name} broke the contract: ${answer.error.issues[0]?.message}`);
    }
    return c.json(result as object);
  });
}

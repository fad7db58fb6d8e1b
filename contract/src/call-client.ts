import { buildPath, type Endpoint } from './endpoint.ts';
import type { EndpointName, Endpoints } from './endpoints.ts';
import { BrandApiError, ContractViolationError } from './errors.ts';
import { apiErrorBody } from './schemas/error.ts';
import { safeParseInSlices } from './sliced-parse.ts';
import { collectUnknownValues, type UnknownValue } from './tolerant.ts';
import type { z } from './zod.ts';

type Input<S extends z.ZodMiniType> = z.input<S>;
type Defined<S extends z.ZodMiniType, K extends string> =
  Input<S> extends undefined ? { [P in K]?: undefined } : { [P in K]: Input<S> };

export type CallInput<E extends Endpoint> = Defined<E['params'], 'params'> &
  Defined<E['query'], 'query'> &
  Defined<E['body'], 'body'> & {
    signal?: AbortSignal;
    /** Headers for this call only (a booking's Idempotency-Key, say), after the client's own. */
    headers?: Record<string, string>;
  };

export type CallOutput<E extends Endpoint> = z.output<E['response']>;

export interface BrandClientOptions {
  /** Origin (and optional prefix) the spec's paths are appended to; '' for same-origin. */
  baseUrl: string;
  fetch?: typeof fetch;
  /** Headers added to every call (the server-side client adds auth here). */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  /**
   * Told of every value an answer held that the contract's vocabularies do not list (dropped from the
   * result, see `tolerant.ts`); the site server logs them.
   */
  onUnknownValue?: (unknown: UnknownValue & { endpoint: string }) => void;
  /**
   * Gives the main thread back: with it, an answer's long lists are checked in slices between pauses
   * (`sliced-parse.ts`), so that no check holds a tap for long (the browser's client).
   */
  pause?: () => Promise<void>;
}

export interface BrandClient {
  call<N extends EndpointName>(name: N, input?: CallInput<Endpoints[N]>): Promise<CallOutput<Endpoints[N]>>;
}

function queryString(query: unknown): string {
  if (query === undefined || query === null) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value === undefined) continue;
    // Lists travel as one comma-separated value (the list schemas split them again).
    search.append(key, Array.isArray(value) ? value.map(String).join(',') : String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

/** Builds the URL and init of a call; shared by the client and by tests. */
export function buildRequest(endpointDef: Endpoint, input: Record<string, unknown> = {}) {
  const params = endpointDef.params.parse(input.params) as Record<string, unknown> | undefined;
  const query = endpointDef.query.parse(input.query);
  const body = endpointDef.body.parse(input.body);
  const path = buildPath(endpointDef.path, params) + queryString(query);
  const init: RequestInit = { method: endpointDef.method, headers: { accept: 'application/json' } };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  return { path, init };
}

/**
 * A typed client over the endpoint table (each call's definition given by `definition`, so a browser part can load
 * only the schemas of the calls it makes, see `endpoint-loader.ts`): requests are validated before they leave,
 * answers are validated before they are returned, and failures raise BrandApiError
 * carrying the HTTP status and the booking error code when the body has one.
 */
export function createCallClient(
  options: BrandClientOptions & {
    /** A call's definition: the table's entry (`createBrandClient`), or loaded with its section (`loadEndpoint`). */
    definition: (name: EndpointName) => Endpoint | Promise<Endpoint>;
  },
): BrandClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  return {
    async call(name, input) {
      const def = await options.definition(name);
      // A stream stays open: its reader reads events as they come (docs/caching.md, "Change events").
      if (def.stream) throw new TypeError(`${name} answers a stream of events: read it, do not call it`);
      const { path, init } = buildRequest(def, input as Record<string, unknown> | undefined);
      const extra = options.headers ? await options.headers() : {};
      init.headers = { ...(init.headers as Record<string, string>), ...extra, ...input?.headers };
      if (input?.signal) init.signal = input.signal;
      const res = await doFetch(`${options.baseUrl}${path}`, init);
      const text = await res.text();
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : undefined;
      } catch {
        json = undefined;
      }
      if (!res.ok) {
        const parsed = apiErrorBody.safeParse(json);
        const message = parsed.success
          ? parsed.data.message
          : `${def.method} ${def.path} failed with ${res.status}`;
        throw new BrandApiError(
          message,
          res.status,
          name,
          parsed.success ? parsed.data.code : undefined,
          json,
        );
      }
      const onUnknown = options.onUnknownValue;
      const run = <T>(parse: () => T): T =>
        onUnknown
          ? collectUnknownValues(parse, (unknown) => onUnknown({ ...unknown, endpoint: name }))
          : parse();
      const result = options.pause
        ? await safeParseInSlices(def.response, json, options.pause, run)
        : run(() => def.response.safeParse(json));
      if (!result.success) {
        throw new ContractViolationError(
          `Answer of ${name} broke the contract: ${result.error.issues[0]?.path.join('.') || 'body'} ${result.error.issues[0]?.message ?? ''}`.trim(),
          res.status,
          name,
        );
      }
      return result.data as never;
    },
  };
}

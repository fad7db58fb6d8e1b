import {
  BrandApiError,
  type BrandClient,
  ContractViolationError,
  type Endpoint,
  type EndpointName,
  endpoints,
  readTags,
} from '@fittizia/contract';
import type { PublicReadCache } from './cache.ts';

/**
 * The public reads the server caches for every visitor (never personal or booking data): the calls whose
 * contract rules say `cache: 'public'` (docs/endpoints.md lists them).
 */
export function isPublicRead(name: EndpointName): boolean {
  return (endpoints[name] as Endpoint).cache === 'public';
}

/**
 * An outage is anything but a real answer about the record: a 4xx other than 401 (auth failed even after the
 * refresh), 408 and 429 is the brand API's answer and is passed on (and the cached copy forgotten).
 */
export function isOutage(error: unknown): boolean {
  if (!(error instanceof BrandApiError)) return true;
  if (error instanceof ContractViolationError) return true;
  return error.status >= 500 || [401, 408, 429].includes(error.status);
}

/** The cache key of a call: its name, its (lower-cased) path parameters and its query. */
export function publicReadKey(name: EndpointName, input: unknown): string {
  const { params = {}, query = {} } =
    (input as { params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined) ?? {};
  const parts = Object.keys(params)
    .sort()
    .map((k) => `${k}=${String(params[k]).toLowerCase()}`);
  const queryParts = Object.keys(query)
    .sort()
    .map((k) => `?${k}=${encodeURIComponent(String(query[k]))}`);
  return [name, ...parts, ...queryParts].join(' ');
}

/**
 * Wraps a client so that its public reads go through `cache`, each kept with the tags of its answer (the
 * contract's `readTags`); every other call goes straight through. `onTags` is told the tags of every public
 * read answered (the page being rendered collects them: server/shared-render.ts).
 */
export function withPublicReadCache(
  client: BrandClient,
  cache: PublicReadCache,
  onTags?: (tags: readonly string[]) => void,
): BrandClient {
  return {
    call(name, input) {
      if (!isPublicRead(name)) {
        return client.call(name, input);
      }
      const read = cache.read(
        publicReadKey(name, input),
        () => client.call(name, input),
        (answer) => readTags(name, input, answer),
      );
      return read.then(({ value, tags }) => {
        onTags?.(tags);
        return value;
      }) as never;
    },
  };
}

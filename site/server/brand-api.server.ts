import {
  BRAND_KEY_HEADER,
  createBrandClient,
  SESSION_ID_HEADER,
  tokenResponse,
  type UnknownValue,
} from '@fittizia/contract';
import { siteConfig } from './config.ts';
import { log } from './logger.ts';
import { TokenManager } from './token-manager.ts';
import { type UpstreamInit, UpstreamTimeoutError, upstreamFetch } from './upstream.ts';

export interface BrandApiTarget {
  /** Where the brand API lives (BRAND_API_URL). */
  baseUrl: string;
  brandKey: string;
  /** How long a call may go without an answer (BRAND_API_TIMEOUT_MS, spec 7: 30 s). */
  timeoutMs: number;
}

export type BrandFetch = (
  path: string,
  init: UpstreamInit,
  sessionId: string | undefined,
) => Promise<Response>;

/** A token manager for one brand API (spec 4.1); the token never leaves the server. */
export function createTokenManager(target: BrandApiTarget): TokenManager {
  return new TokenManager({
    async fetchToken(clearCache) {
      const res = await upstreamFetch(`${target.baseUrl}/api/token`, {
        method: 'POST',
        headers: {
          [BRAND_KEY_HEADER]: target.brandKey,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ clearCache }),
        timeoutMs: target.timeoutMs,
      });
      if (!res.ok) {
        await res.body?.cancel();
        throw new Error(`Token request failed with ${res.status}`);
      }
      return tokenResponse.parse(await res.json()).accessToken;
    },
    onError(error) {
      log('error', 'token refresh failed; the request proceeds without a valid token', {
        error: error instanceof Error ? error.message : String(error),
      });
    },
  });
}

/**
 * Calls to one brand API with the server-only headers of spec 7: bearer token, brand key and the browser's
 * session id. A 401 clears the token, refreshes it once and retries. No call waits longer than the timeout.
 */
export function createBrandFetch(target: BrandApiTarget, tokens: TokenManager): BrandFetch {
  return (path, init, sessionId) => {
    // One deadline for the whole call: a token refresh, the call and its retry together never take longer, and
    // when it passes the socket is aborted (the brand API sees the call end; nothing is left running here).
    const deadline = new AbortController();
    const timer = setTimeout(
      () =>
        deadline.abort(new UpstreamTimeoutError(`No answer from the brand API in ${target.timeoutMs} ms`)),
      target.timeoutMs,
    );
    const signal = init.signal ? AbortSignal.any([deadline.signal, init.signal]) : deadline.signal;
    const aborted = new Promise<never>((_, reject) => {
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
    aborted.catch(() => {});
    const call = tokens.withToken((token) =>
      upstreamFetch(`${target.baseUrl}${path}`, {
        timeoutMs: target.timeoutMs,
        ...init,
        signal,
        headers: {
          ...init.headers,
          [BRAND_KEY_HEADER]: target.brandKey,
          ...(sessionId ? { [SESSION_ID_HEADER]: sessionId } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      }),
    );
    // The answer's head arrived in time: the deadline stops there (its body streams on to the browser).
    return Promise.race([call, aborted]).finally(() => clearTimeout(timer));
  };
}

let manager: TokenManager | undefined;
let configured: BrandFetch | undefined;

const configuredTarget = (): BrandApiTarget => {
  const config = siteConfig();
  return {
    baseUrl: config.BRAND_API_URL,
    brandKey: config.BRAND_KEY,
    timeoutMs: config.BRAND_API_TIMEOUT_MS,
  };
};

/** The process-wide token manager of the configured brand API. */
export function tokenManager(): TokenManager {
  manager ??= createTokenManager(configuredTarget());
  return manager;
}

/** A call to the configured brand API (see createBrandFetch). */
export const brandFetch: BrandFetch = (path, init, sessionId) => {
  configured ??= createBrandFetch(configuredTarget(), tokenManager());
  return configured(path, init, sessionId);
};

/** The typed client over a brand fetch: it talks to the brand API directly, not through the proxy. */
export function brandClientOver(fetchFrom: BrandFetch, sessionId: string | undefined) {
  return createBrandClient({
    baseUrl: '',
    onUnknownValue: (unknown) => logUnknownValue(unknown),
    fetch: async (input, init) => {
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      return fetchFrom(
        String(input),
        { method: init?.method ?? 'GET', headers, body: init?.body as string | undefined },
        sessionId,
      );
    },
  });
}

const reportedUnknown = new Map<string, number>();
const UNKNOWN_VALUE_LOG_INTERVAL_MS = 60 * 60 * 1000;

/**
 * An answer held a value the contract does not list (dropped from the page, see contract/src/tolerant.ts):
 * logged as a warning, once an hour per call, vocabulary and value, so a new allergen does not flood the log.
 */
export function logUnknownValue(unknown: UnknownValue & { endpoint: string }, now = Date.now()): boolean {
  const key = JSON.stringify([unknown.endpoint, unknown.vocabulary, unknown.value]);
  const last = reportedUnknown.get(key);
  if (last !== undefined && now - last < UNKNOWN_VALUE_LOG_INTERVAL_MS) return false;
  if (reportedUnknown.size > 1000) reportedUnknown.clear();
  reportedUnknown.set(key, now);
  log('warn', 'brand API answer held a value the contract does not list; dropped', { ...unknown });
  return true;
}

/** The typed client for loaders, over the configured brand API. */
export function serverBrandClient(sessionId: string | undefined) {
  return brandClientOver(brandFetch, sessionId);
}

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
import { type UpstreamInit, upstreamFetch } from './upstream.ts';

let manager: TokenManager | undefined;

/** The process-wide token manager; the token never leaves the server. */
export function tokenManager(): TokenManager {
  manager ??= new TokenManager({
    async fetchToken(clearCache) {
      const config = siteConfig();
      const res = await upstreamFetch(`${config.BRAND_API_URL}/api/token`, {
        method: 'POST',
        headers: {
          [BRAND_KEY_HEADER]: config.BRAND_KEY,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ clearCache }),
      });
      if (!res.ok) throw new Error(`Token request failed with ${res.status}`);
      return tokenResponse.parse(await res.json()).accessToken;
    },
    onError(error) {
      log('error', 'token refresh failed; the request proceeds without a valid token', {
        error: error instanceof Error ? error.message : String(error),
      });
    },
  });
  return manager;
}

/**
 * A call to the brand API with the server-only headers of spec 7: bearer token,
 * brand key and the browser's session id. A 401 clears the token, refreshes it once
 * and retries.
 */
export function brandFetch(
  path: string,
  init: UpstreamInit,
  sessionId: string | undefined,
): Promise<Response> {
  const config = siteConfig();
  return tokenManager().withToken((token) =>
    upstreamFetch(`${config.BRAND_API_URL}${path}`, {
      ...init,
      headers: {
        ...init.headers,
        [BRAND_KEY_HEADER]: config.BRAND_KEY,
        ...(sessionId ? { [SESSION_ID_HEADER]: sessionId } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    }),
  );
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

/** The typed client for loaders: it talks to the brand API directly, not through the proxy. */
export function serverBrandClient(sessionId: string | undefined) {
  return createBrandClient({
    baseUrl: '',
    onUnknownValue: (unknown) => logUnknownValue(unknown),
    fetch: async (input, init) => {
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      return brandFetch(
        String(input),
        { method: init?.method ?? 'GET', headers, body: init?.body as string | undefined },
        sessionId,
      );
    },
  });
}

import { TOKEN_REFRESH_MARGIN_MS, TOKEN_STORED_EXPIRY_MS } from '@fittizia/contract';

export interface TokenManagerOptions {
  /** Asks the brand API for a new token (`clearCache` forces a fresh one). */
  fetchToken: (clearCache: boolean) => Promise<string>;
  now?: () => number;
  onError?: (error: unknown) => void;
}

/**
 * The access token of spec 4.1: reused until 5 minutes before its stored expiry
 * (23 hours after issue), refreshed otherwise; on a 401 it is cleared, refreshed once
 * and the request retried. A failure to get one is logged and the request proceeds
 * without a valid token. One instance per server process; the token never leaves it.
 */
export class TokenManager {
  #token: string | undefined;
  #expiresAt = 0;
  #refreshing: Promise<string | undefined> | undefined;
  readonly #options: Required<Pick<TokenManagerOptions, 'now'>> & TokenManagerOptions;

  constructor(options: TokenManagerOptions) {
    this.#options = { now: () => Date.now(), ...options };
  }

  /** The current token, refreshing it first when it is missing or near expiry. */
  async getToken(): Promise<string | undefined> {
    const now = this.#options.now();
    if (this.#token && now < this.#expiresAt - TOKEN_REFRESH_MARGIN_MS) return this.#token;
    return this.#refresh(false);
  }

  clear(): void {
    this.#token = undefined;
    this.#expiresAt = 0;
  }

  /** Expiry of the stored token in ms since the epoch (0 when none). */
  get expiresAt(): number {
    return this.#expiresAt;
  }

  /**
   * Runs a call with the token; on a 401 clears the token, refreshes it once and
   * retries once. The call receives undefined when no token could be had.
   */
  async withToken(call: (token: string | undefined) => Promise<Response>): Promise<Response> {
    const first = await call(await this.getToken());
    if (first.status !== 401) return first;
    await first.body?.cancel();
    this.clear();
    return call(await this.#refresh(true));
  }

  #refresh(clearCache: boolean): Promise<string | undefined> {
    // Concurrent callers share one refresh.
    this.#refreshing ??= (async () => {
      try {
        const token = await this.#options.fetchToken(clearCache);
        this.#token = token;
        this.#expiresAt = this.#options.now() + TOKEN_STORED_EXPIRY_MS;
        return token;
      } catch (error) {
        this.clear();
        this.#options.onError?.(error);
        return undefined;
      } finally {
        this.#refreshing = undefined;
      }
    })();
    return this.#refreshing;
  }
}

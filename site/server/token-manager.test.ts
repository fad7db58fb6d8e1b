import { TOKEN_STORED_EXPIRY_MS } from '@fittizia/contract';
import { describe, expect, it, vi } from 'vitest';
import { frozenTime } from './test-fixtures/harness.fixture.ts';
import { TokenManager } from './token-manager.ts';

describe('TokenManager (spec 4.1)', () => {
  frozenTime('2026-03-01T09:00:00Z');

  const makeManager = () => {
    let issued = 0;
    const fetchToken = vi.fn(async (_clearCache: boolean) => `token-${++issued}`);
    const onError = vi.fn();
    return { manager: new TokenManager({ fetchToken, onError }), fetchToken, onError };
  };

  it('stores the token with an expiry 23 hours after issue', async () => {
    const { manager } = makeManager();
    await manager.getToken();
    expect(manager.expiresAt - Date.now()).toBe(TOKEN_STORED_EXPIRY_MS);
    expect(TOKEN_STORED_EXPIRY_MS).toBe(82_800_000);
  });

  it('reuses the token until 5 minutes before expiry, then refreshes', async () => {
    const { manager, fetchToken } = makeManager();
    expect(await manager.getToken()).toBe('token-1');
    vi.advanceTimersByTime(TOKEN_STORED_EXPIRY_MS - 5 * 60 * 1000 - 1);
    expect(await manager.getToken()).toBe('token-1');
    expect(fetchToken).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await manager.getToken()).toBe('token-2');
    expect(fetchToken).toHaveBeenCalledTimes(2);
  });

  it('shares one refresh between concurrent callers', async () => {
    const { manager, fetchToken } = makeManager();
    const tokens = await Promise.all([manager.getToken(), manager.getToken(), manager.getToken()]);
    expect(tokens).toEqual(['token-1', 'token-1', 'token-1']);
    expect(fetchToken).toHaveBeenCalledTimes(1);
  });

  it('on a 401 clears the token, refreshes once with clearCache and retries once', async () => {
    const { manager, fetchToken } = makeManager();
    const seen: (string | undefined)[] = [];
    const res = await manager.withToken(async (token) => {
      seen.push(token);
      return new Response(null, { status: seen.length === 1 ? 401 : 200 });
    });
    expect(res.status).toBe(200);
    expect(seen).toEqual(['token-1', 'token-2']);
    expect(fetchToken).toHaveBeenLastCalledWith(true);
  });

  it('retries only once when the second answer is 401 too', async () => {
    const { manager } = makeManager();
    const call = vi.fn(async () => new Response(null, { status: 401 }));
    const res = await manager.withToken(call);
    expect(res.status).toBe(401);
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('logs a failure, clears the token and lets the request proceed without one', async () => {
    const fetchToken = vi.fn(async () => {
      throw new Error('token service down');
    });
    const onError = vi.fn();
    const manager = new TokenManager({ fetchToken, onError });
    const call = vi.fn(async (_token: string | undefined) => new Response('{}', { status: 200 }));
    const res = await manager.withToken(call);
    expect(res.status).toBe(200);
    expect(call).toHaveBeenCalledWith(undefined);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'token service down' }));
    expect(manager.expiresAt).toBe(0);
  });
});

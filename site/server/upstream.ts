import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import {
  POOL_FREE_SOCKET_TIMEOUT_MS,
  POOL_MAX_FREE_SOCKETS,
  POOL_MAX_SOCKETS,
  UPSTREAM_TIMEOUT_MS,
} from '@fittizia/contract';
import Agent, { HttpsAgent } from 'agentkeepalive';

/** Spec section 9: 50 sockets, 10 free, 30 s timeout, 15 s free-socket timeout. */
export const poolOptions = {
  keepAlive: true,
  maxSockets: POOL_MAX_SOCKETS,
  maxFreeSockets: POOL_MAX_FREE_SOCKETS,
  timeout: UPSTREAM_TIMEOUT_MS,
  freeSocketTimeout: POOL_FREE_SOCKET_TIMEOUT_MS,
} as const;

export const httpAgent = new Agent(poolOptions);
export const httpsAgent = new HttpsAgent(poolOptions);

export class UpstreamTimeoutError extends Error {
  override readonly name = 'UpstreamTimeoutError';
}

export interface UpstreamInit {
  method: string;
  headers: Record<string, string>;
  body?: Uint8Array | string | undefined;
  timeoutMs?: number;
  /** Aborts the call: the socket is destroyed (not left to finish in the background). */
  signal?: AbortSignal | undefined;
}

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * A fetch-shaped call over the keep-alive pool. (Node's global fetch cannot cap free
 * sockets or time them out separately, which the spec asks for.)
 */
export function upstreamFetch(url: string, init: UpstreamInit): Promise<Response> {
  return send(new URL(url), init, false);
}

/** Methods a second sending cannot change anything by (RFC 9110 9.2.2, less the ones the proxy never sends). */
const idempotent = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A kept-alive socket the server closed while it sat in the pool: the request went out on it just as (or after)
 * the server hung up, and nothing reached the server. Node's documented answer is to send such a request again
 * on a new socket; the proxy does so once, for a read only (a write may have been received).
 */
function staleSocket(req: http.ClientRequest, method: string, error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return (
    req.reusedSocket && idempotent.has(method.toUpperCase()) && (code === 'ECONNRESET' || code === 'EPIPE')
  );
}

function send(target: URL, init: UpstreamInit, again: boolean): Promise<Response> {
  const isHttps = target.protocol === 'https:';
  const timeoutMs = init.timeoutMs ?? UPSTREAM_TIMEOUT_MS;
  return new Promise((resolve, reject) => {
    const req = (isHttps ? https : http).request(
      target,
      {
        method: init.method,
        headers: init.headers,
        agent: isHttps ? httpsAgent : httpAgent,
        timeout: timeoutMs,
        ...(init.signal ? { signal: init.signal } : {}),
      },
      (res) => {
        const headers = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          const name = res.rawHeaders[i] as string;
          if (!hopByHop.has(name.toLowerCase())) headers.append(name, res.rawHeaders[i + 1] as string);
        }
        const status = res.statusCode ?? 502;
        const empty = status === 204 || status === 304 || init.method === 'HEAD';
        if (empty) res.resume();
        resolve(
          new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), {
            status,
            headers,
          }),
        );
      },
    );
    req.on('timeout', () =>
      req.destroy(new UpstreamTimeoutError(`No answer from ${target.origin} in ${timeoutMs} ms`)),
    );
    req.on('error', (error) => {
      // An aborted deadline destroys the socket; the caller is told it timed out.
      const reason: unknown = init.signal?.aborted ? init.signal.reason : undefined;
      if (reason === undefined && !again && staleSocket(req, init.method, error)) {
        resolve(send(target, init, true));
        return;
      }
      reject(reason instanceof UpstreamTimeoutError ? reason : error);
    });
    if (init.body !== undefined) req.write(init.body);
    req.end();
  });
}

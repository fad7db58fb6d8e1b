import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { BRAND_KEY_HEADER, type ChangeEvent, type ChangeKind, changeTags } from '@fittizia/contract';

/** One request the fake brand API received: its path with query, bearer token and brand key. */
export interface SeenRequest {
  path: string;
  authorization: string | undefined;
  brandKey: string | undefined;
}

/**
 * A brand API on loopback that serves only what the site's change feed reads, in the agreed format: the token
 * (`POST /api/token`), `GET /api/v1/changes?after=&limit=` (`{ events, latest }`) and
 * `GET /api/v1/changes/stream?after=` (every stored event after `after`, then each new one, as `id: <id>\nevent:
 * change\ndata: <JSON>\n\n`, and `: ping\n\n` comments); both refuse a call without a token (401). `POST /purge`
 * stands for a CDN's purge hook (its bodies are kept in `purges`; `purgeFailures` answers 503 that many times).
 */
export class ChangeUpstream {
  readonly events: ChangeEvent[] = [];
  readonly seen: SeenRequest[] = [];
  readonly purges: { body: unknown; authorization: string | undefined }[] = [];
  purgeFailures = 0;
  #streams = new Set<http.ServerResponse>();
  #tokens = 0;
  #server = http.createServer((req, res) => this.#handle(req, res));
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  /** An event as the brand API would record it (the next id), at `at` (now by default). */
  record(kind: ChangeKind, ids: string[], at = new Date()): ChangeEvent {
    const last = this.events.at(-1);
    const id = String(last ? Number(last.id) + 1 : 1);
    const event: ChangeEvent = { id, at: at.toISOString(), kind, ids, tags: changeTags(kind, ids) };
    this.events.push(event);
    return event;
  }

  /** Records an event and sends it on every open stream. */
  publish(kind: ChangeKind, ids: string[]): ChangeEvent {
    const event = this.record(kind, ids);
    for (const res of this.#streams) res.write(sse(event));
    return event;
  }

  /** Sends an event again on the open streams (the same event may arrive twice). */
  resend(event: ChangeEvent): void {
    for (const res of this.#streams) res.write(sse(event));
  }

  get openStreams(): number {
    return this.#streams.size;
  }

  /** Breaks every open stream (a lost connection). */
  breakStreams(): void {
    for (const res of this.#streams) res.destroy();
    this.#streams.clear();
  }

  /** The `after` of each stream request so far. */
  get streamAfters(): string[] {
    return this.seen
      .filter((r) => r.path.startsWith('/api/v1/changes/stream'))
      .map((r) => new URL(r.path, 'http://x').searchParams.get('after') ?? '');
  }

  #handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://x');
    const header = (name: string) => req.headers[name.toLowerCase()] as string | undefined;
    this.seen.push({
      path: `${url.pathname}${url.search}`,
      authorization: header('authorization'),
      brandKey: header(BRAND_KEY_HEADER),
    });
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (url.pathname === '/api/token' && req.method === 'POST') {
      this.#tokens += 1;
      return void json(200, { accessToken: `token-${this.#tokens}` });
    }
    if (url.pathname === '/purge' && req.method === 'POST') {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        this.purges.push({ body: JSON.parse(body), authorization: header('authorization') });
        if (this.purgeFailures > 0) {
          this.purgeFailures -= 1;
          return json(503, { message: 'busy' });
        }
        json(200, { ok: true });
      });
      return;
    }
    if (!header('authorization')?.startsWith('Bearer token-')) return void json(401, { message: 'No token' });
    const after = Number(url.searchParams.get('after') ?? '0');
    const since = this.events.filter((event) => Number(event.id) > after);
    if (url.pathname === '/api/v1/changes') {
      const limit = Number(url.searchParams.get('limit') ?? '500');
      return void json(200, { events: since.slice(0, limit), latest: this.events.at(-1)?.id ?? '0' });
    }
    if (url.pathname === '/api/v1/changes/stream') {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(': ping\n\n');
      for (const event of since) res.write(sse(event));
      this.#streams.add(res);
      res.on('close', () => this.#streams.delete(res));
      return;
    }
    json(404, { message: 'No route' });
  }
}

const sse = (event: ChangeEvent) => `id: ${event.id}\nevent: change\ndata: ${JSON.stringify(event)}\n\n`;

/** Resolves once `check` holds (polled), or rejects after `ms`. */
export async function eventually(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out waiting for a condition');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { examples } from '@fittizia/contract';

export type Mode = 'ok' | 'down' | '500' | 'slow' | '401';

/**
 * A brand API on loopback that a test switches between answering (`ok`) and failing: `down` (connection
 * refused), `500`, `slow` (never answers) and `401` (every call but the token call, so even after a refresh).
 * It serves the token, brand settings, the example menu `main` and content pages (`Page <id>`, titled with
 * `pageTitlePrefix`); anything else is a 404.
 */
export class FaultyUpstream {
  mode: Mode = 'ok';
  siteName = 'Fittizia Trattoria';
  pageTitlePrefix = 'Page';
  calls = 0;
  #server = http.createServer((req, res) => this.#handle(req, res));
  #held = new Set<http.ServerResponse>();
  port = 0;

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.#server.address() as AddressInfo).port;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  async setMode(mode: Mode): Promise<void> {
    for (const res of this.#held) res.destroy();
    this.#held.clear();
    if (mode === 'down' && this.#server.listening) {
      this.#server.closeAllConnections();
      await new Promise<void>((resolve) => this.#server.close(() => resolve()));
    } else if (mode !== 'down' && !this.#server.listening) {
      this.#server = http.createServer((req, res) => this.#handle(req, res));
      await this.start();
    }
    this.mode = mode;
  }

  async stop(): Promise<void> {
    for (const res of this.#held) res.destroy();
    if (this.#server.listening) {
      this.#server.closeAllConnections();
      await new Promise<void>((resolve) => this.#server.close(() => resolve()));
    }
  }

  #handle(req: http.IncomingMessage, res: http.ServerResponse) {
    this.calls += 1;
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const path = req.url ?? '/';
    if (path === '/api/token') {
      if (this.mode === 'slow') return void this.#held.add(res);
      if (this.mode === '500') return send(500, { message: 'token store down' });
      return send(200, {
        accessToken: `token-${this.calls}`,
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      });
    }
    if (this.mode === 'slow') return void this.#held.add(res);
    if (this.mode === '500') {
      res.writeHead(500, { 'content-type': 'text/html' });
      return void res.end('<h1>Internal Server Error</h1>');
    }
    if (this.mode === '401') return send(401, { message: 'Invalid or expired token' });
    if (path === '/api/v1/content/brand-settings') {
      return send(200, { ...examples.brandSettings.response, site_name: this.siteName });
    }
    if (path === '/api/v1/content/menu/main') return send(200, examples.menu.response);
    const page = /^\/api\/v1\/content\/page\/([\w-]+)$/.exec(path);
    if (page?.[1] === 'missing') return send(404, { message: 'No such page' });
    if (page) return send(200, { id: page[1], title: `${this.pageTitlePrefix} ${page[1]}`, tiles: [] });
    return send(404, { message: 'No route' });
  }
}

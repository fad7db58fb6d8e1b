// The servers the cross-engine journeys run against: the production build (site/.output) with the embedded
// brand API, behind a small proxy on http://localhost that adds the page-error probe to every HTML page.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import { localBrandApiKeys, localSiteKeys } from '../lib/test-keys.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Runs first in every page, before the app's own scripts (with the page's CSP nonce): keeps every uncaught error
 * and unhandled rejection (React reports a hydration mismatch, #418 and the like, through `reportError`, so it
 * arrives here as an `error` event) and every `console.error`, as text. Classic WebDriver (WebKit) has no
 * console and no page-error event; this works the same in every engine.
 */
export const PROBE = `(()=>{const errors=window.__pageErrors=[];const text=(x)=>{try{if(x&&x.stack)return String(x.message)+' | '+String(x.stack).split('\\n').slice(0,3).join(' | ');if(typeof x==='string')return x;return JSON.stringify(x)}catch{return String(x)}};addEventListener('error',(e)=>{if(e.target&&e.target!==window)return;errors.push('uncaught: '+(e.error?text(e.error):e.message))});addEventListener('unhandledrejection',(e)=>errors.push('unhandled rejection: '+text(e.reason)));const original=console.error;console.error=function(...args){errors.push('console.error: '+args.map(text).join(' '));return original.apply(this,args)};})();`;

const PROBE_HASH = `sha256-${createHash('sha256').update(PROBE).digest('base64')}`;

function probeProxy(sitePort) {
  return createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: sitePort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (up) => {
        const type = String(up.headers['content-type'] ?? '');
        const csp = String(up.headers['content-security-policy'] ?? '');
        if (!type.startsWith('text/html') || !csp.includes('script-src ')) {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
          return;
        }
        const headers = { ...up.headers };
        delete headers['content-length'];
        delete headers.etag;
        // The probe is allowed by its hash, beside the page's own nonce or hashes (a shared page has no nonce).
        headers['content-security-policy'] = csp.replace('script-src ', `script-src '${PROBE_HASH}' `);
        res.writeHead(up.statusCode ?? 502, headers);
        up.setEncoding('utf8');
        let pending = '';
        let done = false;
        up.on('data', (chunk) => {
          if (done) return void res.write(chunk);
          pending += chunk;
          const head = /<head[^>]*>/.exec(pending);
          if (!head) return;
          const at = head.index + head[0].length;
          res.write(`${pending.slice(0, at)}<script>${PROBE}</script>${pending.slice(at)}`);
          pending = '';
          done = true;
        });
        up.on('end', () => res.end(pending));
      },
    );
    upstream.on('error', () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
}

async function waitFor(url, child, name, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode})`);
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Starts the brand API, the site and the proxy; returns the site's URL (http://localhost:N) and a stop. */
export async function startServers({ brandApiPort, sitePort, log }) {
  const children = [];
  const start = (name, command, args, cwd, env) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (c) => log(name, c));
    child.stderr.on('data', (c) => log(name, c));
    children.push(child);
    return child;
  };
  const proxy = probeProxy(sitePort);
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const origin = `http://localhost:${proxy.address().port}`;
  const stop = async () => {
    proxy.close();
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((c) => (c.exitCode === null ? once(c, 'exit') : undefined)));
  };
  try {
    const api = start('brand-api', process.execPath, ['--import', 'tsx', 'src/main.ts'], `${root}brand-api`, {
      BRAND_API_PORT: String(brandApiPort),
      BRAND_API_DATA_DIR: `${root}.data/engines-brand-api`,
      LOG_LEVEL: 'warn',
      BOOKING_LIMIT_PER_EMAIL: '0',
      BOOKING_LIMIT_PER_PHONE: '0',
      BOOKING_LIMIT_PER_ADDRESS: '0',
      BOOKING_LIMIT_PER_ADDRESS_PER_SERVICE: '0',
      ...localBrandApiKeys,
    });
    await waitFor(`http://127.0.0.1:${brandApiPort}/health`, api, 'brand API');
    const site = start('site', process.execPath, ['.output/server/index.mjs'], `${root}site`, {
      PORT: String(sitePort),
      HOST: '127.0.0.1',
      BRAND_API_URL: `http://127.0.0.1:${brandApiPort}`,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SITE_URL: origin,
      // Production refuses the demo brand key and the published secrets: the local runs' own.
      ...localSiteKeys,
      RATE_LIMIT_ADDRESS_POINTS: '100000',
      RATE_LIMIT_SESSION_POINTS: '100000',
      RATE_LIMIT_LOOKUP_POINTS: '100000',
      FORM_MIN_FILL_MS: '0',
    });
    await waitFor(`http://127.0.0.1:${sitePort}/`, site, 'site', 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

// Shared by `pnpm dev` and `pnpm start`: starts the embedded brand API (unless
// BRAND_API_URL points at another upstream), checks the site's configuration, then
// starts the site and prints the URL to open.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('../../', import.meta.url));
const children = [];

export function run(command, args, options = {}) {
  const child = spawn(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`\n${options.name ?? command} stopped (${signal ?? `exit ${code}`}); shutting down.`);
      shutdown(code || 1);
    }
  });
  return child;
}

let stopping = false;
export function shutdown(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 300).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

export async function waitFor(url, { timeoutMs = 120_000, name = url } = {}) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(url, { redirect: 'manual' });
      if (res.status < 500) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs / 1000} s`);
}

/** Validates the site's configuration before anything starts; exits naming the variable. */
export async function checkSiteConfig(overrides = {}) {
  const { parseSiteConfig } = await import(new URL('../../site/server/config.ts', import.meta.url).href);
  try {
    return parseSiteConfig({ ...process.env, ...overrides });
  } catch (error) {
    console.error(error.message);
    process.exit(78);
  }
}

/** Starts the embedded brand API (with `env` on top) unless BRAND_API_URL names a real upstream. */
export async function startBrandApi(env = {}) {
  if (process.env.BRAND_API_URL) {
    console.log(`Using the brand API at ${process.env.BRAND_API_URL}`);
    return process.env.BRAND_API_URL;
  }
  const port = process.env.BRAND_API_PORT ?? '4010';
  const host = process.env.BRAND_API_HOST ?? '127.0.0.1';
  run(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: `${root}brand-api`,
    name: 'brand API',
    env: { BRAND_API_PORT: port, BRAND_API_HOST: host, ...env },
  });
  const url = `http://${host}:${port}`;
  await waitFor(`${url}/health`, { name: 'the brand API' });
  return url;
}

export function announce(url) {
  const line = '-'.repeat(url.length + 22);
  console.log(`\n${line}\n  Open the site at ${url}\n${line}\n`);
}

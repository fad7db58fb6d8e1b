// The production builds the benches measure: the site with the embedded brand API, and a bare TanStack Start +
// Query page with the same pinned versions (bench/bare-start). Shared by lighthouse.mjs and interaction.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localBrandApiKeys, localSiteKeys } from '../lib/test-keys.mjs';

export const root = fileURLToPath(new URL('../../', import.meta.url));

export function build(dir) {
  console.log(`Building ${dir} ...`);
  const res = spawnSync(process.execPath, [`${root}node_modules/vite/bin/vite.js`, 'build'], {
    cwd: `${root}${dir}`,
    stdio: 'ignore',
  });
  if (res.status !== 0) throw new Error(`build of ${dir} failed`);
}

export async function waitFor(url, ok = (status) => status < 500) {
  // Two minutes at most: the brand API migrates and seeds a fresh database first.
  for (let i = 0; i < 480; i++) {
    try {
      const res = await fetch(url);
      if (ok(res.status)) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * Starts the brand API (a fresh PGlite data folder), the site's production server and the bare page's, and
 * waits until the site's home page answers 200 (the brand API has seeded and the site has its token).
 * `stop()` ends them and removes the data folder.
 */
export async function startServers(ports) {
  const children = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-brand-api-'));
  const serve = (args, cwd, env) => {
    const child = spawn(process.execPath, args, {
      cwd,
      env: { ...process.env, LOG_LEVEL: 'warn', ...env },
      stdio: 'ignore',
    });
    children.push(child);
  };
  const stop = () => {
    for (const child of children) child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    serve(['--import', 'tsx', 'src/main.ts'], `${root}brand-api`, {
      BRAND_API_PORT: String(ports.api),
      BRAND_API_DATA_DIR: dataDir,
      ...localBrandApiKeys,
    });
    await waitFor(`http://127.0.0.1:${ports.api}/health`);
    serve(['.output/server/index.mjs'], `${root}site`, {
      PORT: String(ports.site),
      HOST: '127.0.0.1',
      BRAND_API_URL: `http://127.0.0.1:${ports.api}`,
      NODE_ENV: 'production',
      // Required in production (site/server/config.ts): the site's public origin, its brand key and secrets.
      SITE_URL: `http://127.0.0.1:${ports.site}`,
      ...localSiteKeys,
    });
    serve(['.output/server/index.mjs'], `${root}bench/bare-start`, {
      PORT: String(ports.bare),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
    });
    await waitFor(`http://127.0.0.1:${ports.site}/`, (status) => status === 200);
    await waitFor(`http://127.0.0.1:${ports.bare}/`, (status) => status === 200);
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}

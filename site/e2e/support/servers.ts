import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/*
 * The two servers a browser run starts (Playwright's `webServer`): the embedded brand API from source and the
 * site's production build, on loopback, each on its own port. Used by the e2e run, the limits-on e2e run and the
 * page review (visual/pages); each adds the settings of its own run.
 */

/** The repository root. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
/** The operator's key an e2e run makes before its brand API starts (the output of `pnpm ops keys create`). */
export const OPS_KEY_FILE = `${repoRoot}.data/e2e-ops-key.txt`;
/** The editor's (role `content`) and the publisher's keys of an e2e run, made the same way (docs/content.md). */
export const EDITOR_KEY_FILE = `${repoRoot}.data/e2e-editor-key.txt`;
export const PUBLISHER_KEY_FILE = `${repoRoot}.data/e2e-publisher-key.txt`;
/** The page builder: the built Storybook (`pnpm build-storybook`), served for the e2e run. */
export const STORYBOOK_STATIC = `${repoRoot}storybook-static`;
/** The site's production build, as `pnpm build` leaves it. */
export const siteBuild = `${repoRoot}site/.output/server/index.mjs`;

/**
 * Starts a run on fresh data: the folders are emptied before the servers start. The runner loads its config in
 * each worker too, after the servers have started: only the main process clears them.
 */
export function freshRun(...folders: string[]): void {
  if (process.env.TEST_WORKER_INDEX) return;
  if (!existsSync(siteBuild)) throw new Error('site/.output is missing: run `pnpm build` first');
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
}

interface Ports {
  brandApi: number;
  site: number;
}

/** The brand API from source on `ports.brandApi`, its e-mails' links pointing at the site on `ports.site`. */
export const brandApiServer = (
  ports: Ports,
  env: Record<string, string>,
  command = 'node --import tsx src/main.ts',
) => ({
  command,
  cwd: `${repoRoot}brand-api`,
  url: `http://127.0.0.1:${ports.brandApi}/health`,
  env: { BRAND_API_PORT: String(ports.brandApi), SITE_URL: `http://127.0.0.1:${ports.site}`, ...env },
  reuseExistingServer: false,
  timeout: 120_000,
});

/**
 * The site's production build on `ports.site` over the brand API on `ports.brandApi`. Production requires its
 * public origin (`SITE_URL`, never the Host header) and the run's own keys and secrets, which `env` gives.
 */
export const siteServer = (ports: Ports, env: Record<string, string>, command = `node ${siteBuild}`) => ({
  command,
  cwd: `${repoRoot}site`,
  url: `http://127.0.0.1:${ports.site}/`,
  env: {
    PORT: String(ports.site),
    HOST: '127.0.0.1',
    BRAND_API_URL: `http://127.0.0.1:${ports.brandApi}`,
    NODE_ENV: 'production',
    SITE_URL: `http://127.0.0.1:${ports.site}`,
    ...env,
  },
  reuseExistingServer: false,
  timeout: 60_000,
});

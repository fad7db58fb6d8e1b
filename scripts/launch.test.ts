import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));

describe('the launchers (pnpm dev, pnpm start)', () => {
  // scripts/lib/launch.mjs checks the site's configuration before starting anything by importing
  // site/server/config.ts with Node's own type stripping, which refuses some TypeScript (parameter
  // properties, enums): everything that module imports must stay strip-only.
  it('can load the site configuration with plain Node and report a bad variable', () => {
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { checkSiteConfig } = await import('./scripts/lib/launch.mjs'); await checkSiteConfig(); console.log('ok');",
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env } },
    );
    expect(run.stderr).not.toMatch(/ERR_UNSUPPORTED_TYPESCRIPT_SYNTAX/);
    expect(run.stdout.trim()).toBe('ok');
    const bad = spawnSync(
      process.execPath,
      ['--input-type=module', '-e', "await (await import('./scripts/lib/launch.mjs')).checkSiteConfig();"],
      { cwd: root, encoding: 'utf8', env: { ...process.env, TRUST_PROXY: 'maybe' } },
    );
    expect(bad.status).toBe(78);
    expect(bad.stderr).toMatch(/TRUST_PROXY/);
  });
});

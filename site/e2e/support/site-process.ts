import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { E2E_SITE_KEYS } from './test-keys.ts';

const siteDir = fileURLToPath(new URL('../../', import.meta.url));

/** A loopback port free at the time of asking, for a process a test starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A site instance of its own (the production build) on `port`, silent, with `env` on top of the defaults. */
export function siteProcess(port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['.output/server/index.mjs'], {
    cwd: siteDir,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      // Production refuses the published values: the run's brand key and secrets.
      ...E2E_SITE_KEYS,
      ...env,
    },
  });
}

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const site = fileURLToPath(new URL('..', import.meta.url));
const clusterScript = fileURLToPath(new URL('../../scripts/cluster.mjs', import.meta.url));

/**
 * Runs scripts/cluster.mjs (what `pnpm start` runs) with WEB_CONCURRENCY workers of a test entry that spends
 * `tries` points of one session's budget (limit `points`) through the site's limiter, and sums what each
 * worker was allowed.
 */
async function clusterRun(workers: number, points: number, tries: number) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', clusterScript, 'server/test-fixtures/rate-limit-worker.ts'],
    {
      cwd: site,
      env: {
        ...process.env,
        WEB_CONCURRENCY: String(workers),
        LIMIT_POINTS: String(points),
        LIMIT_TRIES: String(tries),
        RATE_LIMIT_REDIS_URL: '',
        RATE_LIMIT_DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
  });
  const answers: { store: string; allowed: number; worker: string }[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let buffered = '';
      child.stdout.on('data', (chunk: Buffer) => {
        buffered += chunk.toString();
        for (const line of buffered.split('\n').slice(0, -1)) {
          if (line.startsWith('{')) answers.push(JSON.parse(line));
        }
        buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
        if (answers.length === workers) resolve();
      });
      child.on('exit', (code) =>
        reject(new Error(`cluster exited (${code}) before every worker answered: ${errors}`)),
      );
    });
  } finally {
    child.kill('SIGTERM');
  }
  return answers;
}

describe('rate limits shared by the workers of one machine (scripts/cluster.mjs)', () => {
  it('with two workers a limit of N allows 2N: now it allows N', { timeout: 60_000 }, async () => {
    const answers = await clusterRun(2, 5, 5);
    expect(answers.map((a) => a.store)).toEqual(['cluster', 'cluster']);
    // Each worker tried N times: together they were allowed N, not N per worker.
    expect(answers.reduce((sum, a) => sum + a.allowed, 0)).toBe(5);
    // Numbered 1 and 2 (SITE_WORKER): worker 1 calls the CDN's purge hook when there is no Redis.
    expect(answers.map((a) => a.worker).sort()).toEqual(['1', '2']);
  });
});

import type { Logger } from 'pino';
import type { Database } from '../../../shared/database.ts';
import { startBoss } from '../../../shared/pg-boss.ts';
import { applyRetention, type RetentionRun } from './retention.ts';

/*
 * The nightly retention job (docs/privacy.md) on pg-boss in the brand API's own database, like the reminders
 * (docs/adr/0007-reminders-on-pg-boss.md): one cron schedule puts one job in the queue each night however many
 * instances share the database, and one worker runs it. A job cut short by a restart is retried by pg-boss once it
 * expires (the batches it committed stay done: the schedule only takes rows still past their period), and a job run
 * twice changes nothing the second time.
 */

export const RETENTION_QUEUE = 'privacy-retention';
/** Every night at 03:30, London time: after the day's last service, before the first. */
export const RETENTION_CRON = '30 3 * * *';
const RUN_WAIT_MS = 120_000;

export interface RetentionQueueOptions {
  now: () => Date;
  logger: Logger;
  env?: NodeJS.ProcessEnv;
  batchSize?: number;
  pollingIntervalSeconds?: number;
}

export interface RetentionQueue {
  /** Puts a run in the queue now (besides the night's) and resolves when a worker has finished it. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRetentionQueue(
  database: Database,
  options: RetentionQueueOptions,
): Promise<RetentionQueue> {
  const boss = await startBoss(database, options.logger, 'retention queue');
  // A run cut short is tried again (up to 3 times), an hour after it started at the latest.
  await boss.createQueue(RETENTION_QUEUE, { retryLimit: 3, retryDelay: 60, expireInSeconds: 3600 });
  await boss.schedule(RETENTION_QUEUE, RETENTION_CRON, { run: 'nightly' }, { tz: 'Europe/London' });
  await boss.work(
    RETENTION_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 30 },
    async (jobs) => {
      for (const _job of jobs) {
        const run: RetentionRun = await applyRetention(database, {
          now: options.now(),
          ...(options.env ? { env: options.env } : {}),
          ...(options.batchSize ? { batchSize: options.batchSize } : {}),
        });
        options.logger.info({ runId: run.runId, counts: run.counts }, 'retention schedule applied');
      }
    },
  );
  return {
    async runNow() {
      const id = await boss.send(RETENTION_QUEUE, { run: 'now' });
      if (!id) return;
      const giveUpAt = Date.now() + RUN_WAIT_MS;
      while (Date.now() < giveUpAt) {
        const [job] = await boss.findJobs(RETENTION_QUEUE, { id });
        if (!job || job.state === 'completed') return;
        if (job.state === 'failed' || job.state === 'cancelled')
          throw new Error(`The retention run ${id} ended ${job.state}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The retention run ${id} did not finish within ${RUN_WAIT_MS / 1000} s`);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

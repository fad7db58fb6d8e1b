import { BOOKING_ATTEND_PATH } from '@fittizia/contract';
import type { Logger } from 'pino';
import type { Database } from '../../../shared/database.ts';
import { mailConfig } from '../../../shared/mail/outbox.ts';
import { startBoss } from '../../../shared/pg-boss.ts';
import { sendReminderMail } from '../emails.ts';
import { BookingConfig } from './config.ts';
import { mailDetails } from './mail-details.ts';
import { managePath, manageToken } from './manage.ts';
import { claimDueReminders } from './reminders.ts';

/*
 * The reminders' job queue (docs/adr/0007-reminders-on-pg-boss.md): pg-boss in the brand API's own
 * database, PGlite (its `fromPglite` adapter) or PostgreSQL (our pool through `db.executeSql`). pg-boss keeps a
 * cron schedule that puts one sweep job in the queue each minute (one per minute however many instances
 * share the database), and a worker runs it: the sweep claims the reminders due by the brand API's clock and
 * e-mails them. What is due lives in booking_reminders, so a restart loses nothing and a sweep that runs twice
 * sends nothing twice.
 */

export const REMINDER_QUEUE = 'booking-reminders';
/** Every minute: a reminder goes at most a minute after it falls due. */
export const REMINDER_CRON = '* * * * *';
/** How long `sweepNow` waits for a worker to finish the sweep. */
const SWEEP_WAIT_MS = 60_000;

export interface ReminderSweepOptions {
  now: () => Date;
  manageSecret: string;
  logger: Logger;
  /** The restaurants' booking configuration (a new cache when not given). */
  config?: BookingConfig;
}

/** Claims the reminders due now and e-mails each once. Returns how many were claimed. */
export async function sendDueReminders(database: Database, options: ReminderSweepOptions): Promise<number> {
  const config = options.config ?? new BookingConfig(database.db, undefined, options.now);
  const claimed = await claimDueReminders(database.db, { now: options.now() });
  const { siteUrl } = mailConfig();
  for (const row of claimed) {
    try {
      const store = await config.store(row.storeId);
      const manageUrl = `${siteUrl}${managePath(options.manageSecret, row.brandKey, row.reference)}`;
      await sendReminderMail(database, {
        ...(await mailDetails(database.db, store, row)),
        manageUrl,
        cancelUrl: `${manageUrl}?step=cancel`,
        attendUrl: `${siteUrl}${BOOKING_ATTEND_PATH}${manageToken(options.manageSecret, row.brandKey, row.reference)}`,
      });
    } catch (error) {
      options.logger.error({ err: error, reference: row.reference }, 'booking reminder could not be sent');
    }
  }
  if (claimed.length) options.logger.info({ reminders: claimed.length }, 'booking reminders sent');
  return claimed.length;
}

export interface ReminderQueue {
  /** Puts a sweep job in the queue now (besides the minute's cron) and resolves when a worker has run it. */
  sweepNow(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts pg-boss on the database (its schema `pgboss`, created once), the minute's sweep schedule and a
 * worker that runs sweeps. Each brand-API instance starts one; pg-boss hands each job to one worker.
 */
export async function startReminderQueue(
  database: Database,
  options: ReminderSweepOptions & { pollingIntervalSeconds?: number },
): Promise<ReminderQueue> {
  const boss = await startBoss(database, options.logger, 'reminder queue');
  await boss.createQueue(REMINDER_QUEUE);
  await boss.schedule(REMINDER_QUEUE, REMINDER_CRON, { sweep: 'cron' }, { tz: 'Europe/London' });
  const config = options.config ?? new BookingConfig(database.db, undefined, options.now);
  const pollSeconds = options.pollingIntervalSeconds ?? 2;
  await boss.work(REMINDER_QUEUE, { pollingIntervalSeconds: pollSeconds }, async (jobs) => {
    for (const _job of jobs) await sendDueReminders(database, { ...options, config });
  });
  return {
    async sweepNow() {
      const id = await boss.send(REMINDER_QUEUE, { sweep: 'now' });
      if (!id) return;
      // Whichever instance's worker takes the job, it is done when pg-boss says so (or given up after a minute).
      const giveUpAt = Date.now() + SWEEP_WAIT_MS;
      while (Date.now() < giveUpAt) {
        const [job] = await boss.findJobs(REMINDER_QUEUE, { id });
        if (!job || job.state === 'completed') return;
        if (job.state === 'failed' || job.state === 'cancelled')
          throw new Error(`The reminder sweep ${id} ended ${job.state}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`The reminder sweep ${id} did not finish within ${SWEEP_WAIT_MS / 1000} s`);
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}

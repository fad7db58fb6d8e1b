import type { ChangeEvent } from '@fittizia/contract';
import { eq, isNull } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../shared/database.ts';
import { startBoss } from '../../../shared/pg-boss.ts';
import { contentSchedules } from '../tables.ts';
import { type ContentScheduler, fireSchedule } from './publishing.ts';

/*
 * Scheduled publishing on pg-boss (docs/content.md, "The content service"), in the brand API's own database, on
 * PostgreSQL and on PGlite alike. Each schedule (a content_schedules row) gets one job, `startAfter` its time,
 * carrying the schedule's id; the worker that takes it publishes the revision that was scheduled. Jobs and
 * schedules live in the database, so a restart loses neither; a start also queues any schedule that has no job yet
 * (one committed just before a crash). A cancelled or replaced schedule's job is cancelled, and would do nothing
 * anyway: its id is no longer a schedule.
 */

export const CONTENT_SCHEDULE_QUEUE = 'content-schedule';

export interface ContentScheduleQueue extends ContentScheduler {
  stop(): Promise<void>;
}

export interface ContentScheduleOptions {
  logger: Logger;
  now?: () => Date;
  /** Seconds between a worker's looks for due jobs (default 1). */
  pollingIntervalSeconds?: number;
  /** Told of each change event a fired schedule recorded (the app's own read cache drops it). */
  onChange?: (event: ChangeEvent) => void;
}

interface Job {
  scheduleId: string;
}

/** Starts the queue and its worker, and queues the schedules that have no job. */
export async function startContentSchedules(
  database: Database,
  options: ContentScheduleOptions,
): Promise<ContentScheduleQueue> {
  const boss = await startBoss(database, options.logger, 'content schedule queue');
  await boss.createQueue(CONTENT_SCHEDULE_QUEUE);
  const now = options.now ?? (() => new Date());
  const queue: ContentScheduler = {
    async queue(schedule) {
      const jobId = await boss.send(CONTENT_SCHEDULE_QUEUE, { scheduleId: schedule.id } satisfies Job, {
        startAfter: schedule.publishAt,
        retryLimit: 5,
        retryDelay: 5,
      });
      if (!jobId) return;
      // Only the schedule the job was made for: a replacement made meanwhile keeps its own.
      await database.db.update(contentSchedules).set({ jobId }).where(eq(contentSchedules.id, schedule.id));
    },
    async forget(jobId) {
      try {
        await boss.cancel(CONTENT_SCHEDULE_QUEUE, jobId);
      } catch (error) {
        // A job already done or gone: its schedule is gone too, so it would do nothing.
        options.logger.warn({ err: error, jobId }, 'content schedule job not cancelled');
      }
    },
  };
  await boss.work<Job>(
    CONTENT_SCHEDULE_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      for (const job of jobs) {
        const event = await fireSchedule(database, job.data.scheduleId, now());
        if (!event) continue;
        options.logger.info(
          { ids: event.ids, scheduleId: job.data.scheduleId },
          'scheduled content published',
        );
        options.onChange?.(event);
      }
    },
  );
  const unqueued = await database.db.select().from(contentSchedules).where(isNull(contentSchedules.jobId));
  for (const row of unqueued) await queue.queue(row);
  return {
    ...queue,
    stop: () => boss.stop({ graceful: true, timeout: 10_000 }),
  };
}

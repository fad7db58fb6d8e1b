import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../../../shared/database.ts';
import { startBoss } from '../../../shared/pg-boss.ts';
import { sendPreorderSheets } from '../emails.ts';
import { preorders } from '../tables.ts';
import { bookingById, loadPreorder } from './records.ts';
import { preorderView } from './view.ts';

/*
 * The cut-off (docs/preorders.md): one pg-boss job per pre-order, `startAfter` its cut-off, in the brand API's own
 * database, like the content service's scheduled publishes. The worker closes the pre-order (open → closed, once:
 * the update is the claim) and only then e-mails the restaurant the sheet and the organiser the final list through
 * the outbox. Jobs and pre-orders live in the database, so a restart loses neither; a start also queues every open
 * pre-order with no job (a new one, or one whose booking moved). A job whose pre-order moved later, was cancelled
 * or is already closed does nothing.
 */

export const PREORDER_CUTOFF_QUEUE = 'preorder-cutoff';

export interface PreorderScheduler {
  /** Queues the pre-order's cut-off job (at its cut-off) and records the job's id. */
  queue(preorder: { id: number; cutoffAt: Date }): Promise<void>;
}

export interface CloseOptions {
  secret: string;
  siteUrl: string;
  logger: Logger;
}

/**
 * Closes a pre-order whose cut-off has come by `at` and sends its two e-mails. Answers whether this call closed it
 * (false: not due yet, cancelled, or closed already, so a job that runs twice sends nothing twice).
 */
export async function closePreorder(
  database: Database,
  preorderId: number,
  at: Date,
  options: CloseOptions,
): Promise<boolean> {
  const { db } = database;
  const [claimed] = await db
    .update(preorders)
    .set({ state: 'closed', closedAt: at })
    .where(and(eq(preorders.id, preorderId), eq(preorders.state, 'open'), lte(preorders.cutoffAt, at)))
    .returning();
  if (!claimed) return false;
  const loaded = await loadPreorder(db, await bookingById(db, claimed.bookingId));
  if (!loaded) return true;
  try {
    const view = await preorderView(db, loaded, 'organiser', { ...options, now: at });
    await sendPreorderSheets(database, loaded, view, options.siteUrl);
  } catch (error) {
    options.logger.error(
      { err: error, reference: loaded.booking.reference },
      'pre-order sheet could not be sent',
    );
  }
  options.logger.info({ reference: loaded.booking.reference }, 'pre-order closed at its cut-off');
  return true;
}

export interface PreorderCutoffQueue extends PreorderScheduler {
  stop(): Promise<void>;
}

/** Starts the queue and its worker, and queues the open pre-orders that have no job. */
export async function startPreorderCutoffs(
  database: Database,
  options: CloseOptions & { now?: () => Date; pollingIntervalSeconds?: number },
): Promise<PreorderCutoffQueue> {
  const boss = await startBoss(database, options.logger, 'pre-order cut-off queue');
  await boss.createQueue(PREORDER_CUTOFF_QUEUE);
  const now = options.now ?? (() => new Date());
  const scheduler: PreorderScheduler = {
    async queue(preorder) {
      const jobId = await boss.send(
        PREORDER_CUTOFF_QUEUE,
        { preorderId: preorder.id },
        { startAfter: preorder.cutoffAt, retryLimit: 5, retryDelay: 5 },
      );
      if (!jobId) return;
      await database.db.update(preorders).set({ jobId }).where(eq(preorders.id, preorder.id));
    },
  };
  await boss.work<{ preorderId: number }>(
    PREORDER_CUTOFF_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
    async (jobs) => {
      for (const job of jobs) await closePreorder(database, job.data.preorderId, now(), options);
    },
  );
  const unqueued = await database.db
    .select({ id: preorders.id, cutoffAt: preorders.cutoffAt })
    .from(preorders)
    .where(and(eq(preorders.state, 'open'), isNull(preorders.jobId)));
  for (const row of unqueued) await scheduler.queue(row);
  return { ...scheduler, stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}

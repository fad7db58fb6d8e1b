import { londonToday, RETENTION_KINDS } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../shared/database.ts';
import { type Cutoffs, type RetentionCounts, STEPS } from './retention-steps.ts';
import { retentionDays } from './schedule.ts';
import { rowsOf } from './sql.ts';

export {
  anonymiseBookings,
  type RetentionCount,
  type RetentionCounts,
  removeFile,
} from './retention-steps.ts';

/*
 * The nightly application of the retention schedule (docs/privacy.md). Each kind is worked through in bounded
 * batches, each batch its own transaction, so a run cut short (a restart, a deploy) has committed whole batches
 * only and the next run goes on where it stopped: a row past its period is deleted, or anonymised and marked
 * (bookings.anonymised_at), so it is never taken twice, and a second run finds nothing to do. Files on disk (the
 * embedded outbox's .eml files) are removed with their rows; the CVs and uploads are stored in their rows. Each run
 * is recorded in privacy_retention_runs, its counts written after every batch.
 */

export interface RetentionOptions {
  now: Date;
  env?: NodeJS.ProcessEnv;
  /** Rows per batch (default 500). */
  batchSize?: number;
  /** Stop after this many batches, the run left unfinished (a restart mid-run, in the tests). */
  maxBatches?: number;
}

function cutoffs(now: Date, env: NodeJS.ProcessEnv | undefined): Cutoffs {
  const days = retentionDays(env);
  const today = londonToday(now);
  return {
    now,
    day: (kind) => {
      const d = new Date(`${today}T12:00:00Z`);
      d.setUTCDate(d.getUTCDate() - days[kind]);
      return d.toISOString().slice(0, 10);
    },
    instant: (kind) => new Date(now.getTime() - days[kind] * 86_400_000),
  };
}

function emptyCounts(): RetentionCounts {
  return Object.fromEntries(
    RETENTION_KINDS.map((k) => [k, { deleted: 0, anonymised: 0 }]),
  ) as RetentionCounts;
}

/** What the next run would do now, kind by kind (`pnpm privacy retention --dry-run`). */
export async function planRetention(
  database: Database,
  options: Pick<RetentionOptions, 'now' | 'env'>,
): Promise<RetentionCounts> {
  const at = cutoffs(options.now, options.env);
  const counts = emptyCounts();
  for (const step of STEPS) counts[step.kind][step.action] += await step.pending(database.db, at);
  return counts;
}

export interface RetentionRun {
  runId: number;
  counts: RetentionCounts;
  /** False when the run stopped at `maxBatches` before the end. */
  finished: boolean;
}

/** Applies the schedule now: every kind, batch by batch, recorded as one run. */
export async function applyRetention(database: Database, options: RetentionOptions): Promise<RetentionRun> {
  const { db } = database;
  const at = cutoffs(options.now, options.env);
  const size = Math.max(1, options.batchSize ?? 500);
  const counts = emptyCounts();
  const [run] = await rowsOf<{ id: number }>(
    db,
    sql`INSERT INTO privacy_retention_runs (started_at, counts) VALUES (${options.now}, ${JSON.stringify(counts)}::jsonb)
        RETURNING id`,
  );
  const runId = Number(run?.id);
  let batches = 0;
  for (const step of STEPS) {
    for (;;) {
      if (options.maxBatches !== undefined && batches >= options.maxBatches)
        return { runId, counts, finished: false };
      const taken = await db.transaction(async (tx) => {
        const n = await step.batch(tx, at, size);
        counts[step.kind][step.action] += n;
        await tx.execute(
          sql`UPDATE privacy_retention_runs SET counts = ${JSON.stringify(counts)}::jsonb WHERE id = ${runId}`,
        );
        return n;
      });
      batches += 1;
      if (taken < size) break;
    }
  }
  await db.execute(sql`UPDATE privacy_retention_runs SET finished_at = ${options.now} WHERE id = ${runId}`);
  return { runId, counts, finished: true };
}

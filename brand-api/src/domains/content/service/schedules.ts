import type { Database } from '../../../shared/database.ts';
import { logOperatorChange } from '../../operations/index.ts';
import { type ContentScheduler, dropSchedule } from './publishing.ts';
import { type Editor, scheduleOf, writableDraft } from './records.ts';

/** Cancels a page's pending schedule (`cancelled: false` when none was pending). */
export async function cancelSchedule(
  database: Database,
  scheduler: ContentScheduler | undefined,
  brandKey: string,
  editor: Editor,
  id: string,
) {
  const done = await database.db.transaction(async (tx) => {
    const draft = await writableDraft(tx, brandKey, id);
    const pending = await scheduleOf(tx, brandKey, draft.pageId);
    if (!pending) return { id: draft.pageId, cancelled: false };
    await dropSchedule(tx, brandKey, draft.pageId);
    await logOperatorChange(tx, {
      who: editor.name,
      at: editor.now,
      action: 'content-schedule-cancelled',
      target: `content:${draft.pageId}`,
      before: { revision: pending.revision, publishAt: pending.publishAt.toISOString() },
      after: null,
    });
    return { id: draft.pageId, cancelled: true, forget: pending.jobId };
  });
  if (done.forget) await scheduler?.forget(done.forget);
  return { id: done.id, cancelled: done.cancelled };
}

import { randomUUID } from 'node:crypto';
import { type ChangeEvent, CONTENT_MESSAGES } from '@fittizia/contract';
import { and, eq } from 'drizzle-orm';
import { recordChange } from '../../../shared/changes.ts';
import type { Database, Db } from '../../../shared/database.ts';
import { NotFound, Refused } from '../../../shared/errors.ts';
import { logOperatorChange } from '../../operations/index.ts';
import {
  contentDrafts,
  contentPages,
  contentRevisions,
  contentSchedules,
  contentVersions,
} from '../tables.ts';
import {
  contentOf,
  type DraftRow,
  type Editor,
  latestVersion,
  type PageContent,
  refuseProblems,
  refuseStale,
  sameContent,
  showToDiners,
  writableDraft,
} from './records.ts';

/*
 * Publishing (docs/content.md, "The content service"): now, at a time (a pending schedule, fired by its pg-boss
 * job), a rollback to an earlier version and a removal. Each that changes what diners read writes, in one
 * transaction, the version (or the removal), the page diners read (content_pages), a line of the operators'
 * change log and the change event of kind `content` naming the page.
 */

/** Queues a schedule's job (pg-boss) and forgets a replaced or cancelled one; `schedule-queue.ts` is the real one. */
export interface ContentScheduler {
  queue(schedule: { brandKey: string; pageId: string; id: string; publishAt: Date }): Promise<void>;
  forget(jobId: string): Promise<void>;
}

/** What a publishing call did: the answer, and the change event when diners' content changed. */
export interface Published<T> {
  answer: T;
  event?: ChangeEvent;
}

const where = (table: typeof contentDrafts | typeof contentSchedules, brandKey: string, pageId: string) =>
  and(eq(table.brandKey, brandKey), eq(table.pageId, pageId));

/** Writes a new published version of `content` and shows it to diners; logs it and records its change event. */
async function newVersion(
  tx: Db,
  draft: DraftRow,
  content: PageContent,
  stamp: { by: string; at: Date; revision: number; restoredVersion?: number; scheduledBy?: string },
  action: string,
) {
  const latest = await latestVersion(tx, draft.brandKey, draft.pageId);
  const version = (latest?.version ?? 0) + 1;
  await tx.insert(contentVersions).values({
    brandKey: draft.brandKey,
    pageId: draft.pageId,
    version,
    revision: stamp.revision,
    ...content,
    publishedAt: stamp.at,
    publishedBy: stamp.by,
    restoredVersion: stamp.restoredVersion ?? null,
    scheduledBy: stamp.scheduledBy ?? null,
  });
  await showToDiners(tx, draft.brandKey, draft.pageId, content, stamp.at);
  const who = stamp.scheduledBy ?? stamp.by;
  await logOperatorChange(tx, {
    who,
    at: stamp.at,
    action,
    target: `content:${draft.pageId}`,
    before: latest ? { version: latest.version, revision: latest.revision } : null,
    after: {
      version,
      revision: stamp.revision,
      ...(stamp.restoredVersion ? { restoredVersion: stamp.restoredVersion } : {}),
    },
  });
  const event = await recordChange(tx, { kind: 'content', ids: [draft.pageId], actor: who });
  return { version, event };
}

/** Drops a page's pending schedule; answers its job to forget. */
export async function dropSchedule(tx: Db, brandKey: string, pageId: string) {
  const [gone] = await tx
    .delete(contentSchedules)
    .where(where(contentSchedules, brandKey, pageId))
    .returning();
  return gone?.jobId ?? undefined;
}

/**
 * Publishes `revision` of the draft (the current one, else 409) now, or schedules it at `publishAt` (a future
 * instant, else 400; it replaces a pending one). A publish now ends a pending schedule. Content already published
 * answers `changed: false`.
 */
export async function publish(
  database: Database,
  scheduler: ContentScheduler | undefined,
  brandKey: string,
  editor: Editor,
  id: string,
  body: { revision: number; publishAt?: string | undefined },
) {
  const publishAt = body.publishAt === undefined ? undefined : new Date(body.publishAt);
  const done = await database.db.transaction(async (tx) => {
    const draft = await writableDraft(tx, brandKey, id);
    refuseStale(draft, body.revision, CONTENT_MESSAGES.staleRevision);
    if (publishAt && publishAt.getTime() <= editor.now.getTime()) {
      throw new Refused(CONTENT_MESSAGES.scheduleInPast, 'body.publishAt');
    }
    const content = contentOf(draft);
    await refuseProblems(tx, brandKey, draft.pageId, content);
    const latest = await latestVersion(tx, brandKey, draft.pageId);
    if (sameContent(content, latest) && latest) {
      const answer = { id: draft.pageId, version: latest.version, publishAt: null, changed: false };
      return { answer };
    }
    const forget = await dropSchedule(tx, brandKey, draft.pageId);
    if (publishAt) {
      const schedule = {
        brandKey,
        pageId: draft.pageId,
        id: randomUUID(),
        revision: draft.revision,
        publishAt,
        scheduledAt: editor.now,
        scheduledBy: editor.name,
      };
      await tx.insert(contentSchedules).values(schedule);
      await logOperatorChange(tx, {
        who: editor.name,
        at: editor.now,
        action: 'content-schedule',
        target: `content:${draft.pageId}`,
        before: null,
        after: { revision: draft.revision, publishAt: publishAt.toISOString() },
      });
      const answer = { id: draft.pageId, version: null, publishAt: publishAt.toISOString(), changed: true };
      return { answer, schedule, forget };
    }
    const stamp = { by: editor.name, at: editor.now, revision: draft.revision };
    const { version, event } = await newVersion(tx, draft, content, stamp, 'content-publish');
    return { answer: { id: draft.pageId, version, publishAt: null, changed: true }, event, forget };
  });
  if ('forget' in done && done.forget) await scheduler?.forget(done.forget);
  if ('schedule' in done && done.schedule) await scheduler?.queue(done.schedule);
  return done;
}

/**
 * Fires the schedule `scheduleId` (its job's): publishes the revision that was scheduled, even when the draft has
 * changed since. A schedule cancelled or replaced (its id gone) does nothing, and so does one fired twice.
 */
export async function fireSchedule(database: Database, scheduleId: string, now: Date) {
  return database.db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(contentSchedules)
      .where(eq(contentSchedules.id, scheduleId))
      .for('update');
    if (!pending) return undefined;
    await dropSchedule(tx, pending.brandKey, pending.pageId);
    const [draft] = await tx
      .select()
      .from(contentDrafts)
      .where(where(contentDrafts, pending.brandKey, pending.pageId));
    const [saved] = await tx
      .select()
      .from(contentRevisions)
      .where(
        and(
          eq(contentRevisions.brandKey, pending.brandKey),
          eq(contentRevisions.pageId, pending.pageId),
          eq(contentRevisions.revision, pending.revision),
        ),
      );
    if (!draft || draft.removedAt || !saved) return undefined;
    const content = contentOf(saved);
    if (sameContent(content, await latestVersion(tx, pending.brandKey, pending.pageId))) return undefined;
    const stamp = { by: 'schedule', at: now, revision: pending.revision, scheduledBy: pending.scheduledBy };
    return (await newVersion(tx, draft, content, stamp, 'content-publish-scheduled')).event;
  });
}

/** Publishes an earlier version again as a new one; the draft becomes that content (a new revision if it differs). */
export async function rollback(
  database: Database,
  scheduler: ContentScheduler | undefined,
  brandKey: string,
  editor: Editor,
  id: string,
  wanted: number,
) {
  const done = await database.db.transaction(async (tx) => {
    const draft = await writableDraft(tx, brandKey, id);
    const [old] = await tx
      .select()
      .from(contentVersions)
      .where(
        and(
          eq(contentVersions.brandKey, brandKey),
          eq(contentVersions.pageId, draft.pageId),
          eq(contentVersions.version, wanted),
        ),
      );
    if (!old) throw new NotFound(CONTENT_MESSAGES.noSuchVersion(wanted), { field: 'body.version' });
    const content = contentOf(old);
    const latest = await latestVersion(tx, brandKey, draft.pageId);
    if (latest && sameContent(content, latest) && sameContent(content, draft)) {
      return { answer: { id: draft.pageId, version: latest.version, publishAt: null, changed: false } };
    }
    let revision = draft.revision;
    if (!sameContent(content, draft)) {
      revision += 1;
      const saved = { revision, savedAt: editor.now, savedBy: editor.name };
      await tx
        .update(contentDrafts)
        .set({ ...content, ...saved })
        .where(where(contentDrafts, brandKey, draft.pageId));
      await tx.insert(contentRevisions).values({ brandKey, pageId: draft.pageId, ...content, ...saved });
    }
    const forget = await dropSchedule(tx, brandKey, draft.pageId);
    const stamp = { by: editor.name, at: editor.now, revision, restoredVersion: wanted };
    const { version, event } = await newVersion(tx, draft, content, stamp, 'content-rollback');
    return { answer: { id: draft.pageId, version, publishAt: null, changed: true }, event, forget };
  });
  if ('forget' in done && done.forget) await scheduler?.forget(done.forget);
  return done;
}

/** Removes a page: diners get 404 and it leaves the published list; its history is kept. Not the home page. */
export async function removePage(
  database: Database,
  scheduler: ContentScheduler | undefined,
  brandKey: string,
  editor: Editor,
  id: string,
) {
  const done = await database.db.transaction(async (tx) => {
    const [draft] = await tx
      .select()
      .from(contentDrafts)
      .where(where(contentDrafts, brandKey, id.trim().toLowerCase()))
      .for('update');
    if (!draft) throw new NotFound(CONTENT_MESSAGES.notFound(id), { field: 'params.id' });
    if (draft.pageId === 'home') throw new Refused(CONTENT_MESSAGES.homeCannotBeRemoved, 'params.id');
    if (draft.removedAt) return { answer: { id: draft.pageId, removed: true } };
    await tx
      .update(contentDrafts)
      .set({ removedAt: editor.now, removedBy: editor.name })
      .where(where(contentDrafts, brandKey, draft.pageId));
    await tx
      .delete(contentPages)
      .where(and(eq(contentPages.brandKey, brandKey), eq(contentPages.id, draft.pageId)));
    const forget = await dropSchedule(tx, brandKey, draft.pageId);
    await logOperatorChange(tx, {
      who: editor.name,
      at: editor.now,
      action: 'content-remove',
      target: `content:${draft.pageId}`,
      before: { removed: false },
      after: { removed: true },
    });
    const event = await recordChange(tx, { kind: 'content', ids: [draft.pageId], actor: editor.name });
    return { answer: { id: draft.pageId, removed: true }, event, forget };
  });
  if ('forget' in done && done.forget) await scheduler?.forget(done.forget);
  return done;
}

import { CONTENT_MESSAGES, type ContentEditorPage, contentProblems } from '@fittizia/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { DraftProblems, NotFound, RevisionConflict, StateConflict } from '../../../shared/errors.ts';
import { contentDrafts, contentPages, contentSchedules, contentVersions } from '../tables.ts';

/*
 * The content service's records (docs/content.md, "The content service"): a page's draft, its published versions
 * and its pending schedule, read and compared the same way by every call.
 */

/** Who makes a change and when: an operator key's name and the app's clock. */
export interface Editor {
  name: string;
  now: Date;
}

/** What a page holds, as saved and as published. */
export interface PageContent {
  title: string;
  description: string | null;
  tiles: unknown[];
}

export type DraftRow = typeof contentDrafts.$inferSelect;
export type VersionRow = typeof contentVersions.$inferSelect;
export type ScheduleRow = typeof contentSchedules.$inferSelect;

/** A page id as stored: ids are lowercase (contentPageIdProblem). */
export const pageKey = (id: string) => id.trim().toLowerCase();

/** JSON with every object's keys sorted: jsonb hands keys back in its own order, so content is compared by this. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.keys(inner)
            .sort()
            .map((key) => [key, (inner as Record<string, unknown>)[key]]),
        )
      : inner,
  );
}

/** A row that holds a page's content (a draft, a saved revision, a version). */
export interface StoredContent {
  title: string;
  description: string | null;
  tiles: unknown;
}

export const contentOf = (row: StoredContent): PageContent => ({
  title: row.title,
  description: row.description ?? null,
  tiles: Array.isArray(row.tiles) ? row.tiles : [],
});

export const sameContent = (a: StoredContent, b: StoredContent | undefined) =>
  b !== undefined && canonical(contentOf(a)) === canonical(contentOf(b));

/** The draft of a page, locked for the transaction's write when `lock`; undefined when there is no such page. */
export async function draftOf(db: Db, brandKey: string, id: string, lock = false) {
  const query = db
    .select()
    .from(contentDrafts)
    .where(and(eq(contentDrafts.brandKey, brandKey), eq(contentDrafts.pageId, pageKey(id))))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The draft of a page that exists and is not removed (locked), or the refusal. */
export async function writableDraft(db: Db, brandKey: string, id: string): Promise<DraftRow> {
  const draft = await draftOf(db, brandKey, id, true);
  if (!draft) throw new NotFound(CONTENT_MESSAGES.notFound(id), { field: 'params.id' });
  if (draft.removedAt) throw new StateConflict(CONTENT_MESSAGES.removed(draft.pageId));
  return draft;
}

/** The newest published version of a page, or undefined. */
export async function latestVersion(db: Db, brandKey: string, pageId: string) {
  const [row] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.brandKey, brandKey), eq(contentVersions.pageId, pageId)))
    .orderBy(desc(contentVersions.version))
    .limit(1);
  return row;
}

export async function scheduleOf(db: Db, brandKey: string, pageId: string) {
  const [row] = await db
    .select()
    .from(contentSchedules)
    .where(and(eq(contentSchedules.brandKey, brandKey), eq(contentSchedules.pageId, pageId)))
    .limit(1);
  return row;
}

/** The ids of the pages that exist (not removed), for the links' check. */
export async function livePageIds(db: Db, brandKey: string): Promise<string[]> {
  const rows = await db
    .select({ id: contentDrafts.pageId })
    .from(contentDrafts)
    .where(and(eq(contentDrafts.brandKey, brandKey), isNull(contentDrafts.removedAt)));
  return rows.map((r) => r.id);
}

/** Refuses content with a problem (`contentProblems`, the page itself counted among the pages). */
export async function refuseProblems(db: Db, brandKey: string, pageId: string, content: PageContent) {
  const draft = { ...content, description: content.description ?? undefined };
  const problems = contentProblems(draft, { id: pageId, pageIds: await livePageIds(db, brandKey) });
  if (problems.length > 0) throw new DraftProblems(problems);
}

/** Refuses a write based on a revision that is not the draft's now (409 with the revision now). */
export function refuseStale(draft: DraftRow, revision: number, message: string) {
  if (revision !== draft.revision) {
    throw new RevisionConflict(message, {
      revision: draft.revision,
      at: draft.savedAt.toISOString(),
      by: draft.savedBy,
    });
  }
}

/** Makes `content` the page's published version for diners (content_pages). */
export async function showToDiners(db: Db, brandKey: string, pageId: string, content: PageContent, at: Date) {
  const row = { ...content, updatedAt: at };
  await db
    .insert(contentPages)
    .values({ brandKey, id: pageId, ...row })
    .onConflictDoUpdate({ target: [contentPages.brandKey, contentPages.id], set: row });
}

/** A page as the editor opens it. */
export async function editorView(db: Db, draft: DraftRow): Promise<ContentEditorPage> {
  const published = await latestVersion(db, draft.brandKey, draft.pageId);
  const scheduled = await scheduleOf(db, draft.brandKey, draft.pageId);
  return {
    id: draft.pageId,
    draft: {
      title: draft.title,
      ...(draft.description === null ? {} : { description: draft.description }),
      tiles: contentOf(draft).tiles,
      revision: draft.revision,
      at: draft.savedAt.toISOString(),
      by: draft.savedBy,
    },
    published: published
      ? {
          version: published.version,
          revision: published.revision,
          at: published.publishedAt.toISOString(),
          by: published.publishedBy,
        }
      : null,
    scheduled: scheduled
      ? {
          revision: scheduled.revision,
          publishAt: scheduled.publishAt.toISOString(),
          at: scheduled.scheduledAt.toISOString(),
          by: scheduled.scheduledBy,
        }
      : null,
    unpublishedChanges: !sameContent(draft, published),
    removed: draft.removedAt !== null,
  };
}

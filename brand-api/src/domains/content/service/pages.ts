import {
  CONTENT_MESSAGES,
  type ContentEditorPage,
  contentPageIdProblem,
  describeTileChanges,
} from '@fittizia/contract';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Database, Db } from '../../../shared/database.ts';
import { NotFound, Refused, StateConflict } from '../../../shared/errors.ts';
import { contentDrafts, contentRevisions, contentSchedules, contentVersions } from '../tables.ts';
import {
  contentOf,
  draftOf,
  type Editor,
  editorView,
  type PageContent,
  pageKey,
  refuseProblems,
  refuseStale,
  sameContent,
  writableDraft,
} from './records.ts';

/*
 * The editor's calls on drafts (docs/content.md, "The content service"): the list of pages, a page, a new page,
 * saving a draft (each change a new revision, kept for the history) and the history itself.
 */

const iso = (at: Date) => at.toISOString();

/** Every page of the brand, removed ones included, by id. */
export async function listPages(db: Db, brandKey: string) {
  const drafts = await db
    .select()
    .from(contentDrafts)
    .where(eq(contentDrafts.brandKey, brandKey))
    .orderBy(asc(contentDrafts.pageId));
  const versions = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.brandKey, brandKey))
    .orderBy(asc(contentVersions.version));
  const schedules = await db.select().from(contentSchedules).where(eq(contentSchedules.brandKey, brandKey));
  const newest = new Map(versions.map((v) => [v.pageId, v]));
  const pending = new Map(schedules.map((s) => [s.pageId, s]));
  return {
    pages: drafts.map((draft) => {
      const published = newest.get(draft.pageId);
      const times = [draft.savedAt, published?.publishedAt, draft.removedAt].filter((t): t is Date => !!t);
      return {
        id: draft.pageId,
        title: draft.title,
        revision: draft.revision,
        publishedVersion: published?.version ?? null,
        publishAt: pending.has(draft.pageId)
          ? iso((pending.get(draft.pageId) as { publishAt: Date }).publishAt)
          : null,
        unpublishedChanges: !sameContent(draft, published),
        removed: draft.removedAt !== null,
        updatedAt: iso(new Date(Math.max(...times.map((t) => t.getTime())))),
      };
    }),
  };
}

/** A page as the editor opens it (a removed one too: its history is kept). */
export async function openPage(db: Db, brandKey: string, id: string): Promise<ContentEditorPage> {
  const draft = await draftOf(db, brandKey, id);
  if (!draft) throw new NotFound(CONTENT_MESSAGES.notFound(id), { field: 'params.id' });
  return editorView(db, draft);
}

const contentFrom = (body: { title: string; description?: string | undefined; tiles: unknown[] }) => ({
  title: body.title,
  description: body.description ?? null,
  tiles: body.tiles,
});

/** A new page: draft revision 1, nothing public until it is published. */
export async function createPage(
  database: Database,
  brandKey: string,
  editor: Editor,
  body: { id: string; title: string; description?: string | undefined; tiles: unknown[] },
): Promise<ContentEditorPage> {
  const idProblem = contentPageIdProblem(body.id);
  if (idProblem) throw new Refused(idProblem, 'body.id');
  const content = contentFrom(body);
  return database.db.transaction(async (tx) => {
    if (await draftOf(tx, brandKey, body.id)) throw new StateConflict(CONTENT_MESSAGES.exists(body.id));
    await refuseProblems(tx, brandKey, body.id, content);
    const saved = { revision: 1, savedAt: editor.now, savedBy: editor.name };
    const [draft] = await tx
      .insert(contentDrafts)
      .values({ brandKey, pageId: body.id, ...content, ...saved })
      .returning();
    await tx.insert(contentRevisions).values({ brandKey, pageId: body.id, ...content, ...saved });
    return editorView(tx, draft as NonNullable<typeof draft>);
  });
}

/**
 * Saves the draft: refused (409) when `baseRevision` is not the draft's revision now, and (400) while a problem
 * remains; the same content again is no new revision (`changed: false`).
 */
export async function saveDraft(
  database: Database,
  brandKey: string,
  editor: Editor,
  id: string,
  body: { baseRevision: number; title: string; description?: string | undefined; tiles: unknown[] },
) {
  const content: PageContent = contentFrom(body);
  return database.db.transaction(async (tx) => {
    const draft = await writableDraft(tx, brandKey, id);
    refuseStale(draft, body.baseRevision, CONTENT_MESSAGES.conflict);
    await refuseProblems(tx, brandKey, draft.pageId, content);
    if (sameContent(draft, content)) {
      return {
        id: draft.pageId,
        revision: draft.revision,
        at: iso(draft.savedAt),
        by: draft.savedBy,
        changed: false,
      };
    }
    const saved = { revision: draft.revision + 1, savedAt: editor.now, savedBy: editor.name };
    await tx
      .update(contentDrafts)
      .set({ ...content, ...saved })
      .where(and(eq(contentDrafts.brandKey, brandKey), eq(contentDrafts.pageId, draft.pageId)));
    await tx.insert(contentRevisions).values({ brandKey, pageId: draft.pageId, ...content, ...saved });
    return {
      id: draft.pageId,
      revision: saved.revision,
      at: iso(editor.now),
      by: editor.name,
      changed: true,
    };
  });
}

/** The published versions, newest first, and the saves since the last publish, each against the one before. */
export async function pageHistory(db: Db, brandKey: string, id: string) {
  const draft = await draftOf(db, brandKey, id);
  if (!draft) throw new NotFound(CONTENT_MESSAGES.notFound(id), { field: 'params.id' });
  const pageId = draft.pageId;
  const versions = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.brandKey, brandKey), eq(contentVersions.pageId, pageId)))
    .orderBy(asc(contentVersions.version));
  const since = versions.at(-1)?.revision ?? 0;
  // The save before the first one listed too, to compare it with.
  const revisions = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.brandKey, brandKey),
        eq(contentRevisions.pageId, pageId),
        gt(contentRevisions.revision, Math.max(0, since - 1)),
      ),
    )
    .orderBy(asc(contentRevisions.revision));
  const withDescription = (c: PageContent) => ({ ...c, description: c.description ?? undefined });
  return {
    id: pageId,
    versions: versions
      .map((v, i) => {
        const before = versions[i - 1];
        return {
          version: v.version,
          revision: v.revision,
          at: iso(v.publishedAt),
          by: v.publishedBy,
          ...(v.restoredVersion === null ? {} : { restoredVersion: v.restoredVersion }),
          ...(v.scheduledBy === null ? {} : { scheduledBy: v.scheduledBy }),
          title: v.title,
          changes: describeTileChanges(
            before ? withDescription(contentOf(before)) : undefined,
            withDescription(contentOf(v)),
          ),
        };
      })
      .reverse(),
    drafts: revisions
      .map((r, i) => ({ r, before: revisions[i - 1] }))
      .filter(({ r }) => r.revision > since)
      .map(({ r, before }) => ({
        revision: r.revision,
        at: iso(r.savedAt),
        by: r.savedBy,
        changes: describeTileChanges(
          before ? withDescription(contentOf(before)) : undefined,
          withDescription(contentOf(r)),
        ),
      }))
      .reverse(),
  };
}

/** A revision of the draft, as it was saved. */
export async function revisionOf(db: Db, brandKey: string, pageId: string, revision: number) {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.brandKey, brandKey),
        eq(contentRevisions.pageId, pageKey(pageId)),
        eq(contentRevisions.revision, revision),
      ),
    )
    .limit(1);
  return row;
}

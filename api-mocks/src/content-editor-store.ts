import { type ContentEditorPage, describeTileChanges } from '@fittizia/contract';
import { type ContentSeedPage, contentSeedPages } from './content-editor-fixtures.ts';

/*
 * The content service's state for the mocks: each page's saves (revisions), its published versions and a waiting
 * schedule, kept in memory. A story or a test makes its own store and resets it, so every run starts from the seed.
 */

export interface PageContent {
  title: string;
  description?: string;
  tiles: unknown[];
}
export interface Revision extends PageContent {
  revision: number;
  at: string;
  by: string;
}
export interface Version extends PageContent {
  version: number;
  revision: number;
  at: string;
  by: string;
  restoredVersion?: number;
  scheduledBy?: string;
}
export interface PageState {
  id: string;
  revisions: Revision[];
  versions: Version[];
  scheduled: { revision: number; publishAt: string; at: string; by: string } | null;
  removed: boolean;
}

export interface ContentEditorStore {
  now: () => Date;
  pages: Map<string, PageState>;
  /** Back to the seed (a story's `beforeEach`). */
  reset(): void;
}

const content = ({ title, description, tiles }: PageContent): PageContent => ({
  title,
  ...(description === undefined ? {} : { description }),
  tiles: structuredClone(tiles),
});

const HOUR = 3_600_000;

function seedPage(seed: ContentSeedPage, now: Date): PageState {
  const published = seed.published ?? [];
  const steps = published.length + (seed.draftIsPublished ? 0 : 1);
  const stamp = (i: number) => new Date(now.getTime() - (steps - i) * 24 * HOUR).toISOString();
  const revisions: Revision[] = [];
  const versions: Version[] = [];
  published.forEach((page, i) => {
    const revision = { ...content(page), revision: i + 1, at: stamp(i), by: 'editor-anna' };
    revisions.push(revision);
    if (!(seed.draftIsPublished && i === published.length - 1)) {
      versions.push({ ...content(page), version: i + 1, revision: i + 1, at: stamp(i), by: 'publisher-ben' });
    }
  });
  const draft = {
    ...content(seed),
    revision: revisions.length + 1,
    at: stamp(published.length),
    by: 'editor-anna',
  };
  if (seed.draftIsPublished) revisions.pop();
  revisions.push(draft);
  if (seed.draftIsPublished) {
    versions.push({
      ...content(seed),
      version: versions.length + 1,
      revision: draft.revision,
      at: draft.at,
      by: 'publisher-ben',
    });
  }
  return { id: seed.id, revisions, versions, scheduled: null, removed: false };
}

/** A store over `seed` (the mocks' own pages unless given); `now` is the clock the schedules are read with. */
export function createContentEditorStore(
  options: { seed?: ContentSeedPage[]; now?: () => Date } = {},
): ContentEditorStore {
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? contentSeedPages;
  const store: ContentEditorStore = {
    now,
    pages: new Map(),
    reset() {
      store.pages = new Map(seed.map((page) => [page.id, seedPage(page, now())]));
    },
  };
  store.reset();
  return store;
}

export const draftOf = (page: PageState): Revision => page.revisions[page.revisions.length - 1] as Revision;
export const latestVersion = (page: PageState): Version | undefined =>
  page.versions[page.versions.length - 1];

const same = (a: PageContent, b: PageContent) => JSON.stringify(content(a)) === JSON.stringify(content(b));

/** Publishes `revision` as a new version (or answers that it already is the published one). */
export function publish(
  page: PageState,
  revision: Revision,
  who: { by: string; at: string; restoredVersion?: number; scheduledBy?: string },
): { version: number; changed: boolean } {
  const latest = latestVersion(page);
  if (latest && latest.revision === revision.revision && who.restoredVersion === undefined) {
    return { version: latest.version, changed: false };
  }
  const version = (latest?.version ?? 0) + 1;
  page.versions.push({
    ...content(revision),
    version,
    revision: revision.revision,
    at: who.at,
    by: who.by,
    ...(who.restoredVersion === undefined ? {} : { restoredVersion: who.restoredVersion }),
    ...(who.scheduledBy === undefined ? {} : { scheduledBy: who.scheduledBy }),
  });
  return { version, changed: true };
}

/** Saves a new revision of the draft, unless it is exactly the draft already. */
export function saveRevision(page: PageState, next: PageContent, who: { by: string; at: string }) {
  const draft = draftOf(page);
  if (same(draft, next)) return { revision: draft, changed: false };
  const revision = { ...content(next), revision: draft.revision + 1, ...who };
  page.revisions.push(revision);
  return { revision, changed: true };
}

/** A schedule whose time has come publishes itself (the brand API's pg-boss job), read before every answer. */
export function fireDueSchedules(store: ContentEditorStore): void {
  const now = store.now();
  for (const page of store.pages.values()) {
    const due = page.scheduled;
    if (!due || new Date(due.publishAt) > now) continue;
    const revision = page.revisions.find((r) => r.revision === due.revision);
    page.scheduled = null;
    if (revision) publish(page, revision, { by: due.by, at: due.publishAt, scheduledBy: due.by });
  }
}

/** The page as the editor opens it (contract `contentEditorPage`). */
export function pageView(page: PageState): ContentEditorPage {
  const draft = draftOf(page);
  const latest = latestVersion(page);
  return {
    id: page.id,
    draft: {
      title: draft.title,
      ...(draft.description === undefined ? {} : { description: draft.description }),
      tiles: structuredClone(draft.tiles),
      revision: draft.revision,
      at: draft.at,
      by: draft.by,
    },
    published: latest
      ? { version: latest.version, revision: latest.revision, at: latest.at, by: latest.by }
      : null,
    scheduled: page.scheduled ? { ...page.scheduled } : null,
    unpublishedChanges: !latest || !same(latest, draft),
    removed: page.removed,
  };
}

/** The page's versions newest first, and its saves since the newest version (contract `contentHistoryResponse`). */
export function historyView(page: PageState) {
  const versions = page.versions.map((v, i) => ({
    version: v.version,
    revision: v.revision,
    at: v.at,
    by: v.by,
    ...(v.restoredVersion === undefined ? {} : { restoredVersion: v.restoredVersion }),
    ...(v.scheduledBy === undefined ? {} : { scheduledBy: v.scheduledBy }),
    title: v.title,
    changes: describeTileChanges(page.versions[i - 1], v),
  }));
  const since = latestVersion(page)?.revision ?? 0;
  const drafts = page.revisions
    .map((r, i) => ({ r, before: page.revisions[i - 1] }))
    .filter(({ r }) => r.revision > since)
    .map(({ r, before }) => ({
      revision: r.revision,
      at: r.at,
      by: r.by,
      changes: describeTileChanges(before, r),
    }));
  return { id: page.id, versions: versions.reverse(), drafts: drafts.reverse() };
}

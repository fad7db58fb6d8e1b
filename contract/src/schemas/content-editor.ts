import {
  CONTENT_DESCRIPTION_MAX,
  CONTENT_PAGE_ID_MAX,
  CONTENT_TILES_MAX,
  CONTENT_TITLE_MAX,
} from '../content-editor.ts';
import { z } from '../zod.ts';
import { idParam, requestObject, responseObject } from './common.ts';
import { contentPage } from './content.ts';

/*
 * The content service's editor calls (docs/content.md), under `/api/ops/content/`: an operator's key with the
 * `content` role (an editor: reads, saves drafts, makes preview links) or the `publisher` role (an editor who also
 * publishes, schedules, rolls back and removes). The page builder calls them from the Storybook origin the content
 * service allows (CONTENT_EDITOR_ORIGINS); the site's `/api` never forwards them.
 *
 * A page has one draft, changed by saving (each save is a new `revision`), and a list of published versions
 * (`version` 1, 2, ...). Publishing copies a revision of the draft into a new version; a rollback copies an earlier
 * version into a new one. A draft's tiles are checked by `contentProblems` (content-editor.ts), not by these schemas,
 * so that every problem is reported in an editor's words with its path.
 */

const isoInstant = z.iso.datetime({ offset: true });
const count = z.number().check(z.int(), z.gte(0));
const positive = z.number().check(z.int(), z.gte(1));

export const contentEditorPageParams = requestObject({ id: idParam });

/** Who a key is: its name and role (the page builder shows the publisher's buttons to a publisher only). */
export const contentWhoAmIResponse = responseObject({
  name: z.string(),
  role: z.enum(['content', 'publisher']),
});

/** A problem of a draft: its path (`['tiles', 2, 'image']`) and an editor's words. */
export const contentProblem = responseObject({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});

/** A tile's change between two versions (content-editor.ts `describeTileChanges`). */
export const tileChange = responseObject({
  tile: count,
  tileId: z.optional(z.string()),
  change: z.enum(['added', 'removed', 'changed', 'moved']),
  fields: z.optional(z.array(z.string())),
  summary: z.string(),
});

/** Who did something and when: the name of the operator key. */
const stamp = { at: isoInstant, by: z.string() };

/** A page as the editor opens it: its draft, what is published, what is scheduled. */
export const contentEditorPage = responseObject({
  id: z.string(),
  /** The draft (always present: a page is created as a draft). */
  draft: responseObject({
    title: z.string(),
    description: z.optional(z.string()),
    tiles: z.array(z.unknown()),
    /** Sent back with the next save and with publish: a save on an older revision is refused (409). */
    revision: positive,
    ...stamp,
  }),
  /** The newest published version, or null when the page has never been published. */
  published: z.nullable(responseObject({ version: positive, revision: positive, ...stamp })),
  /** A publish waiting for its time, or null. */
  scheduled: z.nullable(responseObject({ revision: positive, publishAt: isoInstant, ...stamp })),
  /** True when the draft differs from the published version (there is something to publish). */
  unpublishedChanges: z.boolean(),
  /** A removed page answers 404 to diners and leaves the sitemap; its history is kept. */
  removed: z.boolean(),
});
export type ContentEditorPage = z.infer<typeof contentEditorPage>;

/** Every page the editor may open, removed ones included. */
export const contentEditorPagesResponse = responseObject({
  pages: z.array(
    responseObject({
      id: z.string(),
      title: z.string(),
      revision: positive,
      publishedVersion: z.nullable(positive),
      publishAt: z.nullable(isoInstant),
      unpublishedChanges: z.boolean(),
      removed: z.boolean(),
      updatedAt: isoInstant,
    }),
  ),
});

/** A new page, created as a draft (revision 1): nothing is public until it is published. */
export const contentCreatePageRequest = requestObject({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(CONTENT_PAGE_ID_MAX)),
  title: z.string().check(z.maxLength(CONTENT_TITLE_MAX)),
  description: z.optional(z.string().check(z.maxLength(CONTENT_DESCRIPTION_MAX))),
  tiles: z._default(z.array(z.unknown()).check(z.maxLength(CONTENT_TILES_MAX)), []),
});

/**
 * Saves the draft. `baseRevision` is the revision the editor opened: when the draft has been saved since, the save
 * is refused with 409 and nothing changes. Refused with 400 and `problems` while a problem remains.
 */
export const contentSaveDraftRequest = requestObject({
  baseRevision: positive,
  title: z.string().check(z.maxLength(CONTENT_TITLE_MAX)),
  description: z.optional(z.string().check(z.maxLength(CONTENT_DESCRIPTION_MAX))),
  tiles: z.array(z.unknown()).check(z.maxLength(CONTENT_TILES_MAX)),
});

export const contentSaveDraftResponse = responseObject({
  id: z.string(),
  revision: positive,
  ...stamp,
  /** False when the draft was already exactly this (saving twice). */
  changed: z.boolean(),
});

/** The body of a 400 refusal of a draft (or of publishing one): the message and every problem. */
export const contentProblemsAnswer = responseObject({
  message: z.string(),
  problems: z.array(contentProblem),
});

/** The body of a 409: the message, and the revision now current with who saved it when. */
export const contentConflictAnswer = responseObject({
  message: z.string(),
  revision: positive,
  ...stamp,
});

/**
 * Publishes `revision` of the draft (which must be the current one, else 409) now, or at `publishAt` (a future
 * instant; a past one is refused with 400). A second schedule replaces the first.
 */
export const contentPublishRequest = requestObject({
  revision: positive,
  publishAt: z.optional(isoInstant),
});

export const contentPublishResponse = responseObject({
  id: z.string(),
  /** The new version, or null when the publish is scheduled. */
  version: z.nullable(positive),
  publishAt: z.nullable(isoInstant),
  /** False when this revision was already the published version (publishing twice). */
  changed: z.boolean(),
});

export const contentCancelScheduleResponse = responseObject({ id: z.string(), cancelled: z.boolean() });

/** Publishes an earlier version again, as a new version (the draft becomes that content too). */
export const contentRollbackRequest = requestObject({ version: positive });

/** The page's published versions, newest first, and its saves since the last publish. */
export const contentHistoryResponse = responseObject({
  id: z.string(),
  versions: z.array(
    responseObject({
      version: positive,
      revision: positive,
      ...stamp,
      /** Set on a rollback: the version it restored. */
      restoredVersion: z.optional(positive),
      /** Set when a scheduled publish made it: who scheduled it. */
      scheduledBy: z.optional(z.string()),
      title: z.string(),
      /** Against the version before it (all tiles `added` for version 1). */
      changes: z.array(tileChange),
    }),
  ),
  drafts: z.array(
    responseObject({
      revision: positive,
      ...stamp,
      changes: z.array(tileChange),
    }),
  ),
});

export const contentRemoveResponse = responseObject({ id: z.string(), removed: z.boolean() });

/** A preview link for the site, for the editor whose key asks; `path` is where it opens (default `/`). */
export const contentPreviewLinkRequest = requestObject({
  path: z._default(z.optional(z.string().check(z.regex(/^\/[^\s]*$/), z.maxLength(500))), '/'),
});

export const contentPreviewLinkResponse = responseObject({
  /** The site's `/preview?token=...&to=...` address. */
  url: z.string(),
  token: z.string(),
  expiresAt: isoInstant,
});

/* ------------------------------------------------------------- the site's server (never a browser) */

/** A preview token as the site's server got it from its cookie. */
export const contentPreviewTokenRequest = requestObject({
  token: z.string().check(z.minLength(1), z.maxLength(1000)),
});

/** A valid preview token: whose it is and until when. */
export const contentPreviewSession = responseObject({ editor: z.string(), expiresAt: isoInstant });

/** A page's draft, for a valid preview token; the answer of `contentPage` plus the draft's revision. */
export const contentPreviewPageRequest = requestObject({
  token: z.string().check(z.minLength(1), z.maxLength(1000)),
  id: idParam,
});
export const contentPreviewPage = z.extend(contentPage, { revision: positive });

/** The published, not removed pages (the sitemap's and the link check's list). */
export const contentPagesResponse = responseObject({
  pages: z.array(responseObject({ id: z.string(), updatedAt: isoInstant })),
});

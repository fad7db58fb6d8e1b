import { type ChangeEvent, CONTENT_MESSAGES } from '@fittizia/contract';
import { asc, eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Database } from '../../shared/database.ts';
import { PreviewRefused } from '../../shared/errors.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import { keyInForce } from '../operations/index.ts';
import { createPage, listPages, openPage, pageHistory, saveDraft } from './service/pages.ts';
import { checkPreviewToken, type PreviewSettings, previewLink, previewPage } from './service/preview.ts';
import { type ContentScheduler, publish, removePage, rollback } from './service/publishing.ts';
import { cancelSchedule } from './service/schedules.ts';
import { contentPageOf, settingsOf } from './service.ts';
import { contentPages } from './tables.ts';

/** The content service's editor calls, under the operators' API (its key check, rate limit and roles). */
export const CONTENT_EDITOR_PATH = '/api/ops/content/';

export interface ContentOptions {
  now: () => Date;
  /** Preview links and tokens (CONTENT_PREVIEW_SECRET, CONTENT_PREVIEW_MINUTES, SITE_URL). */
  preview: PreviewSettings;
  /** The scheduled publishes' queue; without one a schedule waits for the next start of one. */
  scheduler?: ContentScheduler;
  /**
   * The brand whose pages the editor calls read and write: they carry an operator's key, not a brand's token (the
   * first of BRAND_KEYS).
   */
  editorBrandKey: string;
  /** Told of each change event a call recorded, once committed (the app's read cache drops what it names). */
  onChange?: (event: ChangeEvent) => void;
}

/**
 * CORS on the editor calls for the page builder's origins only (CONTENT_EDITOR_ORIGINS): a preflight from one is
 * answered with the methods and headers it may use; a call from any other origin gets no CORS header and is refused
 * (403). A call without an Origin (the command line, a server) is not a browser's and goes on. Mounted before the
 * operators' key check, so a preflight (which carries no key) is answered.
 */
export function contentEditorCors(app: Hono<AppEnv>, origins: readonly string[]): void {
  const allowed = new Set(origins);
  const answer = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    allowHeaders: ['Authorization', 'Content-Type'],
    maxAge: 600,
  });
  app.use(`${CONTENT_EDITOR_PATH}*`, async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined) return next();
    if (!allowed.has(origin)) return c.json({ message: CONTENT_MESSAGES.originRefused }, 403);
    return answer(c, next);
  });
}

/** Content calls of spec 7.4 served from the database, and the content service's editor calls. */
export function contentModule(app: Hono<AppEnv>, database: Database, options: ContentOptions): void {
  const editor = (c: Context<AppEnv>) => ({ name: c.get('operator').name, now: options.now() });
  const told = (done: { answer: object; event?: ChangeEvent }) => {
    if (done.event) options.onChange?.(done.event);
    return done.answer as never;
  };
  const { scheduler } = options;
  const editorBrand = options.editorBrandKey;

  mount(app, database, 'brandSettings', async ({ brandKey }) => {
    const row = await settingsOf(database.db, brandKey);
    if (!row) throw new HttpError(404, 'Settings is not defined');
    return row.settings as never;
  });

  mount(app, database, 'contentPage', async ({ brandKey, params }) => {
    const page = await contentPageOf(database.db, brandKey, params.id);
    if (!page) throw new HttpError(404, `No content page "${params.id}"`);
    return {
      id: page.id,
      title: page.title,
      ...(page.description ? { description: page.description } : {}),
      tiles: page.tiles as never,
    };
  });

  mount(app, database, 'publishedContentPages', async ({ brandKey }) => {
    const rows = await database.db
      .select({ id: contentPages.id, updatedAt: contentPages.updatedAt })
      .from(contentPages)
      .where(eq(contentPages.brandKey, brandKey))
      .orderBy(asc(contentPages.id));
    return { pages: rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() })) };
  });

  // A preview link works while the key of the editor who made it is in force: revoking the key ends its previews.
  const session = async (token: string) => {
    const found = checkPreviewToken(options.preview.secret, token, options.now());
    if (!(await keyInForce(database.db, found.editor)))
      throw new PreviewRefused(CONTENT_MESSAGES.previewInvalid);
    return found;
  };
  mount(app, database, 'contentPreviewSession', ({ body }) => session(body.token));
  mount(app, database, 'contentPreviewPage', async ({ brandKey, body }) => {
    await session(body.token);
    const page = await previewPage(
      database.db,
      brandKey,
      options.preview,
      body.token,
      body.id,
      options.now(),
    );
    return page as never;
  });

  // The editor's calls: the operators' key check has run (operations/routes.ts), with its role rule.
  mount(app, database, 'opsContentWhoAmI', ({ c }) => {
    const { name, role } = c.get('operator');
    return { name, role: role as 'content' | 'publisher' };
  });
  mount(app, database, 'opsContentPages', () => listPages(database.db, editorBrand));
  mount(app, database, 'opsContentCreatePage', ({ c, body }) =>
    createPage(database, editorBrand, editor(c), body),
  );
  mount(app, database, 'opsContentPage', ({ params }) => openPage(database.db, editorBrand, params.id));
  mount(app, database, 'opsContentSaveDraft', ({ c, params, body }) =>
    saveDraft(database, editorBrand, editor(c), params.id, body),
  );
  mount(app, database, 'opsContentPublish', async ({ c, params, body }) =>
    told(await publish(database, scheduler, editorBrand, editor(c), params.id, body)),
  );
  mount(app, database, 'opsContentCancelSchedule', ({ c, params }) =>
    cancelSchedule(database, scheduler, editorBrand, editor(c), params.id),
  );
  mount(
    app,
    database,
    'opsContentHistory',
    async ({ params }) => (await pageHistory(database.db, editorBrand, params.id)) as never,
  );
  mount(app, database, 'opsContentRollback', async ({ c, params, body }) =>
    told(await rollback(database, scheduler, editorBrand, editor(c), params.id, body.version)),
  );
  mount(app, database, 'opsContentRemove', async ({ c, params }) =>
    told(await removePage(database, scheduler, editorBrand, editor(c), params.id)),
  );
  mount(app, database, 'opsContentPreviewLink', ({ c, body }) =>
    previewLink(options.preview, c.get('operator').name, body.path, options.now()),
  );
}

import type { Hono } from 'hono';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import { contentPageOf, settingsOf } from './service.ts';

/** Content calls of spec 7.4 served from the database. */
export function contentModule(app: Hono<AppEnv>, database: Database): void {
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
}

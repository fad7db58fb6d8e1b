import { and, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, HttpError, mount } from '../../shared/http.ts';
import { brandSettings, contentPages } from './tables.ts';

/** Content calls of spec 7.4 served from the database. */
export function contentModule(app: Hono<AppEnv>, database: Database): void {
  mount(app, database, 'brandSettings', async ({ brandKey }) => {
    const rows = await database.db
      .select()
      .from(brandSettings)
      .where(eq(brandSettings.brandKey, brandKey))
      .limit(1);
    if (!rows[0]) throw new HttpError(404, 'Settings is not defined');
    return rows[0].settings as never;
  });

  mount(app, database, 'contentPage', async ({ brandKey, params }) => {
    const rows = await database.db
      .select()
      .from(contentPages)
      .where(and(eq(contentPages.brandKey, brandKey), eq(contentPages.id, params.id.toLowerCase())))
      .limit(1);
    const page = rows[0];
    if (!page) throw new HttpError(404, `No content page "${params.id}"`);
    return {
      id: page.id,
      title: page.title,
      ...(page.description ? { description: page.description } : {}),
      tiles: page.tiles as never,
    };
  });
}

import { asc } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Database } from '../../shared/database.ts';
import { type AppEnv, mount } from '../../shared/http.ts';
import { socialMedia } from './tables.ts';

/** GET /api/social/insta/media (7.8): the brand's photo feed, newest first, from the seeded posts. */
export function socialModule(app: Hono<AppEnv>, database: Database): void {
  mount(app, database, 'instaMedia', async () => {
    const rows = await database.db.select().from(socialMedia).orderBy(asc(socialMedia.position));
    return {
      status: 200,
      data: rows.map((m) => ({
        id: m.id,
        caption: m.caption,
        media_type: m.mediaType,
        media_url: m.mediaUrl,
        thumbnail_url: m.thumbnailUrl,
        permalink: m.permalink,
        timestamp: m.postedAt.toISOString(),
      })),
    };
  });
}

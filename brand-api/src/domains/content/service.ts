import { and, eq } from 'drizzle-orm';
import type { Db } from '../../shared/database.ts';
import { brandSettings, contentPages } from './tables.ts';

/** The brand's settings row, or undefined when it has none. */
export async function settingsOf(db: Db, brandKey: string) {
  const [row] = await db.select().from(brandSettings).where(eq(brandSettings.brandKey, brandKey)).limit(1);
  return row;
}

/** A content page of the brand by id, case-insensitively, or undefined. */
export async function contentPageOf(db: Db, brandKey: string, id: string) {
  const [page] = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.brandKey, brandKey), eq(contentPages.id, id.toLowerCase())))
    .limit(1);
  return page;
}

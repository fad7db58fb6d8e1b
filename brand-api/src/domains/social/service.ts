import { asc } from 'drizzle-orm';
import type { Db } from '../../shared/database.ts';
import { socialMedia } from './tables.ts';

/** The brand's photo feed in its order, from the seeded posts. */
export function photoFeed(db: Db) {
  return db.select().from(socialMedia).orderBy(asc(socialMedia.position));
}

import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../../shared/database.ts';
import { type GeoData, loadGeoData } from '../geo/data.ts';
import { geoOutcodes, geoPlaces, geoSectors, seedState } from '../tables.ts';

const STATE_NAME = 'uk-geo';
const BATCH_ROWS = 10_000;

/**
 * Bulk insert: each batch is one statement with a single JSON parameter that PostgreSQL
 * expands with json_populate_recordset (far fewer bound parameters than a multi-row VALUES).
 */
async function insertInBatches<T extends PgTable>(
  tx: Pick<Db, 'execute'>,
  table: T,
  rows: T['$inferInsert'][],
): Promise<void> {
  const name = getTableName(table);
  const columns = Object.entries(getTableColumns(table));
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    const batch = rows
      .slice(i, i + BATCH_ROWS)
      .map((row) =>
        Object.fromEntries(
          columns.map(([key, col]) => [col.name, (row as Record<string, unknown>)[key] ?? null]),
        ),
      );
    const list = sql.raw(columns.map(([, col]) => `"${col.name}"`).join(', '));
    await tx.execute(
      sql`INSERT INTO ${sql.identifier(name)} (${list}) SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(name)}, ${JSON.stringify(batch)}::json)`,
    );
  }
}

/**
 * Loads the shipped UK geodata (outcodes, sectors, places). Idempotent and cheap when
 * nothing changed: the loaded version is recorded in `seed_state` and a matching version
 * (with every table filled) skips the load. Otherwise the three tables are replaced in one
 * transaction with multi-row inserts. Returns true when it loaded.
 */
export async function seedGeo(database: Database, data: GeoData = loadGeoData()): Promise<boolean> {
  const { db } = database;
  const state = await db.select().from(seedState).where(eq(seedState.name, STATE_NAME)).limit(1);
  if (state[0]?.version === data.version) {
    const [row] = await db
      .select({
        outcodes: sql<number>`(SELECT count(*)::int FROM geo_outcodes)`,
        sectors: sql<number>`(SELECT count(*)::int FROM geo_sectors)`,
        places: sql<number>`(SELECT count(*)::int FROM geo_places)`,
      })
      .from(seedState)
      .limit(1);
    if (
      row?.outcodes === data.outcodes.length &&
      row.sectors === data.sectors.length &&
      row.places === data.places.length
    ) {
      return false;
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(geoPlaces);
    await tx.delete(geoSectors);
    await tx.delete(geoOutcodes);
    await insertInBatches(tx, geoOutcodes, data.outcodes);
    await insertInBatches(tx, geoSectors, data.sectors);
    await insertInBatches(tx, geoPlaces, data.places);
    await tx
      .insert(seedState)
      .values({ name: STATE_NAME, version: data.version })
      .onConflictDoUpdate({
        target: seedState.name,
        set: { version: data.version, loadedAt: sql`now()` },
      });
  });
  return true;
}

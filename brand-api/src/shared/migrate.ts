import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './database.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations', import.meta.url));

export interface Migration {
  version: string;
  sql: string;
}

export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ version: f.replace(/\.sql$/, ''), sql: readFileSync(`${dir}/${f}`, 'utf8') }));
}

/**
 * The advisory lock the migrations and the seed run under (`Database.exclusive`): brand-API processes starting
 * together on one PostgreSQL database take turns, so each migration runs once and the second process finds it done.
 */
export const MIGRATION_LOCK_KEY = 0x66_69_74_74_69_7a_69_61n; // 'fittizia'

/**
 * Applies each versioned migration once, in order, each in its own transaction, and
 * records it in `schema_migrations`, under the migrations' lock. Returns the versions applied by this call.
 */
export async function migrate(database: Database, migrations = loadMigrations()): Promise<string[]> {
  return database.exclusive(MIGRATION_LOCK_KEY, () => applyMigrations(database, migrations));
}

async function applyMigrations(database: Database, migrations: Migration[]): Promise<string[]> {
  await database.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const rows = await database.db.execute<{ version: string }>(sql`SELECT version FROM schema_migrations`);
  const done = new Set((rows as unknown as { rows: { version: string }[] }).rows.map((r) => r.version));
  const applied: string[] = [];
  for (const m of migrations) {
    if (done.has(m.version)) continue;
    await database.transaction(async (exec) => {
      await exec(m.sql);
      await exec(`INSERT INTO schema_migrations (version) VALUES ('${m.version.replace(/'/g, "''")}')`);
    });
    applied.push(m.version);
  }
  return applied;
}

import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** Queries name their tables (each domain's `tables.ts`); the relational query API is not used. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(sqlText: string): Promise<void>;
  /** Runs `fn` inside one transaction on one connection. */
  transaction<T>(fn: (exec: (sqlText: string) => Promise<void>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseConfig = { databaseUrl: string } | { dataDir: string } | { memory: true };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ('databaseUrl' in config) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle client that loses its connection (server restart, DROP DATABASE ... FORCE) emits
    // 'error' on the pool; without a listener that would crash the process. The pool drops it.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async exec(sqlText) {
        await pool.query(sqlText);
      },
      async transaction(fn) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await fn(async (s) => {
            await client.query(s);
          });
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  // btree_gist backs the bookings' exclusion constraint (migration 0005); PostgreSQL ships it as a contrib module.
  const options: PGliteOptions = { extensions: { btree_gist } };
  let client: PGlite;
  if ('dataDir' in config) {
    mkdirSync(config.dataDir, { recursive: true });
    client = await PGlite.create(config.dataDir, options);
  } else {
    client = await PGlite.create(options);
  }
  const db = drizzlePglite(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    async transaction(fn) {
      return client.transaction(async (tx) =>
        fn(async (s) => {
          await tx.exec(s);
        }),
      );
    },
    close: () => client.close(),
  };
}

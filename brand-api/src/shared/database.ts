import { mkdirSync } from 'node:fs';
import { PGlite, type PGliteOptions, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
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
  /**
   * Runs `fn` while holding PostgreSQL's session advisory lock `key` (`pg_advisory_lock`, on a connection of its
   * own), so that processes sharing the database run it one at a time. PGlite has one process: `fn` just runs.
   */
  exclusive<T>(key: bigint, fn: () => Promise<T>): Promise<T>;
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
      async exclusive(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [key.toString()]);
          try {
            return await fn();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1)', [key.toString()]);
          }
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
  Object.assign(client.parsers, DRIZZLE_PARSERS);
  const db = drizzlePglite(leanParsers(client)) as unknown as Db;
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
    exclusive: (_key, fn) => fn(),
    close: () => client.close(),
  };
}

/**
 * The parsers drizzle hands PGlite with every query: dates, times and intervals (and their arrays) as the
 * text PostgreSQL sends, which drizzle's columns map themselves.
 */
const keepText = (value: string) => value;
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

/**
 * PGlite merges per-query parsers into its table of several hundred (one per array type) on every query: a
 * copy that was an eighth of the CPU of a booking create under load. The client's own table is set to
 * drizzle's parsers once (above), and the client drizzle holds passes queries on without them.
 */
function leanParsers(client: PGlite): PGlite {
  const lean = (options?: QueryOptions): QueryOptions | undefined => {
    if (!options?.parsers) return options;
    const { parsers: _same, ...rest } = options;
    return rest;
  };
  const leanTx = (tx: Transaction): Transaction => ({
    query: (text, params, options) => tx.query(text, params, lean(options)),
    sql: (strings, ...params) => tx.sql(strings, ...params),
    exec: (text, options) => tx.exec(text, lean(options)),
    rollback: () => tx.rollback(),
    listen: (channel, callback) => tx.listen(channel, callback),
    get closed() {
      return tx.closed;
    },
  });
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) =>
          target.query(text, params, lean(options));
      }
      if (prop === 'transaction') {
        return <T>(fn: (tx: Transaction) => Promise<T>) => target.transaction((tx) => fn(leanTx(tx)));
      }
      const value = Reflect.get(target, prop);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

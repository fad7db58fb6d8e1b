import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/database.ts';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** Why the kind cannot run here, or undefined when it can. */
  unavailable?: string;
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
}

const adminUrl = process.env.TEST_DATABASE_URL;

/**
 * PGlite always runs. PostgreSQL runs when TEST_DATABASE_URL names a server (CI starts one);
 * under CI its absence is a failure, never a silent skip.
 */
export const testDatabases: TestDatabaseKind[] = [
  {
    name: 'pglite',
    async open() {
      const database = await openDatabase({ memory: true });
      return { database, dispose: () => database.close() };
    },
  },
  {
    name: 'postgres',
    ...(adminUrl ? {} : { unavailable: 'TEST_DATABASE_URL is not set' }),
    async open() {
      if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL integration tests');
      const dbName = `brand_api_test_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      const database = await openDatabase({ databaseUrl: url.toString() });
      return {
        database,
        async dispose() {
          await database.close();
          const cleanup = new pg.Client({ connectionString: adminUrl });
          await cleanup.connect();
          await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
          await cleanup.end();
        },
      };
    },
  },
];

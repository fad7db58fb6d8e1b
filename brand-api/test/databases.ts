import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { it } from 'vitest';
import { type Database, openDatabase } from '../src/shared/database.ts';

/*
 * The databases the brand API's tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL names a server.
 * Each kind opens a fresh database for one harness, or a store: a database that can be closed and opened again.
 */

/** A database that can be closed and opened again (a restart): PGlite in a folder, or a PostgreSQL database. */
export interface DatabaseStore {
  /** The PostgreSQL database's connection string (a process of its own can open it); none for PGlite. */
  url?: string;
  open(): Promise<Database>;
  dispose(): Promise<void>;
}

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** Why the kind cannot run here, or undefined when it can. */
  unavailable?: string;
  open(): Promise<{ database: Database; dispose(): Promise<void> }>;
  store(): Promise<DatabaseStore>;
}

const adminUrl = process.env.TEST_DATABASE_URL;

/** A PostgreSQL database of its own on the TEST_DATABASE_URL server, dropped by `dispose`. */
async function postgresStore(): Promise<DatabaseStore> {
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL integration tests');
  const dbName = `brand_api_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return {
    url: url.toString(),
    open: () => openDatabase({ databaseUrl: url.toString() }),
    async dispose() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

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
    async store() {
      const dataDir = mkdtempSync(join(tmpdir(), 'brand-api-test-'));
      return {
        open: () => openDatabase({ dataDir }),
        dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'postgres',
    ...(adminUrl ? {} : { unavailable: 'TEST_DATABASE_URL is not set' }),
    async open() {
      const store = await postgresStore();
      const database = await store.open();
      return {
        database,
        async dispose() {
          await database.close();
          await store.dispose();
        },
      };
    },
    store: postgresStore,
  },
];

/**
 * For a database kind that cannot run here: a failing test under CI, a skipped one locally; true when the
 * kind's tests are to be left out.
 */
export function leftOut(kind: TestDatabaseKind): boolean {
  if (!kind.unavailable) return false;
  it.runIf(process.env.CI)(`runs in CI (${kind.unavailable})`, () => {
    throw new Error(`${kind.name} integration tests must run in CI: ${kind.unavailable}`);
  });
  it.skipIf(process.env.CI)(`skipped locally: ${kind.unavailable}`, () => {});
  return true;
}

import { randomBytes } from 'node:crypto';
import { tokenResponse } from '@fittizia/contract';
import pg from 'pg';
import { it } from 'vitest';
import { seed } from '../src/seed.ts';
import { type Database, openDatabase } from '../src/shared/database.ts';
import { migrate } from '../src/shared/migrate.ts';

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

/** An access token for `brandKey` from an app (`createApp`). */
export async function issueToken(
  app: { request(path: string, init: RequestInit): Response | Promise<Response> },
  brandKey: string,
): Promise<string> {
  const res = await app.request('/api/token', {
    method: 'POST',
    headers: { brandKey, 'content-type': 'application/json' },
    body: '{}',
  });
  return tokenResponse.parse(await res.json()).accessToken;
}

/** A database of this kind, migrated and seeded. */
export async function openSeeded(kind: TestDatabaseKind) {
  const opened = await kind.open();
  await migrate(opened.database);
  await seed(opened.database);
  return opened;
}

import { Writable } from 'node:stream';
import { tokenResponse } from '@fittizia/contract';
import pino from 'pino';
import { createApp } from '../src/app.ts';
import { seed } from '../src/seed.ts';
import { DEMO_BRAND_KEY } from '../src/shared/brand.ts';
import { type Database, openDatabase } from '../src/shared/database.ts';
import { migrate } from '../src/shared/migrate.ts';

export interface SeededApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  /** The brand key and a bearer token for the demo brand, to send with every call. */
  auth: Record<string, string>;
  dispose(): Promise<void>;
}

/**
 * The brand API in process on a fresh, migrated and seeded in-memory PGlite, with a silent logger and a token
 * that outlives any clock the test sets (`now`).
 */
export async function seededApp(now: () => Date = () => new Date()): Promise<SeededApp> {
  const database = await openDatabase({ memory: true });
  await migrate(database);
  await seed(database);
  const logger = pino({ level: 'silent' }, new Writable({ write: (_c, _e, done) => done() }));
  const app = createApp({ database, logger, now, tokenTtlSeconds: 400 * 24 * 3600 });
  const res = await app.request('/api/token', {
    method: 'POST',
    headers: { brandKey: DEMO_BRAND_KEY, 'content-type': 'application/json' },
    body: '{}',
  });
  const accessToken = tokenResponse.parse(await res.json()).accessToken;
  return {
    app,
    database,
    auth: { brandKey: DEMO_BRAND_KEY, authorization: `Bearer ${accessToken}` },
    dispose: () => database.close(),
  };
}

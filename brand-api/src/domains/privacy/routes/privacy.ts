import type { Hono } from 'hono';
import type { Logger } from 'pino';
import type { Database } from '../../../shared/database.ts';
import { type AppEnv, mount } from '../../../shared/http.ts';
import { erasePerson } from '../service/erase.ts';
import { exportPerson } from '../service/export.ts';
import { retentionSchedule } from '../service/schedule.ts';

export interface PrivacyOptions {
  now: () => Date;
  logger: Logger;
}

/**
 * Privacy (docs/privacy.md): the retention schedule's public read, and the operators' export and erasure of one
 * person's data (under `/api/ops/`, so an operator's key with the operations role is checked first).
 */
export function privacyModule(app: Hono<AppEnv>, database: Database, options: PrivacyOptions): void {
  mount(app, database, 'retentionSchedule', () => retentionSchedule());
  mount(app, database, 'opsPrivacyExport', async ({ body }) => {
    const made = await exportPerson(database.db, body.email, { now: options.now() });
    return {
      fileName: made.fileName,
      contentType: 'application/zip' as const,
      archive: Buffer.from(made.bytes).toString('base64'),
      kinds: made.kinds,
    };
  });
  mount(app, database, 'opsPrivacyErase', ({ body }) =>
    erasePerson(database, body.email, { now: options.now(), logger: options.logger }),
  );
}

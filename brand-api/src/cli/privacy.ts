import { ConfigError, loadBrandApiConfig } from '../shared/config.ts';
import { openDatabase } from '../shared/database.ts';
import { createLogger } from '../shared/logger.ts';
import { configureMail, flushMail } from '../shared/mail/index.ts';
import { migrate } from '../shared/migrate.ts';
import { runPrivacyCommand } from './privacy-commands.ts';

/*
 * `pnpm privacy …` (docs/privacy.md). Opens the brand API's database as the brand API does (DATABASE_URL, else the
 * PGlite folder BRAND_API_DATA_DIR, which only one process may open: stop the embedded brand API first), and the
 * mail as the brand API sends it (an erasure's cancellation e-mails).
 */

const args = process.argv.slice(2);
const print = (line: string) => console.log(line);

try {
  const config = loadBrandApiConfig();
  const logger = createLogger({ level: 'warn' });
  configureMail({
    from: config.MAIL_FROM,
    siteUrl: config.SITE_URL,
    smtpUrl: config.SMTP_URL,
    outboxDir: config.MAIL_OUTBOX_DIR,
    logger,
  });
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.BRAND_API_DATA_DIR },
  );
  try {
    await migrate(database);
    process.exitCode = await runPrivacyCommand(args, {
      database,
      logger,
      now: () => new Date(),
      print,
      // pnpm runs the command in brand-api/: a relative --out is where it was typed.
      cwd: process.env.INIT_CWD ?? process.cwd(),
    });
    await flushMail();
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}

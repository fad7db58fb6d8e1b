import { ConfigError, loadBrandApiConfig } from '../shared/config.ts';
import { openDatabase } from '../shared/database.ts';
import { migrate } from '../shared/migrate.ts';
import { runHttpCommand, runKeysCommand } from './ops-commands.ts';

/*
 * `pnpm ops …` (docs/operations.md). `keys …` open the brand API's database as the brand API does (DATABASE_URL,
 * else the PGlite folder BRAND_API_DATA_DIR, which only one process may open: stop the embedded brand API
 * first); every other command calls the operators' API.
 */

const args = process.argv.slice(2);
const print = (line: string) => console.log(line);

async function keys(): Promise<number> {
  const config = loadBrandApiConfig();
  const database = await openDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { dataDir: config.BRAND_API_DATA_DIR },
  );
  try {
    await migrate(database);
    return await runKeysCommand(database.db, args.slice(1), print);
  } finally {
    await database.close();
  }
}

try {
  process.exitCode =
    args[0] === 'keys' ? await keys() : await runHttpCommand(args, { env: process.env, print });
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof TypeError ? error.message : error);
  process.exitCode = 1;
}

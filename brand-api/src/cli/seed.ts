import { prepareDatabase } from '../server.ts';
import { loadBrandApiConfig } from '../shared/config.ts';
import { createLogger } from '../shared/logger.ts';

const config = loadBrandApiConfig();
const database = await prepareDatabase(config, createLogger({ level: config.LOG_LEVEL }));
await database.close();
console.log(`Migrated and seeded the ${database.kind} database.`);

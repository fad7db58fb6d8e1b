import { loadBrandApiConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { prepareDatabase } from '../server.ts';

const config = loadBrandApiConfig();
const database = await prepareDatabase(config, createLogger({ level: config.LOG_LEVEL }));
await database.close();
console.log(`Migrated and seeded the ${database.kind} database.`);

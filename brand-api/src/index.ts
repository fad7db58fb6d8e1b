export { createApp } from './app.ts';
export { type BrandApiConfig, ConfigError, loadBrandApiConfig } from './config.ts';
export { type Database, openDatabase } from './db/database.ts';
export { migrate } from './db/migrate.ts';
export { DEMO_BRAND_KEY, DEMO_BRAND_NAME, demoSettings } from './seed/brand.ts';
export { seed } from './seed/seed.ts';
export { prepareDatabase, type RunningBrandApi, startBrandApi } from './server.ts';

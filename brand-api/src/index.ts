export { createApp } from './app.ts';
/** The seeded content pages and offers, for the site's test that every seeded link resolves. */
export { demoPages } from './domains/content/index.ts';
export { SEED_OFFERS } from './domains/offers/index.ts';
export { seed } from './seed.ts';
export { prepareDatabase, type RunningBrandApi, startBrandApi } from './server.ts';
export { DEMO_BRAND_KEY, DEMO_BRAND_NAME, demoSettings } from './shared/brand.ts';
export { type BrandApiConfig, ConfigError, loadBrandApiConfig } from './shared/config.ts';
export { type Database, openDatabase } from './shared/database.ts';
export { createLogger } from './shared/logger.ts';
export { configureMail, flushMail, type MailTransport } from './shared/mail/index.ts';
export { migrate } from './shared/migrate.ts';

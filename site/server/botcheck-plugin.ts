import { definePlugin } from 'nitro';
import { announceBotCheck } from './botcheck.server.ts';
import { siteConfig } from './config.ts';
import { log } from './logger.ts';

/**
 * At start-up: reads the configuration (a bad value, such as one reCAPTCHA key without the other, stops the
 * server with a message naming the variable) and says once whether the bot check is on or off, and whether
 * pages render at a fixed instant (SITE_FIXED_NOW, tests only).
 */
export default definePlugin(() => {
  const config = siteConfig();
  announceBotCheck(config);
  if (config.SITE_FIXED_NOW) {
    log(
      'warn',
      `SITE_FIXED_NOW is set: pages render as at ${config.SITE_FIXED_NOW.toISOString()} (tests only)`,
    );
  }
});

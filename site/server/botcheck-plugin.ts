import { definePlugin } from 'nitro';
import { announceBotCheck } from './botcheck.server.ts';
import { siteConfig } from './config.ts';

/**
 * At start-up: reads the configuration (a bad value, such as one reCAPTCHA key without the other, stops the
 * server with a message naming the variable) and says once whether the bot check is on or off.
 */
export default definePlugin(() => {
  announceBotCheck(siteConfig());
});

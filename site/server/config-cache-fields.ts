import { z } from 'zod';

/*
 * The site's variables for following the brand API's changes and purging a CDN (docs/caching.md): part of
 * `siteConfigFields` (config-fields.ts), listed in .env.example after PUBLIC_READ_FRESH_SECONDS.
 */
export const cacheConfigFields = {
  /**
   * A Redis-compatible server on which the brand API publishes its change events: each site process subscribes
   * there instead of reading the brand API's event stream, and it elects the one process that calls the CDN's
   * purge hook for each event. Not the rate limits' store (RATE_LIMIT_REDIS_URL), though it may be the same server.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional()
    .describe(
      "Redis-compatible server the brand API publishes its change events on (the brand API's REDIS_URL); unset, each site process reads the brand API's event stream.",
    ),
  /** Called with `{ "tags": [...] }` for each change event, by one process. */
  CDN_PURGE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .optional()
    .describe(
      'A CDN\'s purge-by-tag hook: one process POSTs each change event\'s tags there as JSON { "tags": [...] }; unset, no CDN is purged.',
    ),
  /** Server-side only. */
  CDN_PURGE_TOKEN: z
    .string()
    .min(1)
    .optional()
    .describe('Secret sent to CDN_PURGE_URL as `Authorization: Bearer <token>` (server-side only).'),
};

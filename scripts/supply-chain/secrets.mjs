// Secrets live only on the server. The build step builds the site with a distinctive fake value
// in every server-side variable below, then this check greps every file the browser can fetch
// (site/.output/public) for those values: one hit fails the build step.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Server-side variables whose values must never reach the browser, with the fake values the build gets.
 * The names of secrets other packages will read (SMTP, Braintree) are listed too, so a build that ever
 * inlines them is caught. `RECAPTCHA_SECRET_KEY` is the bot check's secret, read only by
 * site/server/botcheck.server.ts; `RECAPTCHA_SITE_KEY` is public (the browser needs it) and not listed. Public values (GIFT_CARD_URL, FEEDBACK_URL, SITE_URL, the public
 * MAPBOX_ACCESS_TOKEN) are not secrets and are not listed.
 */
export const BUILD_CANARIES = {
  BRAND_API_URL: 'http://brand-api.canary-7f3a9c.invalid:4999',
  BRAND_KEY: 'canary-brand-key-7f3a9c',
  BRAND_API_TIMEOUT_MS: '29871',
  RATE_LIMIT_DATABASE_URL:
    'postgres://canary-user-7f3a9c:canary-pass-7f3a9c@rate-limits.canary.invalid:5432/rl',
  RATE_LIMIT_REDIS_URL:
    'redis://canary-redis-7f3a9c:canary-redis-pass-7f3a9c@rate-limits.canary.invalid:6379/0',
  REDIS_URL: 'redis://canary-changes-7f3a9c:canary-changes-pass-7f3a9c@changes.canary.invalid:6379/0',
  CDN_PURGE_URL: 'https://purge.canary-7f3a9c.invalid/purge',
  CDN_PURGE_TOKEN: 'canary-cdn-purge-token-7f3a9c',
  FORM_TOKEN_SECRET: 'canary-form-token-secret-7f3a9c-0123456789',
  CALENDAR_LINK_SECRET: 'canary-calendar-link-secret-7f3a9c-0123456789',
  BOOKING_MANAGE_SECRET: 'canary-booking-manage-secret-7f3a9c-0123456789',
  UNSUBSCRIBE_LINK_SECRET: 'canary-unsubscribe-link-secret-7f3a9c-0123456789',
  PREORDER_LINK_SECRET: 'canary-preorder-link-secret-7f3a9c-0123456789',
  DATABASE_URL: 'postgres://canary-db-7f3a9c:canary-db-pass-7f3a9c@db.canary.invalid:5432/brand',
  TEST_DATABASE_URL: 'postgres://canary-test-7f3a9c@test-db.canary.invalid:5432/postgres',
  BRAND_KEYS: 'canary-brand-keys-7f3a9c',
  SMTP_HOST: 'smtp.canary-7f3a9c.invalid',
  SMTP_USER: 'canary-smtp-user-7f3a9c',
  SMTP_PASSWORD: 'canary-smtp-password-7f3a9c',
  SMTP_URL: 'smtp://canary-smtp-7f3a9c:canary-smtp-secret-7f3a9c@smtp.canary.invalid:587',
  BRAINTREE_MERCHANT_ID: 'canarymerchant7f3a9c',
  BRAINTREE_PUBLIC_KEY: 'canarypublickey7f3a9c',
  BRAINTREE_PRIVATE_KEY: 'canaryprivatekey7f3a9c',
  RECAPTCHA_SECRET: 'canary-recaptcha-secret-7f3a9c',
  RECAPTCHA_SECRET_KEY: 'canary-recaptcha-secret-key-7f3a9c',
  CSP_REPORT_TOKEN: 'canary-csp-token-7f3a9c',
};

/** What of a canary value to look for: the value itself, and its distinctive parts (hosts, users, passwords). */
export function needles(value) {
  const parts = new Set([value]);
  for (const piece of value.split(/[/:@?=]+/)) if (piece.includes('7f3a9c')) parts.add(piece);
  return [...parts];
}

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    // Pre-compressed copies (.br, .gz) hold the same text as their source file.
    else if (!/\.(br|gz)$/.test(name)) yield path;
  }
}

/** Every leak of a canary into a file under `dir`: `{ file, variable, needle }`. */
export function findLeaks(dir, canaries = BUILD_CANARIES) {
  const leaks = [];
  for (const file of files(dir)) {
    const text = readFileSync(file, 'latin1');
    for (const [variable, value] of Object.entries(canaries)) {
      for (const needle of needles(value)) {
        if (text.includes(needle)) leaks.push({ file, variable, needle });
      }
    }
  }
  return leaks;
}

import { FORM_CHECK_HEADERS, FORM_CHECK_MESSAGES, SESSION_COOKIE } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { DEV_FORM_TOKEN_SECRET, parseSiteConfig } from './config.ts';
import { createFormCheck, NO_SESSION } from './form-check.ts';
import { manualClock } from './test-fixtures/harness.fixture.ts';

const SESSION = '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e';
/** A call's headers from the browser session `session` (its session cookie), none when null. */
const headers = (values: Record<string, string>, session: string | null = SESSION) =>
  new Headers({ ...values, ...(session ? { cookie: `${SESSION_COOKIE}=${session}` } : {}) });

describe('the form-started token (server/form-check.ts)', () => {
  it('accepts a token from the same key after the minimum fill time, and only then', () => {
    const clock = manualClock(10_000);
    const check = createFormCheck({
      secret: 's'.repeat(32),
      minFillMs: 3000,
      maxAgeMs: 60_000,
      now: clock.now,
    });
    const token = check.issue(SESSION);
    clock.advance(2999);
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }))?.message).toBe(
      FORM_CHECK_MESSAGES.tooFast,
    );
    clock.advance(1);
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }))).toBeUndefined();
    clock.advance(60_000);
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }))?.message).toBe(
      FORM_CHECK_MESSAGES.expired,
    );
  });

  it('refuses a token signed with another key, or bent in any part', () => {
    const now = () => 50_000;
    const mine = createFormCheck({ secret: 'a'.repeat(32), minFillMs: 0, maxAgeMs: 60_000, now });
    const theirs = createFormCheck({ secret: 'b'.repeat(32), minFillMs: 0, maxAgeMs: 60_000, now });
    const token = mine.issue(SESSION);
    for (const bad of [theirs.issue(SESSION), `${token}x`, token.replace(/^\d/, '9'), 'nonsense', '.', '']) {
      expect(mine.check(headers({ [FORM_CHECK_HEADERS.started]: bad }))?.status, bad).toBe(403);
    }
    expect(mine.check(headers({ [FORM_CHECK_HEADERS.started]: token }))).toBeUndefined();
  });

  it('a token passes once: sent again, in the same session or from fresh ones, it is refused', () => {
    const clock = manualClock(10_000);
    const check = createFormCheck({ secret: 'd'.repeat(32), minFillMs: 0, maxAgeMs: 60_000, now: clock.now });
    const token = check.issue(SESSION);
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }))).toBeUndefined();
    clock.advance(1000);
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }))).toMatchObject({
      status: 403,
      message: FORM_CHECK_MESSAGES.expired,
    });
    for (let i = 0; i < 13; i++) {
      const fresh = `3f2b8c1e-4d5a-4b6c-8d7e-${String(i).padStart(12, '0')}`;
      expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }, fresh))?.status).toBe(403);
    }
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }, null))?.status).toBe(403);
    // Another token of the same session still passes, once.
    const next = check.issue(SESSION);
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: next }))).toBeUndefined();
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: next }))?.status).toBe(403);
  });

  it('the same call sent again with its Idempotency-Key passes (one submission); another key or none does not', () => {
    const check = createFormCheck({
      secret: 'e'.repeat(32),
      minFillMs: 0,
      maxAgeMs: 60_000,
      now: () => 20_000,
    });
    const token = check.issue(SESSION);
    const sent = (key?: string) =>
      check.check(
        headers({ [FORM_CHECK_HEADERS.started]: token, ...(key ? { 'idempotency-key': key } : {}) }),
      );
    expect(sent('booking-1')).toBeUndefined();
    expect(sent('booking-1')).toBeUndefined();
    expect(sent('booking-2')?.status).toBe(403);
    expect(sent()?.status).toBe(403);
    // A token first used without a key is never let through again, with a key or without.
    const other = check.issue('7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d');
    const from = (key?: string) =>
      check.check(
        headers(
          { [FORM_CHECK_HEADERS.started]: other, ...(key ? { 'idempotency-key': key } : {}) },
          '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        ),
      );
    expect(from()).toBeUndefined();
    expect(from()?.status).toBe(403);
    expect(from('booking-3')?.status).toBe(403);
  });

  it('a token is bound to the browser session it was issued to: another session or none is refused, and that uses nothing up', () => {
    const check = createFormCheck({ secret: 'e'.repeat(32), minFillMs: 0, maxAgeMs: 60_000 });
    const token = check.issue(SESSION);
    const other = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }, other))).toMatchObject({
      status: 403,
      message: FORM_CHECK_MESSAGES.expired,
    });
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }, null))?.status).toBe(403);
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: check.issue(other) }))?.status).toBe(403);
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }))).toBeUndefined();
  });

  it('a token issued to a browser without a session passes once, with a session cookie or without', () => {
    const clock = manualClock(30_000);
    const check = createFormCheck({ secret: 'f'.repeat(32), minFillMs: 0, maxAgeMs: 60_000, now: clock.now });
    const unbound = check.issue(NO_SESSION);
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: unbound }, null))).toBeUndefined();
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: unbound }, null))?.status).toBe(403);
    clock.advance(1000);
    const other = check.issue(NO_SESSION);
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: other }))).toBeUndefined();
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: other }))?.status).toBe(403);
    // A token bound to a session still is not usable without it.
    expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: check.issue(SESSION) }, null))?.status).toBe(
      403,
    );
  });

  it('refuses any value in the honeypot, whatever the token', () => {
    const check = createFormCheck({ secret: 'c'.repeat(32), minFillMs: 0, maxAgeMs: 60_000 });
    const refusal = check.check(
      headers({ [FORM_CHECK_HEADERS.started]: check.issue(SESSION), [FORM_CHECK_HEADERS.trap]: 'x' }),
    );
    expect(refusal).toMatchObject({ status: 400, message: FORM_CHECK_MESSAGES.trap });
  });

  it('gives two browsers without a session, in the same millisecond, two tokens that each pass once', () => {
    const check = createFormCheck({
      secret: 's'.repeat(32),
      minFillMs: 0,
      maxAgeMs: 60_000,
      now: () => 50_000,
    });
    const first = check.issue(NO_SESSION);
    const second = check.issue(NO_SESSION);
    expect(second).not.toBe(first);
    for (const token of [first, second]) {
      expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }, null))).toBeUndefined();
      expect(check.check(headers({ [FORM_CHECK_HEADERS.started]: token }, null))?.status).toBe(403);
    }
  });

  it('signs with FORM_TOKEN_SECRET, never a key derived from the brand key', () => {
    expect(parseSiteConfig({ FORM_TOKEN_SECRET: 'k'.repeat(32) }).FORM_TOKEN_SECRET).toBe('k'.repeat(32));
    // Outside production the published development key, the same for any brand key.
    const dev = parseSiteConfig({}).FORM_TOKEN_SECRET;
    expect(dev).toBe(DEV_FORM_TOKEN_SECRET);
    expect(parseSiteConfig({ BRAND_KEY: 'other-brand' }).FORM_TOKEN_SECRET).toBe(dev);
  });

  it('stops start-up naming a bad FORM_TOKEN_SECRET, FORM_MIN_FILL_MS or RATE_LIMIT_REDIS_URL', () => {
    expect(() => parseSiteConfig({ FORM_TOKEN_SECRET: 'short' })).toThrow(/FORM_TOKEN_SECRET:/);
    expect(() => parseSiteConfig({ FORM_MIN_FILL_MS: '-1' })).toThrow(/FORM_MIN_FILL_MS:/);
    expect(() => parseSiteConfig({ RATE_LIMIT_REDIS_URL: 'http://cache.example' })).toThrow(
      /RATE_LIMIT_REDIS_URL:/,
    );
    expect(parseSiteConfig({}).FORM_MIN_FILL_MS).toBe(3000);
  });
});

import { FORM_CHECK_HEADERS, FORM_CHECK_MESSAGES } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from './config.ts';
import { createFormCheck, formTokenSecret } from './form-check.ts';
import { manualClock } from './test-fixtures/harness.fixture.ts';

const headers = (values: Record<string, string>) => new Headers(values);

describe('the form-started token (server/form-check.ts)', () => {
  it('accepts a token from the same key after the minimum fill time, and only then', () => {
    const clock = manualClock(10_000);
    const check = createFormCheck({
      secret: 's'.repeat(32),
      minFillMs: 3000,
      maxAgeMs: 60_000,
      now: clock.now,
    });
    const token = check.issue();
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
    const token = mine.issue();
    for (const bad of [theirs.issue(), `${token}x`, token.replace(/^\d/, '9'), 'nonsense', '.', '']) {
      expect(mine.check(headers({ [FORM_CHECK_HEADERS.started]: bad }))?.status, bad).toBe(403);
    }
    expect(mine.check(headers({ [FORM_CHECK_HEADERS.started]: token }))).toBeUndefined();
  });

  it('refuses any value in the honeypot, whatever the token', () => {
    const check = createFormCheck({ secret: 'c'.repeat(32), minFillMs: 0, maxAgeMs: 60_000 });
    const refusal = check.check(
      headers({ [FORM_CHECK_HEADERS.started]: check.issue(), [FORM_CHECK_HEADERS.trap]: 'x' }),
    );
    expect(refusal).toMatchObject({ status: 400, message: FORM_CHECK_MESSAGES.trap });
  });

  it('signs with FORM_TOKEN_SECRET, or a key derived from the brand key (the same in every worker)', () => {
    expect(formTokenSecret({ FORM_TOKEN_SECRET: 'k'.repeat(32), BRAND_KEY: 'fittizia-demo' })).toBe(
      'k'.repeat(32),
    );
    const derived = formTokenSecret({ BRAND_KEY: 'fittizia-demo' });
    expect(derived).toBe(formTokenSecret({ BRAND_KEY: 'fittizia-demo' }));
    expect(derived).not.toContain('fittizia-demo');
    expect(derived).not.toBe(formTokenSecret({ BRAND_KEY: 'other-brand' }));
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

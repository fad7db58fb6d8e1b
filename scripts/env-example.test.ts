import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandApiConfigObject } from '../brand-api/src/shared/config.ts';
import { ENV_EXAMPLE_PATH, envExample } from './env-example.ts';

describe('.env.example', () => {
  it('is what `pnpm env:example` writes from the two configuration schemas', () => {
    expect(readFileSync(ENV_EXAMPLE_PATH, 'utf8'), 'run `pnpm env:example`').toBe(envExample());
  });

  it('lists every variable of both schemas, each with its description and its default', () => {
    const text = envExample();
    for (const name of ['PORT', 'BRAND_KEY', 'SITE_FIXED_NOW', ...Object.keys(brandApiConfigObject.shape)]) {
      expect(text).toMatch(new RegExp(`^# ${name}=`, 'm'));
    }
    expect(text).toContain('# PORT=3000\n');
    expect(text).toContain('# BRAND_API_DATA_DIR=.data/brand-api\n');
    expect(text).toContain('# TOKEN_TTL_SECONDS=86400\n');
    // No secret has a value in the file, and no machine's path.
    expect(text).toMatch(/^# FORM_TOKEN_SECRET=$/m);
    expect(text).toMatch(/^# BOOKING_MANAGE_SECRET=$/m);
    expect(text).not.toContain(process.cwd());
  });
});

import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { describeSecrets, startSecrets } from './start-secrets.mjs';

const NAMES = ['BRAND_KEY', 'FORM_TOKEN_SECRET', 'CALENDAR_LINK_SECRET', 'BOOKING_MANAGE_SECRET'];
const mode = (file: string) => statSync(file).mode & 0o777;

describe("pnpm start's secrets (scripts/lib/start-secrets.mjs)", () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'start-secrets-'));
    file = join(dir, '.data', 'start-secrets.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes them on first run into an owner-only file, and reuses them after', () => {
    const first = startSecrets(file, NAMES, {});
    expect(first.from).toEqual({ environment: [], file: [], generated: NAMES });
    expect(mode(file)).toBe(0o600);
    const values = Object.values(first.values) as string[];
    expect(new Set(values).size).toBe(NAMES.length);
    for (const value of values) {
      // Strong, and valid for each variable (a brand key takes letters, digits, - and _; secrets 32+ characters).
      expect(value).toMatch(/^[\w-]{43}$/);
    }
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.values);

    const second = startSecrets(file, NAMES, {});
    expect(second.values).toEqual(first.values);
    expect(second.from).toEqual({ environment: [], file: NAMES, generated: [] });
    expect(mode(file)).toBe(0o600);
  });

  it('the environment wins over the file, which keeps its own for a later start without it', () => {
    const first = startSecrets(file, NAMES, {});
    const env = {
      BRAND_KEY: 'my-own-brand-key',
      BOOKING_MANAGE_SECRET: 'm'.repeat(40),
      FORM_TOKEN_SECRET: '',
    };
    const second = startSecrets(file, NAMES, env);
    expect(second.values).toEqual({
      ...first.values,
      BRAND_KEY: 'my-own-brand-key',
      BOOKING_MANAGE_SECRET: 'm'.repeat(40),
    });
    expect(second.from.environment).toEqual(['BRAND_KEY', 'BOOKING_MANAGE_SECRET']);
    // An empty value is unset: the file's is used.
    expect(second.from.file).toEqual(['FORM_TOKEN_SECRET', 'CALENDAR_LINK_SECRET']);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first.values);
  });

  it('adds a name the file lacks, keeps the rest, and tightens a looser file', () => {
    const first = startSecrets(file, ['FORM_TOKEN_SECRET'], {});
    chmodSync(file, 0o644);
    const second = startSecrets(file, NAMES, {});
    expect(second.values.FORM_TOKEN_SECRET).toBe(first.values.FORM_TOKEN_SECRET);
    expect(second.from.generated).toEqual(['BRAND_KEY', 'CALENDAR_LINK_SECRET', 'BOOKING_MANAGE_SECRET']);
    expect(mode(file)).toBe(0o600);
  });

  it('refuses a file it cannot read, saying what to do', () => {
    startSecrets(file, NAMES, {});
    writeFileSync(file, 'not json');
    expect(() => startSecrets(file, NAMES, {})).toThrow(/delete it to make new ones/);
  });

  it('says where each came from, never a value', () => {
    const { values, from } = startSecrets(file, NAMES, { BRAND_KEY: 'my-own-brand-key' });
    const line = describeSecrets(from, '.data/start-secrets.json');
    expect(line).toBe(
      'Secrets: generated FORM_TOKEN_SECRET, CALENDAR_LINK_SECRET, BOOKING_MANAGE_SECRET into .data/start-secrets.json (owner-only); BRAND_KEY from the environment. A real deployment sets its own in the environment (.env.example).',
    );
    for (const value of Object.values(values) as string[]) expect(line).not.toContain(value);
  });
});

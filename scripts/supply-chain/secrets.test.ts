import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without types
import { BUILD_CANARIES, findLeaks, needles } from './secrets.mjs';

describe('the built-assets secret check', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('finds a canary value, or a distinctive part of it, in any file below the directory', () => {
    dir = mkdtempSync(join(tmpdir(), 'secrets-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'clean.js'), 'console.log("hello")');
    writeFileSync(join(dir, 'assets', 'leaky.js'), `const key = "${BUILD_CANARIES.BRAND_KEY}";`);
    writeFileSync(join(dir, 'page.html'), '<a href="//smtp.canary-7f3a9c.invalid">x</a>');
    const leaks = findLeaks(dir) as { file: string; variable: string }[];
    expect(leaks.map((l) => [l.file.slice((dir as string).length), l.variable]).sort()).toEqual(
      [
        ['/assets/leaky.js', 'BRAND_KEY'],
        ['/page.html', 'SMTP_HOST'],
      ].sort(),
    );
  });

  it('looks for the password and user of a connection string on their own', () => {
    expect(needles(BUILD_CANARIES.RATE_LIMIT_DATABASE_URL)).toEqual(
      expect.arrayContaining(['canary-user-7f3a9c', 'canary-pass-7f3a9c']),
    );
  });
});

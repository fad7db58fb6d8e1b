import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/*
 * The page builder signs in with a key the editor types in (docs/content.md): no key may be built into the
 * Storybook. Storybook puts every STORYBOOK_* variable it reads into the built files, so none that names a key,
 * token or secret may be read by its configuration or by any story or component it builds, and the editor's key
 * is kept in sessionStorage only.
 */

const root = fileURLToPath(new URL('../', import.meta.url));
const KEY_LIKE = /\bSTORYBOOK_[A-Z0-9_]*(?:KEY|TOKEN|SECRET|PASSWORD|CREDENTIAL)[A-Z0-9_]*\b/g;

/** The key-like Storybook variables a file names. */
const keyLikeVariables = (text: string): string[] => [...text.matchAll(KEY_LIKE)].map((m) => m[0]);

/** What the Storybook build reads: its configuration and every package whose stories it builds. */
const builtSources = () =>
  execFileSync('git', ['ls-files', '.storybook', 'design-system', 'site', 'vitest.storybook.config.ts'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((path) => /\.(?:ts|tsx|mts|js|mjs|json|mdx|html|env)$/.test(path) || /(?:^|\/)\.env/.test(path));

describe('the built Storybook', () => {
  it('finds a key-like variable where one is named', () => {
    expect(
      keyLikeVariables('import.meta.env.STORYBOOK_CONTENT_KEY ?? import.meta.env.STORYBOOK_URL'),
    ).toEqual(['STORYBOOK_CONTENT_KEY']);
  });

  it('reads no key, token or secret from the environment: its only content setting is the address', () => {
    const named = builtSources().flatMap((path) =>
      keyLikeVariables(readFileSync(`${root}${path}`, 'utf8')).map((name) => `${path}: ${name}`),
    );
    expect(named).toEqual([]);
  });

  it("keeps the editor's key in the browser session only", () => {
    const sources = builtSources().filter((path) => path.startsWith('design-system/features/content/'));
    expect(sources.length).toBeGreaterThan(0);
    const persistent = sources.filter((path) =>
      /localStorage|document\.cookie/.test(readFileSync(`${root}${path}`, 'utf8')),
    );
    expect(persistent).toEqual([]);
  });
});

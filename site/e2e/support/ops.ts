import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { brandApi } from './manage-steps.ts';
import { EDITOR_KEY_FILE, OPS_KEY_FILE, PUBLISHER_KEY_FILE, repoRoot } from './servers.ts';

/** The operators' CLI in the e2e run: the run's key is made before the brand API starts (playwright.config.ts). */

/** A key the run made before its brand API started: `operations`, `content` (an editor) or `publisher`. */
export function runKey(role: 'operations' | 'content' | 'publisher'): string {
  const file = { operations: OPS_KEY_FILE, content: EDITOR_KEY_FILE, publisher: PUBLISHER_KEY_FILE }[role];
  const key = /fzops_\S+/.exec(readFileSync(file, 'utf8'))?.[0] ?? '';
  expect(key, `the run's ${role} key in ${file}`).not.toBe('');
  return key;
}

/** A call of the content service's editor API (`/api/ops/content/…`) with a key of the run; its JSON answer. */
export async function contentCall<T = Record<string, unknown>>(
  role: 'content' | 'publisher',
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${brandApi}/api/ops/content/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${runKey(role)}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await res.json().catch(() => undefined);
  expect(res.status, `${path}: ${JSON.stringify(answer)}`).toBe(200);
  return answer as T;
}

/** `pnpm ops …` as the package script runs it, with the run's key. */
export function ops(args: string[]): string {
  const key = /fzops_\S+/.exec(readFileSync(OPS_KEY_FILE, 'utf8'))?.[0] ?? '';
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/ops.ts', ...args], {
    cwd: `${repoRoot}brand-api`,
    env: { ...process.env, OPS_KEY: key, BRAND_API_URL: brandApi },
    encoding: 'utf8',
  });
  expect(res.status, `${res.stdout}${res.stderr}`).toBe(0);
  return res.stdout;
}

/** Asks `path` again until its HTML has `text`; the ms that took from `from`. */
export async function shownWithin(request: APIRequestContext, path: string, text: string, from: number) {
  for (;;) {
    const html = await (await request.get(path)).text();
    if (html.includes(text)) return Date.now() - from;
    if (Date.now() - from > 10_000) return Number.POSITIVE_INFINITY;
    await new Promise((r) => setTimeout(r, 50));
  }
}

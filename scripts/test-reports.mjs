// The runners' JSON reports read into the summary's counts and names (scripts/test-all.mjs).
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

export const readJson = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};
// Under CI a failed test is run once more (vitest `retry`, playwright `retries`). A pass on the retry counts as
// passed and is named in the summary as flaky; a failure is named at the very end of the output, so the tail of
// a CI log always says which test failed.
export const vitestCounts = (file, root) => () => {
  const r = readJson(file);
  if (!r) return { passed: 0, failed: 1, skipped: 0 };
  const failedNames = [];
  const flakyNames = [];
  for (const f of r.testResults ?? []) {
    const where = relative(root, f.name);
    for (const a of f.assertionResults ?? []) {
      if (a.status === 'failed')
        failedNames.push(`${where} › ${a.fullName}: ${firstLine(a.failureMessages?.at(-1))}`);
      else if (a.status === 'passed' && a.failureMessages?.length)
        flakyNames.push(`${where} › ${a.fullName}`);
    }
    if (f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'))
      failedNames.push(`${where} (the file failed: ${(f.message || 'no message').split('\n')[0]})`);
  }
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests,
    skipped: r.numPendingTests + (r.numTodoTests ?? 0),
    failedNames,
    flakyNames,
    ...(flakyNames.length ? { note: `${flakyNames.length} flaky: failed once, passed on the retry` } : {}),
  };
};
/**
 * The first three lines of a failure's message (what failed, on what, what was received), without colour codes:
 * enough to tell one failure from another in a log's tail.
 */
export const firstLine = (message) =>
  String(message ?? '')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes in a runner's message.
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' | ')
    .slice(0, 400);
function playwrightTests(suite, path = [], out = []) {
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? []) {
      const failure = (t.results ?? []).findLast((r) => r.error)?.error;
      const project = t.projectName ? `[${t.projectName}] ` : '';
      out.push({
        name: `${project}${[...path, spec.title].join(' › ')} (${spec.file}:${spec.line})${
          t.status === 'unexpected' && failure ? `: ${firstLine(failure.message)}` : ''
        }`,
        status: t.status,
      });
    }
  for (const child of suite.suites ?? [])
    playwrightTests(child, suite.title ? [...path, suite.title] : path, out);
  return out;
}
export const playwrightCounts = (file) => () => {
  const r = readJson(file);
  if (!r) return { passed: 0, failed: 1, skipped: 0 };
  // A test that failed and then passed on its retry (CI only) counts as passed and is named in a note, so the
  // summary still shows it.
  const flaky = r.stats.flaky ?? 0;
  const tests = (r.suites ?? []).flatMap((s) => playwrightTests(s));
  return {
    passed: r.stats.expected + flaky,
    failed: r.stats.unexpected,
    skipped: r.stats.skipped,
    failedNames: tests.filter((t) => t.status === 'unexpected').map((t) => t.name),
    flakyNames: tests.filter((t) => t.status === 'flaky').map((t) => t.name),
    ...(flaky ? { note: `${flaky} flaky: failed once, passed on the retry` } : {}),
  };
};

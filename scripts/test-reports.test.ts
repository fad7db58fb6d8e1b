import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the test runner, without types.
import { firstLine, playwrightCounts, vitestCounts } from './test-reports.mjs';

const dir = mkdtempSync(join(tmpdir(), 'test-reports-'));
const write = (name: string, json: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify(json));
  return file;
};

describe('the summary names each failure with its project and the start of its message', () => {
  it('a Playwright failure, a flaky pass and a pass', () => {
    const file = write('pages.json', {
      stats: { expected: 1, unexpected: 1, flaky: 1, skipped: 0 },
      suites: [
        {
          title: 'pages.spec.ts',
          specs: [
            {
              title: 'offer-invalid',
              file: 'pages.spec.ts',
              line: 88,
              tests: [
                {
                  projectName: 'xs',
                  status: 'unexpected',
                  results: [
                    {
                      error: {
                        message:
                          "\u001b[31mError: expect(locator).toBeFocused() failed\u001b[39m\n\nLocator: getByTestId('error-summary')\nExpected: focused\nReceived: inactive",
                      },
                    },
                  ],
                },
                { projectName: 'md', status: 'flaky', results: [{ error: { message: 'x' } }, {}] },
                { projectName: 'xl', status: 'expected', results: [{}] },
              ],
            },
          ],
        },
      ],
    });
    const counts = playwrightCounts(file)();
    expect(counts.failed).toBe(1);
    expect(counts.passed).toBe(2);
    expect(counts.failedNames).toEqual([
      "[xs] offer-invalid (pages.spec.ts:88): Error: expect(locator).toBeFocused() failed | Locator: getByTestId('error-summary') | Expected: focused",
    ]);
    expect(counts.flakyNames).toEqual(['[md] offer-invalid (pages.spec.ts:88)']);
  });

  it('a vitest failure', () => {
    const file = write('unit.json', {
      numPassedTests: 0,
      numFailedTests: 1,
      numPendingTests: 0,
      testResults: [
        {
          name: join('/repo', 'a.test.ts'),
          status: 'failed',
          assertionResults: [
            {
              status: 'failed',
              fullName: 'adds',
              failureMessages: ['AssertionError: expected 3 to be 4\n    at a.test.ts:3'],
            },
          ],
        },
      ],
    });
    expect(vitestCounts(file, '/repo')().failedNames).toEqual([
      'a.test.ts › adds: AssertionError: expected 3 to be 4 | at a.test.ts:3',
    ]);
  });

  it('a long message is cut', () => {
    expect(firstLine('x'.repeat(1000))).toHaveLength(400);
    expect(firstLine(undefined)).toBe('');
  });
});

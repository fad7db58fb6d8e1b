import { test as base, expect } from '@playwright/test';

/**
 * Every e2e test is also a Content-Security-Policy test. This automatic fixture listens, in every page of the
 * test's browser context, for the `securitypolicyviolation` event the browser fires on each violation (also
 * for one a script catches, such as a probe for `eval`), and fails the test that caused one, naming the
 * directive and what was blocked. The end of the run also asks the site how many violation reports it
 * received (`csp-report.final.ts`), which covers specs that do not use this fixture.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
        violations.push(`${page.url()}: ${text}`);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void })
            .__reportCspViolation;
          report(
            `${event.effectiveDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
          );
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations in this test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

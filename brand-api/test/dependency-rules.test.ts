import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/**
 * Runs the lint step's dependency check (`pnpm lint`) over a folder: its exit code as lint sees it (the `err`
 * reporter) and its violations (read from the `json` reporter).
 */
function cruise(folder: string): { status: number | null; violations: Violation[] } {
  const run = (outputType: string) =>
    spawnSync(
      'pnpm',
      [
        'exec',
        'depcruise',
        '--config',
        'brand-api/.dependency-cruiser.cjs',
        '--output-type',
        outputType,
        folder,
      ],
      { cwd: root, encoding: 'utf8' },
    );
  const output = JSON.parse(run('json').stdout) as { summary: { violations: Violation[] } };
  return { status: run('err').status, violations: output.summary.violations };
}

const fixture = 'brand-api/test/fixtures/dependency-rules/src';

describe("the brand API's dependency check", () => {
  it('passes on the real tree', () => {
    const { status, violations } = cruise('brand-api/src');
    expect(violations).toEqual([]);
    expect(status).toBe(0);
  });

  it('fails on a fixture that breaks each rule; allows another domain through its index, and hono/html in a service', () => {
    const { status, violations } = cruise(fixture);
    expect(status).not.toBe(0);
    // A package is named by its name, not its installed path.
    const short = (path: string) =>
      path
        .replace(`${fixture}/`, '')
        .replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?([^/]+)\/.*$/, '$1');
    const found = violations.map((v) => `${v.rule.name}: ${short(v.from)} -> ${short(v.to)}`);
    expect(found.sort()).toEqual(
      [
        'domain-through-its-index: domains/alpha/routes.ts -> domains/beta/routes.ts',
        'domain-through-its-index: domains/alpha/routes.ts -> domains/beta/tables.ts',
        'index-hides-tables-and-routes: domains/beta/index.ts -> domains/beta/tables.ts',
        'index-hides-tables-and-routes: domains/gamma/index.ts -> domains/gamma/routes/index.ts',
        'services-know-no-http: domains/gamma/service/refuse.ts -> hono',
        'services-know-no-http: domains/gamma/service/refuse.ts -> shared/http.ts',
        'shared-knows-no-domain: shared/clock.ts -> domains/alpha/index.ts',
      ].sort(),
    );
  });
});

describe('every brand-API domain has the same shape', () => {
  const domainsDir = fileURLToPath(new URL('../src/domains/', import.meta.url));
  const domains = readdirSync(domainsDir, { withFileTypes: true }).filter((d) => d.isDirectory());

  it.each(domains.map((d) => d.name))(
    '%s: index.ts, routes and tables.ts; its seed and service where it has them',
    (name) => {
      const has = (file: string) => existsSync(`${domainsDir}${name}/${file}`);
      expect(['index.ts', 'tables.ts'].filter((f) => !has(f))).toEqual([]);
      expect(has('routes.ts') || has('routes/index.ts')).toBe(true);
      // Routes, seeds, services and e-mails go by one name each: a file, or a folder of that name.
      const files = readdirSync(`${domainsDir}${name}`).map((f) => f.replace(/\.ts$/, ''));
      expect(
        files.filter((f) => !['index', 'routes', 'tables', 'service', 'seed', 'emails', 'geo'].includes(f)),
      ).toEqual([]);
    },
  );

  it('knows the domains the code has', () => {
    expect(domains.map((d) => d.name).sort()).toEqual([
      'booking',
      'brand',
      'contact',
      'content',
      'customers',
      'jobs',
      'offers',
      'payments',
      'restaurants',
      'social',
    ]);
  });
});

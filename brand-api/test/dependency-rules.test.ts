import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { cruise as cruiseWith, violationLines } from '../../scripts/lib/depcruise.ts';

const cruise = (folder: string) => cruiseWith('brand-api/.dependency-cruiser.cjs', folder);

const fixture = 'brand-api/test/fixtures/dependency-rules/src';

describe("the brand API's dependency check", () => {
  it('passes on the real tree', () => {
    const { status, violations } = cruise('brand-api/src');
    expect(violations).toEqual([]);
    expect(status).toBe(0);
  });

  it('fails on a fixture that breaks each rule (hono in a service, even its html helper), and lets a domain use another through its index', () => {
    const { status, violations } = cruise(fixture);
    expect(status).not.toBe(0);
    expect(violationLines(violations, fixture)).toEqual(
      [
        'domain-through-its-index: domains/alpha/routes.ts -> domains/beta/routes.ts',
        'domain-through-its-index: domains/alpha/routes.ts -> domains/beta/tables.ts',
        'index-hides-tables-and-routes: domains/beta/index.ts -> domains/beta/tables.ts',
        'index-hides-tables-and-routes: domains/gamma/index.ts -> domains/gamma/routes/index.ts',
        'services-know-no-http: domains/gamma/service/mail.ts -> hono/html',
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
      'operations',
      'payments',
      'preorders',
      'privacy',
      'restaurants',
      'social',
    ]);
  });
});

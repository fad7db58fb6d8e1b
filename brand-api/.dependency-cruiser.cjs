/**
 * The brand API's boundaries, checked by `pnpm lint` (dependency-cruiser).
 * A domain (`src/domains/<domain>/`) owns its routes, service, tables, e-mails and seed; another domain may use
 * it only through its public `index.ts`, which exposes the service and never the tables or the routes.
 * The shared parts (`src/shared/`) know no domain. `brand-api/test/dependency-rules.test.ts` proves each
 * rule fails on a deliberate violation.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-through-its-index',
      severity: 'error',
      comment:
        "A domain reaches another domain only through that domain's index.ts (its service), never its files.",
      from: { path: '(?:^|/)src/domains/([^/]+)/' },
      to: {
        path: '(?:^|/)src/domains/[^/]+/',
        pathNot: ['(?:^|/)src/domains/$1/', '(?:^|/)src/domains/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'index-hides-tables-and-routes',
      severity: 'error',
      comment: "A domain's index.ts is its service: it does not hand out its tables or its routes.",
      from: { path: '(?:^|/)src/domains/([^/]+)/index\\.ts$' },
      to: { path: '(?:^|/)src/domains/$1/(tables|routes)\\.ts$' },
    },
    {
      name: 'shared-knows-no-domain',
      severity: 'error',
      comment:
        'The shared parts (database, outbox, clock, logger, errors, HTTP helpers, config) import no domain.',
      from: { path: '(?:^|/)src/shared/' },
      to: { path: '(?:^|/)src/domains/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle inside the brand API.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'brand-api/tsconfig.json' },
  },
};

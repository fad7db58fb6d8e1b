/**
 * The brand API's boundaries, checked by `pnpm lint` (dependency-cruiser).
 * A domain (`src/domains/<domain>/`) owns its routes, service, tables, e-mails and seed; another domain may use
 * it only through its public `index.ts`, which exposes the service and never the tables or the routes.
 * The shared parts (`src/shared/`) know no domain, and a domain's service knows no HTTP (no HttpError, no hono):
 * it throws domain errors, which one table (`src/shared/error-answers.ts`) answers.
 * `brand-api/test/dependency-rules.test.ts` proves each rule fails on a deliberate violation.
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
      to: { path: '(?:^|/)src/domains/$1/(?:tables\\.ts$|routes(?:\\.ts$|/))' },
    },
    {
      name: 'services-know-no-http',
      severity: 'error',
      comment:
        "A domain's service (service.ts or service/) returns or throws domain errors (shared/errors.ts); HTTP is " +
        "the routes' side: it imports neither shared/http.ts (HttpError, mount) nor the error answers table, nor " +
        'hono (e-mails, written with its html helper, live in emails.ts or emails/).',
      from: { path: '(?:^|/)src/domains/[^/]+/service(?:\\.ts$|/)' },
      to: {
        path: [
          '(?:^|/)src/shared/(?:http|error-answers)\\.ts$',
          '(?:^|/)node_modules/@?hono/',
          '^@?hono(?:/|$)',
        ],
      },
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
    // Packages are left out, except hono: the rule on services has to see it.
    exclude: { path: 'node_modules/(?!hono/|@hono/|\\.pnpm/hono@|\\.pnpm/@hono\\+)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'brand-api/tsconfig.json' },
  },
};

import { redirectionTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/redirection.js';
import { strictTransportSecurityTest } from '@mdn/mdn-http-observatory/src/analyzer/tests/strict-transport-security.js';
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js';
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js';
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js';
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';
import { expect, test } from './fixtures.ts';

/**
 * The MDN HTTP Observatory's own retriever, tests and grader against the production build, one scan per kind
 * of route. Its CLI only scans public host names, so this calls the modules it is made of, the way its
 * scanner (`src/scanner/index.js`) does, and scores the same way: 100, plus every test's modifier, extra
 * credit only from an uncurved A (90).
 *
 * Two of its ten tests are left out: redirection to HTTPS and Strict-Transport-Security, which plain HTTP on
 * loopback cannot pass (the HSTS unit test shows the header over HTTPS). They are also the only two that read
 * the HSTS preload list the package downloads at install time (install scripts are off), so nothing here
 * needs that file. The HTTPS half of the retriever is pointed at the HTTP port: its TLS handshake fails at
 * once, exactly as for a site without HTTPS, and nothing leaves the machine.
 */
const port = Number(process.env.E2E_SITE_PORT ?? 3110);
const HTTPS_ONLY = new Set([redirectionTest, strictTransportSecurityTest]);

const ROUTES: [kind: string, path: string][] = [
  ['home', '/'],
  ['content page', '/about-us'],
  ['finder', '/find-us'],
  ['locations', '/restaurants'],
  ['city', '/restaurants/london'],
  ['restaurant', '/restaurants/london/soho'],
  ['restaurant menu list', '/restaurants/london/soho/menu'],
  ['restaurant menu', '/restaurants/london/soho/menu/m-main'],
  ['menu list', '/menu'],
  ['menu', '/menu/m-main'],
  ['404 page', '/no-such-page-here'],
  ['sitemap', '/sitemap.xml'],
  ['robots.txt', '/robots.txt'],
  ['readiness check', '/ready'],
  ['security.txt', '/.well-known/security.txt'],
  ['/api proxied call', '/api/v1/content/brand-settings'],
  ['redirect (graded at its target)', '/Contact-Us/'],
  ['static asset', '/favicon.svg'],
];

test.describe('MDN HTTP Observatory', () => {
  for (const [kind, path] of ROUTES) {
    test(`${kind} (${path}) grades A+`, async () => {
      const requests = await retrieve('127.0.0.1', { httpPort: port, httpsPort: port, path });
      expect(requests.responses.auto, 'the page answered').not.toBeNull();
      let score = 100;
      let uncurved = 100;
      const results: string[] = [];
      for (const run of ALL_TESTS.filter((t) => !HTTPS_ONLY.has(t))) {
        const output = run(requests);
        const modifier = output.result ? getScoreModifier(output.result) : 0;
        score += modifier;
        if (modifier < 0) uncurved += modifier;
        results.push(`${output.constructor.name} ${output.result} (${modifier >= 0 ? '+' : ''}${modifier})`);
      }
      const final = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? score : uncurved);
      console.log(`Observatory ${path}: ${final.grade} ${final.score}\n  ${results.join('\n  ')}`);
      expect(final.score, results.join('\n')).toBeGreaterThanOrEqual(100);
      expect(final.grade).toBe('A+');
    });
  }
});

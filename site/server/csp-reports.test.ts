import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CSP_REPORT_LOG_PER_MINUTE,
  CSP_REPORT_MAX_BYTES,
  cspReportCounts,
  handleCspReport,
  parseCspReports,
  recordCspViolations,
  resetCspReports,
} from './csp-reports.ts';

const legacy = {
  'csp-report': {
    'document-uri': 'https://www.fittizia.example/find-us?postcode=SW1A1AA',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'inline',
    'source-file': 'https://www.fittizia.example/find-us?x=1',
    'line-number': 12,
    disposition: 'enforce',
  },
};
const batch = [
  {
    type: 'csp-violation',
    age: 10,
    url: 'https://www.fittizia.example/',
    user_agent: 'test',
    body: {
      documentURL: 'https://www.fittizia.example/?utm=1',
      effectiveDirective: 'style-src-elem',
      blockedURL: 'https://evil.example/x.css?q',
      disposition: 'enforce',
    },
  },
  { type: 'deprecation', url: 'https://www.fittizia.example/', body: { id: 'x' } },
];

const post = (body: string, type: string, headers: Record<string, string> = {}) =>
  handleCspReport(
    new Request('http://127.0.0.1/csp-report', {
      method: 'POST',
      body,
      headers: { 'content-type': type, ...headers },
    }),
  );

afterEach(() => {
  resetCspReports();
  vi.restoreAllMocks();
});

describe('CSP violation reports', () => {
  it('reads the report-uri format, without query strings', () => {
    const result = parseCspReports('application/csp-report', JSON.stringify(legacy));
    expect(result).toEqual({
      ok: true,
      violations: [
        {
          documentUrl: 'https://www.fittizia.example/find-us',
          directive: 'script-src-elem',
          blocked: 'inline',
          source: 'https://www.fittizia.example/find-us',
          line: 12,
          disposition: 'enforce',
        },
      ],
    });
  });

  it('reads the Reporting API format and keeps only CSP violations', () => {
    const result = parseCspReports('application/reports+json', JSON.stringify(batch));
    expect(result.ok && result.violations).toEqual([
      {
        documentUrl: 'https://www.fittizia.example/',
        directive: 'style-src-elem',
        blocked: 'https://evil.example/x.css',
        source: undefined,
        line: undefined,
        disposition: 'enforce',
      },
    ]);
  });

  it('counts and logs each violation, answering 204', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await post(JSON.stringify(legacy), 'application/csp-report')).status).toBe(204);
    expect((await post(JSON.stringify(batch), 'application/reports+json; charset=utf-8')).status).toBe(204);
    expect(cspReportCounts().count).toBe(2);
    expect(logged).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(logged.mock.calls[0]?.[0]))).toMatchObject({
      level: 'warn',
      msg: 'content security policy violation',
      directive: 'script-src-elem',
    });
  });

  it.each([
    ['another content type', () => post(JSON.stringify(legacy), 'text/plain'), 415],
    ['malformed JSON', () => post('{"csp-report":', 'application/csp-report'), 400],
    ['JSON of another shape', () => post('{"hello":1}', 'application/csp-report'), 400],
    ['a prototype-pollution key', () => post('{"__proto__":{"x":1}}', 'application/csp-report'), 400],
    [
      'a body over the limit',
      () => post(`[${'1,'.repeat(CSP_REPORT_MAX_BYTES)}1]`, 'application/reports+json'),
      413,
    ],
    [
      'a declared length over the limit',
      () => post('[]', 'application/reports+json', { 'content-length': String(CSP_REPORT_MAX_BYTES + 1) }),
      413,
    ],
  ])('refuses %s with a 4xx and counts nothing', async (_name, send, status) => {
    expect((await send()).status).toBe(status);
    expect(cspReportCounts().count).toBe(0);
  });

  it('logs at most a fixed number of reports a minute, but counts them all', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const one = { documentUrl: '/', directive: 'img-src', blocked: 'data', disposition: 'enforce' };
    recordCspViolations(
      Array.from({ length: CSP_REPORT_LOG_PER_MINUTE + 5 }, () => one),
      1_000,
    );
    expect(logged).toHaveBeenCalledTimes(CSP_REPORT_LOG_PER_MINUTE);
    recordCspViolations([one], 61_001);
    expect(logged).toHaveBeenCalledTimes(CSP_REPORT_LOG_PER_MINUTE + 1);
    expect(cspReportCounts().count).toBe(CSP_REPORT_LOG_PER_MINUTE + 6);
  });
});

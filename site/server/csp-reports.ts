import { redactPath } from '@fittizia/contract/log-redaction';
import { z } from 'zod';
import { log } from './logger.ts';

/**
 * Content-Security-Policy violation reports (docs/security.md), sent by browsers to `POST /csp-report`:
 * the `report-uri` format (`application/csp-report`, one report) and the Reporting API format of `report-to`
 * (`application/reports+json`, a list). Each report is logged as one warning line and counted; a report
 * that is too large, of another type or malformed gets a 4xx and changes nothing.
 */

/** A report is a few hundred bytes; a batch of the Reporting API stays far below this. */
export const CSP_REPORT_MAX_BYTES = 64 * 1024;
/** At most this many log lines a minute, so a flood of reports cannot flood the log (all are counted). */
export const CSP_REPORT_LOG_PER_MINUTE = 60;

const text = z.string().max(2048).optional();
const lineNumber = z.number().int().nonnegative().optional();

const legacyReport = z.object({
  'csp-report': z.looseObject({
    'document-uri': text,
    'violated-directive': text,
    'effective-directive': text,
    'blocked-uri': text,
    'source-file': text,
    'line-number': lineNumber,
    disposition: text,
  }),
});

const reportingApiBatch = z
  .array(
    z.looseObject({
      type: z.string().max(64),
      url: text,
      body: z.looseObject({
        documentURL: text,
        effectiveDirective: text,
        blockedURL: text,
        sourceFile: text,
        lineNumber,
        disposition: text,
      }),
    }),
  )
  .max(100);

export interface CspViolation {
  documentUrl: string;
  directive: string;
  blocked: string;
  source?: string;
  line?: number;
  disposition: string;
}

/**
 * A URL without its query and fragment, and with the secret of a page's path redacted (the logger's path rules,
 * `redactPath`: `/booking/manage/[Redacted]`): reports must not put visitors' search terms or tokens in the log,
 * nor in the counts kept for the tests.
 */
function withoutQuery(value: string | undefined): string {
  if (!value) return '';
  try {
    const url = new URL(value);
    return `${url.origin}${redactPath(url.pathname)}`;
  } catch {
    // 'inline', 'eval', 'self' and the like are keywords, not URLs.
    return value.slice(0, 200);
  }
}

export type ParseResult = { ok: true; violations: CspViolation[] } | { ok: false; status: 400 | 413 | 415 };

/** Reads and validates one request body of either report format. */
export function parseCspReports(contentType: string | null, body: string): ParseResult {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/csp-report' && type !== 'application/reports+json' && type !== 'application/json')
    return { ok: false, status: 415 };
  if (new TextEncoder().encode(body).byteLength > CSP_REPORT_MAX_BYTES) return { ok: false, status: 413 };
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, status: 400 };
  }
  const legacy = legacyReport.safeParse(json);
  if (legacy.success) {
    const r = legacy.data['csp-report'];
    return {
      ok: true,
      violations: [
        {
          documentUrl: withoutQuery(r['document-uri']),
          directive: r['effective-directive'] ?? r['violated-directive'] ?? '',
          blocked: withoutQuery(r['blocked-uri']),
          source: r['source-file'] ? withoutQuery(r['source-file']) : undefined,
          line: r['line-number'],
          disposition: r.disposition ?? 'enforce',
        },
      ],
    };
  }
  const batch = reportingApiBatch.safeParse(json);
  if (batch.success) {
    return {
      ok: true,
      violations: batch.data
        .filter((report) => report.type === 'csp-violation')
        .map(({ url, body: r }) => ({
          documentUrl: withoutQuery(r.documentURL ?? url),
          directive: r.effectiveDirective ?? '',
          blocked: withoutQuery(r.blockedURL),
          source: r.sourceFile ? withoutQuery(r.sourceFile) : undefined,
          line: r.lineNumber,
          disposition: r.disposition ?? 'enforce',
        })),
    };
  }
  return { ok: false, status: 400 };
}

/** What this instance has received since it started (read by the e2e run through `GET /csp-report`). */
const received: { count: number; recent: CspViolation[] } = { count: 0, recent: [] };
let logWindow = { startedAt: 0, logged: 0 };

export function recordCspViolations(violations: CspViolation[], now = Date.now()): void {
  for (const violation of violations) {
    received.count += 1;
    received.recent = [...received.recent.slice(-49), violation];
    if (now - logWindow.startedAt >= 60_000) logWindow = { startedAt: now, logged: 0 };
    if (logWindow.logged < CSP_REPORT_LOG_PER_MINUTE) {
      logWindow.logged += 1;
      log('warn', 'content security policy violation', { ...violation });
    }
  }
}

export function cspReportCounts(): { count: number; recent: CspViolation[] } {
  return { count: received.count, recent: [...received.recent] };
}

/** Tests only. */
export function resetCspReports(): void {
  received.count = 0;
  received.recent = [];
  logWindow = { startedAt: 0, logged: 0 };
}

/** Reads the body, but never more than the limit (a missing or lying Content-Length does not help). */
export async function readLimited(
  request: Request,
  limit = CSP_REPORT_MAX_BYTES,
): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** `POST /csp-report`: 204 when the body held reports, a 4xx otherwise; never a 5xx. */
export async function handleCspReport(request: Request): Promise<Response> {
  try {
    const body = await readLimited(request);
    if (body === undefined) return new Response(null, { status: 413 });
    const result = parseCspReports(request.headers.get('content-type'), body);
    if (!result.ok) return new Response(null, { status: result.status });
    recordCspViolations(result.violations);
    return new Response(null, { status: 204 });
  } catch {
    // A body that breaks off midway.
    return new Response(null, { status: 400 });
  }
}

import { createFileRoute } from '@tanstack/react-router';

async function report({ request }: { request: Request }): Promise<Response> {
  const { handleCspReport } = await import('../server/csp-reports.ts');
  return handleCspReport(request);
}

/** Tests only (`CSP_REPORT_COUNTER=true`): how many violations were reported since start-up. */
async function counts(): Promise<Response> {
  const [{ cspReportCounts }, { siteConfig }] = await Promise.all([
    import('../server/csp-reports.ts'),
    import('../server/config.ts'),
  ]);
  if (!siteConfig().CSP_REPORT_COUNTER)
    return new Response('Not found', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  return Response.json(cspReportCounts(), { headers: { 'cache-control': 'no-store' } });
}

/** `/csp-report`: where browsers send Content-Security-Policy violation reports (server/csp-reports.ts). */
export const Route = createFileRoute('/csp-report')({
  server: { handlers: { POST: report, GET: counts } },
});

/**
 * gzip for server-rendered pages. Static assets are pre-compressed at build time (Nitro's
 * `compressPublicAssets`); HTML is made per request, so it is compressed on the way out when the browser
 * accepts gzip. Other responses (the `/api` proxy, redirects, already-encoded bodies) pass through.
 */
export function compressHtml(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  const accepts = /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '');
  if (
    !accepts ||
    !response.body ||
    !type.startsWith('text/html') ||
    response.headers.has('content-encoding') ||
    request.method === 'HEAD'
  )
    return response;
  const headers = new Headers(response.headers);
  headers.set('content-encoding', 'gzip');
  headers.delete('content-length');
  headers.append('vary', 'Accept-Encoding');
  return new Response(response.body.pipeThrough(new CompressionStream('gzip')), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

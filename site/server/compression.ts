/**
 * gzip on the way out, when the browser accepts it. Static assets are pre-compressed at build time (Nitro's
 * `compressPublicAssets`); server-rendered pages (`compressHtml`) and the `/api` proxy's public reads
 * (`compressPublicRead`) are made per request, so they are compressed here. Other responses (the proxy's other
 * calls, redirects, already-encoded bodies) pass through.
 */
export function compressHtml(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  return type.startsWith('text/html') ? gzip(request, response) : response;
}

/**
 * A successful answer to a `cache: 'public'` call of the `/api` proxy (the contract's endpoint table: restaurants,
 * menus, content; nothing personal and no secret beside what a caller sent). The restaurant list the booking
 * modal needs is about 330 KB of JSON, about a tenth of that gzipped: on a phone's connection its download is
 * what a first Book now waited for.
 */
export function compressPublicRead(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  return response.ok && type.startsWith('application/json') ? gzip(request, response) : response;
}

function gzip(request: Request, response: Response): Response {
  const accepts = /\bgzip\b/i.test(request.headers.get('accept-encoding') ?? '');
  if (!accepts || !response.body || response.headers.has('content-encoding') || request.method === 'HEAD')
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

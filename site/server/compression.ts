import type { Endpoint } from '@fittizia/contract';

/**
 * gzip on the way out, when the browser accepts it. Static assets are pre-compressed at build time (Nitro's
 * `compressPublicAssets`); server-rendered pages (`compressHtml`) and the `/api` proxy's reads of nothing personal
 * (`compressRead`) are made per request, so they are compressed here. Other responses (the proxy's other
 * calls, redirects, already-encoded bodies) pass through.
 */
export function compressHtml(request: Request, response: Response): Response {
  const type = response.headers.get('content-type') ?? '';
  return type.startsWith('text/html') ? gzip(request, response) : response;
}

/**
 * Which calls' answers the `/api` proxy gzips: reads (GET) that carry nothing personal (the contract's
 * `personalData`): restaurants, menus, content, jobs, the geo search. Compressing an answer that holds a secret
 * beside what a caller can make it echo would let an attacker guess the secret from its size (BREACH); these hold
 * no person's details, and the one credential among them (the card provider's client token) echoes nothing.
 * The restaurant list the booking modal needs is about 330 KB of JSON and a finder search's answer 16-33 KB,
 * about a tenth of that gzipped: on a phone's connection their download is what a first Book now or a first
 * search waited for.
 */
export const compressesAnswer = (def: Pick<Endpoint, 'method' | 'personalData'>): boolean =>
  def.method === 'GET' && !def.personalData;

/** A successful JSON answer of such a call, gzipped when the browser accepts it. */
export function compressRead(request: Request, response: Response): Response {
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

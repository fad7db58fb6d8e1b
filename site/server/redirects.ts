/**
 * Steps 1 and 2 of spec 4.8: collapse repeated slashes, then drop a trailing slash
 * (never on `/`). Returns the same-site location to 301 to, or undefined when the path
 * is already clean. The result always starts with exactly one `/`, so it can never
 * point at another host.
 */
export function normalisedLocation(url: URL): string | undefined {
  const raw = url.pathname;
  if (raw.startsWith('/api/')) return undefined;
  let path = raw.replace(/\\/g, '/').replace(/\/{2,}/g, '/');
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  if (path === raw) return undefined;
  return `${path}${url.search}`;
}

export function permanentRedirect(location: string): Response {
  return new Response(null, { status: 301, headers: { location, 'cache-control': 'public, max-age=3600' } });
}

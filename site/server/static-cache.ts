/**
 * The `Cache-Control` of the files in `site/public` (the favicon, the pictures, the stand-in marketing tag), set by
 * Nitro's route rules (vite.config.ts). The build's own `/assets/` files have hashed names and are served
 * `immutable` by Nitro; these keep their names when they change, so a browser keeps one for a day and then, for
 * a week, uses it while it checks in the background (each has an ETag, so the check is a 304). Without a policy
 * the browser guessed: it asked for the favicon again on every client-side navigation, and a restaurant's hero
 * picture (the page's largest paint) had only a heuristic lifetime.
 */
export const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/** Every file or folder at the top of `site/public`, as a route rule pattern (a unit test checks the list). */
export const PUBLIC_FILE_PATTERNS = ['/favicon.svg', '/images/**', '/scripts/**'] as const;

export const publicFileRouteRules = () =>
  Object.fromEntries(
    PUBLIC_FILE_PATTERNS.map((pattern) => [
      pattern,
      { headers: { 'cache-control': PUBLIC_FILE_CACHE_CONTROL } },
    ]),
  );

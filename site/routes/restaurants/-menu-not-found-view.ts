import { deferred } from '../../lib/deferred.tsx';

/**
 * The menu routes' `notFoundComponent`: deferred (lib/deferred.tsx), because the router fetches a route's
 * not-found chunk with the route as the page hydrates, found or not.
 */
export const MenuNotFoundView = deferred(() => import('./-menu-not-found.tsx').then((m) => m.MenuNotFound));

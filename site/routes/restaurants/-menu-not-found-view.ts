import { lazyPart } from '../../lib/lazy-part.tsx';

/**
 * The menu routes' `notFoundComponent`: a lazy part (lib/lazy-part.tsx), because the router fetches a route's
 * not-found chunk with the route as the page hydrates, found or not.
 */
export const MenuNotFoundView = lazyPart(() => import('./-menu-not-found.tsx').then((m) => m.MenuNotFound));

/** Business constants of spec section 9, shared by every layer. */
export const TOKEN_REFRESH_MARGIN_MS = 5 * 60 * 1000;
export const TOKEN_STORED_EXPIRY_MS = 23 * 60 * 60 * 1000; // 82.8M ms
export const CACHE_TTL_SECONDS = 600;
export const UPSTREAM_TIMEOUT_MS = 30_000;
export const POOL_MAX_SOCKETS = 50;
export const POOL_MAX_FREE_SOCKETS = 10;
export const POOL_FREE_SOCKET_TIMEOUT_MS = 15_000;

export const BOOK_NOW_TEXT = 'Book Now';
export const MAX_LOCATIONS = 4;
export const MAX_DISTANCE_MILES = 100;
export const EARTH_RADIUS_MILES = 3959;
export const MAP_MAX_ZOOM = 18;

export const HEADER_SOLID_AFTER_PX = 250;
export const BACK_TO_TOP_AFTER_PX = 600;

export const NOT_FOUND_MESSAGE = 'This page could not be found';
export const SERVER_ERROR_MESSAGE = 'Sorry, something went wrong. Please try again.';
export const RETURN_HOME_TEXT = 'Return to homepage';

/** Header names the site server adds to every brand-API call (spec section 6 and 7). */
export const BRAND_KEY_HEADER = 'brandKey';
export const SESSION_ID_HEADER = 'sessionId';
export const SESSION_COOKIE = 'session_id';

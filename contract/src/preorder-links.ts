/*
 * A pre-order's links: their paths and their tokens' patterns, without zod, so that a page's first load can tell a
 * pre-order link (the organiser's routes, the log's redaction) without bringing in the schemas
 * (`schemas/preorder.ts` re-exports them).
 */

/** The guests' page; the guests' token follows. */
export const PREORDER_PATH = '/pre-order/';
/** The organiser's table; the organiser's token follows (`/print` for the printable sheet, `/sheet.csv` the CSV). */
export const PREORDER_ORGANISER_PATH = '/pre-order/organiser/';

/**
 * The links' tokens: the booking reference, a dot, `g` (guests) or `o` (organiser), a dot and 43 characters of
 * base64url HMAC-SHA256 over the purpose and the reference (the brand API's PREORDER_LINK_SECRET). A guests' token
 * cannot be turned into the organiser's without the secret.
 */
export const PREORDER_TOKEN_PATTERN = /^[A-Z0-9-]{4,40}\.[go]\.[A-Za-z0-9_-]{43}$/;
/** The key a guest's browser keeps to change its own choice (32 random bytes, base64url). */
export const PREORDER_GUEST_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The header a guests' link sends its guest key in (GET /api/preorders/{token}): the view then carries that guest's
 * own entry (`own`), so the page can show it and prefill its change. A key that does not match is ignored.
 */
export const PREORDER_GUEST_KEY_HEADER = 'x-preorder-guest-key';

/**
 * Limits on what a request may carry, shared by the site (request guard, /api proxy) and the brand API, and
 * the messages a refused request gets. Pure functions: no Node, no zod.
 */

/** Longest path accepted (in characters, as sent, percent-encoding included); longer answers 414. */
export const MAX_PATH_LENGTH = 2048;
/** Longest query string accepted (without the `?`); longer answers 414. */
export const MAX_QUERY_LENGTH = 2048;
/** Longest single header value accepted; longer answers 431. (Node refuses more than 16 KB of headers in all.) */
export const MAX_HEADER_VALUE_LENGTH = 8192;
/** Largest JSON body of an ordinary call. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
/** Largest body of the two calls that carry files as base64 (job application CV, contact attachments). */
export const MAX_UPLOAD_BODY_BYTES = 10 * 1024 * 1024;
/** Deepest nesting of objects and arrays accepted in a JSON body. */
export const MAX_JSON_DEPTH = 16;
/** Keys that could reach an object's prototype: refused anywhere in a body. */
export const FORBIDDEN_JSON_KEYS: readonly string[] = ['__proto__', 'constructor', 'prototype'];

/**
 * Contact-form attachments (spec 5.3 says "not shown"; designed): at most this many files, each at most
 * CONTACT_MAX_FILE_BYTES and together at most CONTACT_MAX_TOTAL_BYTES (decoded bytes). The form and the
 * brand API use the same numbers.
 */
export const CONTACT_MAX_FILES = 5;
export const CONTACT_MAX_FILE_BYTES = 5 * 1024 * 1024;
export const CONTACT_MAX_TOTAL_BYTES = 10 * 1024 * 1024;
/** Largest body of the two contact calls: the attachments' base64 (4 characters per 3 bytes) plus a JSON body. */
export const MAX_CONTACT_BODY_BYTES = Math.ceil(CONTACT_MAX_TOTAL_BYTES / 3) * 4 + MAX_JSON_BODY_BYTES;

/** What a refused request is told (JSON `message` on API calls). */
export const REQUEST_REFUSED_MESSAGES = {
  badPath: 'Invalid request: the address is not valid',
  pathTooLong: 'Invalid request: the address is too long',
  queryTooLong: 'Invalid request: the query string is too long',
  headerTooLarge: 'Invalid request: a request header is too large',
  unsupportedMediaType: 'Invalid request: the body must be JSON (Content-Type: application/json)',
  bodyTooLarge: 'Invalid request: the body is too large',
  badJson: 'Invalid request: the body must be JSON',
  tooDeep: 'Invalid request: the body is nested too deeply',
  forbiddenKey: 'Invalid request: the body uses a reserved key',
  controlCharacter: 'Invalid request: a value contains a control character',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
} as const;

/** What a form refused by the bot check that needs no keys is told (headers: FORM_CHECK_HEADERS). */
export const FORM_CHECK_MESSAGES = {
  tooFast:
    'That was sent too quickly to be a person filling in the form. Please check your details and send it again.',
  expired: 'This form has expired. Please reload the page and send it again; nothing was sent.',
  trap: 'Your form could not be sent. Please reload the page and send it again; nothing was sent.',
} as const;

/** C0 controls (NUL included) and DEL. Tabs and newlines are not welcome in a path or a parameter either. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL = /[\u0000-\u001f\u007f]/;

export function hasControlCharacter(value: string): boolean {
  return CONTROL.test(value);
}

export type JsonCheck = { ok: true; value: unknown } | { ok: false; message: string };

/**
 * Parses a JSON body and refuses what no call needs: malformed or truncated text, nesting deeper than
 * MAX_JSON_DEPTH, and prototype keys (`__proto__`, `constructor`, `prototype`) at any depth.
 */
export function parseJsonBody(text: string): JsonCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: REQUEST_REFUSED_MESSAGES.badJson };
  }
  const problem = inspect(value, 1);
  return problem ? { ok: false, message: problem } : { ok: true, value };
}

function inspect(value: unknown, depth: number): string | undefined {
  if (value === null || typeof value !== 'object') return undefined;
  if (depth > MAX_JSON_DEPTH) return REQUEST_REFUSED_MESSAGES.tooDeep;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = inspect(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  // JSON.parse makes `__proto__` an own property, so Object.keys sees it.
  for (const key of Object.keys(value)) {
    if (FORBIDDEN_JSON_KEYS.includes(key)) return REQUEST_REFUSED_MESSAGES.forbiddenKey;
    const problem = inspect((value as Record<string, unknown>)[key], depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/** Is the Content-Type a JSON one (`application/json`, optionally with parameters, or `+json`)? */
export function isJsonContentType(header: string | null | undefined): boolean {
  if (!header) return false;
  const type = header.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[\w.-]+\+json$/.test(type);
}

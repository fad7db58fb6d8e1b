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
/** Largest body of a content page's draft (the editor's calls, docs/content.md). */
export const CONTENT_BODY_MAX_BYTES = 512 * 1024;
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

/**
 * Zip-based documents (.docx) are unpacked in full before they are accepted (a zip bomb): at most
 * ZIP_MAX_ENTRIES parts, together at most ZIP_MAX_UNPACKED_BYTES once unpacked, and at most ZIP_MAX_RATIO
 * times their packed size (a real document with pictures packs far less tightly).
 */
export const ZIP_MAX_ENTRIES = 1000;
export const ZIP_MAX_UNPACKED_BYTES = 50 * 1024 * 1024;
export const ZIP_MAX_RATIO = 100;
/** What a refused zip-based document is told (after its name or field). */
export const ZIP_REFUSED_MESSAGES = {
  broken: 'is not a readable document (the file is damaged)',
  tooLarge: 'unpacks too large: it may be damaged, or made to fill the server; save it again or send a PDF',
} as const;

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

// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL_IN_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find them
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;
/**
 * Format characters (Unicode category Cf) that no request text needs and that change what is shown around them:
 * the bidirectional embeddings, overrides and isolates (U+202A-U+202E, U+2066-U+2069), the direction marks
 * (U+200E, U+200F, U+061C), the byte-order mark (U+FEFF), the deprecated shaping and swapping controls
 * (U+206A-U+206F) and the interlinear annotation marks (U+FFF9-U+FFFB). The other format characters are
 * allowed on purpose: the zero-width joiner and non-joiner (U+200D, U+200C: Indic and Arabic scripts, emoji), the
 * soft hyphen, the zero-width space and word joiner (line breaking), the tags of a subdivision flag's emoji and
 * the Arabic number signs. The direction of right-to-left text needs no control: the bidi algorithm finds it.
 */
const BIDI_CONTROL = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u206a-\u206f\ufeff\ufff9-\ufffb]/;

/** What a refused text field is told (the field is named before it). */
export const TEXT_REFUSED_MESSAGES = {
  control: 'must not contain control characters',
  bidi: 'must not contain bidirectional or invisible format characters',
} as const;

/**
 * The problem with one text value of a request, if any: C0 and C1 controls and DEL anywhere, except tab, CR and
 * LF in a field that allows lines; the bidirectional and invisible format characters of BIDI_CONTROL anywhere
 * (in a name, a message, a special request, a choice's id: every string a request carries).
 */
export function textProblem(value: string, field: { lines?: boolean } = {}): string | undefined {
  if ((field.lines ? CONTROL_IN_LINES : CONTROL_IN_LINE).test(value)) return TEXT_REFUSED_MESSAGES.control;
  if (BIDI_CONTROL.test(value)) return TEXT_REFUSED_MESSAGES.bidi;
  return undefined;
}

/** Strips what a stored name must not carry: controls (CR and LF included) and the format characters above. */
export function stripUnsafeText(value: string): string {
  return value.replace(new RegExp(`${CONTROL_IN_LINE.source}|${BIDI_CONTROL.source}`, 'g'), '');
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

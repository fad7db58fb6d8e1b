import { isJsonContentType, parseJsonBody, REQUEST_REFUSED_MESSAGES } from '@fittizia/contract';
import { refusedJson } from './request-guard.ts';

/**
 * Server-function calls (`/_serverFn/{id}`, TanStack Start's RPC) that could never be a call the site's own
 * code makes are answered 400 with a clear message before Start sees them: Start would answer a 500 (an
 * unknown function id throws; a body it cannot read is a serialised error), which reads as a fault of ours
 * and is logged as one. The site's code calls server functions with a JSON body (or none) by POST, or by GET
 * with a `payload` query.
 */
export const MALFORMED_SERVER_FN_CALL = 'Invalid request: not a call this site makes';

/** TanStack Start's server-function address prefix (its `TSS_SERVER_FN_BASE`). */
export const SERVER_FN_BASE = '/_serverFn/';

export const isServerFnPath = (pathname: string) =>
  pathname === SERVER_FN_BASE.slice(0, -1) || pathname.startsWith(SERVER_FN_BASE);

export async function malformedServerFnCall(request: Request): Promise<Response | undefined> {
  const method = request.method.toUpperCase();
  // No function id at all: Start throws before any middleware runs.
  const id = new URL(request.url).pathname.slice(SERVER_FN_BASE.length).split('/')[0];
  if (!id) return refusedJson(400, MALFORMED_SERVER_FN_CALL);
  if (method !== 'GET' && method !== 'POST') return refusedJson(400, MALFORMED_SERVER_FN_CALL);
  if (method === 'GET') {
    const payload = new URL(request.url).searchParams.get('payload');
    if (payload !== null && !parseJsonBody(payload).ok)
      return refusedJson(400, REQUEST_REFUSED_MESSAGES.badJson);
    return undefined;
  }
  const type = request.headers.get('content-type');
  // Read within its cap already (`body-guard.ts`, which runs first): a larger body never reaches this.
  const text = await request.clone().text();
  if (text === '' && !type) return undefined;
  if (!isJsonContentType(type)) return refusedJson(400, REQUEST_REFUSED_MESSAGES.unsupportedMediaType);
  const parsed = parseJsonBody(text);
  if (!parsed.ok) return refusedJson(400, parsed.message);
  if (typeof parsed.value !== 'object' || parsed.value === null) {
    return refusedJson(400, MALFORMED_SERVER_FN_CALL);
  }
  return undefined;
}

/** Start throws this for an id that names no server function of the build. */
export function isUnknownServerFn(error: unknown): boolean {
  return (
    error instanceof Error &&
    /^(Server function info not found|Invalid server action param)/.test(error.message)
  );
}

/** The answer to a call of a function the build does not have. */
export const unknownServerFn = () => refusedJson(400, MALFORMED_SERVER_FN_CALL);

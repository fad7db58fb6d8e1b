/**
 * A request's body read within a cap, as it streams: the one reader of the `/api` proxy and of the guard in front
 * of page forms and server functions.
 */

const declaredLength = (request: Request) => Number(request.headers.get('content-length') ?? '0');

/** Over the cap: declared so, or counted so as it streamed. */
export const TOO_LARGE = Symbol('too large');
/** The client went away, or the body broke off midway. */
export const BROKEN = Symbol('broken');

/**
 * The body, read as it streams, never more than `cap` bytes: a declared Content-Length over the cap is refused
 * before a byte is read, and a body without one is cut off (the stream cancelled) at the first chunk past it.
 */
export async function readCapped(
  request: Request,
  cap: number,
): Promise<Uint8Array<ArrayBuffer> | typeof TOO_LARGE | typeof BROKEN> {
  if (declaredLength(request) > cap) return TOO_LARGE;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > cap) {
        await reader.cancel().catch(() => {});
        return TOO_LARGE;
      }
      chunks.push(value);
    }
  } catch {
    // The client went away, or the body broke off midway.
    return BROKEN;
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

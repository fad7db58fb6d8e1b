import { examples } from '@fittizia/contract';
import { sitePost } from './harness.fixture.ts';

/*
 * The /api pipeline tests' calls: a diner's post, a body that counts what was read of it, a booking's body.
 */

/** A call from a diner's page: same origin, JSON, the session cookie. */
export const post = (path: string, body: BodyInit | null, headers: Record<string, string> = {}) =>
  sitePost(path, body, headers);

/** A body that counts how many bytes were pulled from it, streaming `total` bytes in 64 KB chunks. */
export function countingBody(total: number) {
  const seen = { pulled: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled >= total) {
        controller.close();
        return;
      }
      seen.pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, seen };
}

export const bookingBody = JSON.stringify(examples.bookingCreate.body);

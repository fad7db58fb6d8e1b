import { z } from '../zod.ts';
import { requestObject, responseObject } from './common.ts';

/*
 * The change events' calls (docs/caching.md, "Change events"): a catch-up read of the stored events after an id,
 * and the stream of them as they are committed. Server-to-server only (`fromBrowser: false`).
 */

/** The kinds of change (the vocabulary of their tags is in change-events.ts). */
export const CHANGE_KINDS = ['restaurant', 'menu', 'offer', 'content', 'brand'] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** A tag: a word (or words joined by `-`), or that, a colon and an id (letters, digits, `-`, `_`, `.`), at most 120 characters. */
export const CHANGE_TAG_PATTERN = /^[a-z]+(-[a-z]+)*(:[\w.-]+)?$/;
export const CHANGE_TAG_MAX = 120;

/**
 * One change event as stored, carried and read: `id` grows with each event (a decimal string). Tolerant, as every
 * answer: a field added later passes through.
 */
export const changeEvent = responseObject({
  id: z.string().check(z.regex(/^\d{1,19}$/)),
  at: z.string(),
  kind: z.enum(CHANGE_KINDS),
  ids: z.array(z.string()),
  tags: z.array(z.string().check(z.regex(CHANGE_TAG_PATTERN), z.maxLength(CHANGE_TAG_MAX))),
});
export type ChangeEvent = z.infer<typeof changeEvent>;

/** The most events one catch-up read answers (and its default). */
export const CHANGES_LIMIT_MAX = 500;
/** How often the stream sends a comment line (`: ping`), so proxies and the client see it alive. */
export const CHANGE_STREAM_PING_MS = 15_000;
/** The `event:` name of each change on the stream. */
export const CHANGE_STREAM_EVENT = 'change';
/** The content type of the stream's answer. */
export const CHANGE_STREAM_CONTENT_TYPE = 'text/event-stream';

/** An event id as the calls take it: digits ("0": before the first event). */
const eventId = z
  .string({ message: 'after must be an event id' })
  .check(z.regex(/^\d{1,19}$/, { message: 'after must be an event id (digits)' }));

/** GET /api/v1/changes?after=<id>&limit=<1..500>: `after` defaults to "0", `limit` to CHANGES_LIMIT_MAX. */
export const changesQuery = z.prefault(
  requestObject({
    after: z._default(eventId, '0'),
    limit: z._default(
      z.coerce
        .number({ message: 'limit must be a number' })
        .check(
          z.int({ message: 'limit must be a whole number' }),
          z.gte(1, { message: 'limit must be at least 1' }),
          z.lte(CHANGES_LIMIT_MAX, { message: `limit must be at most ${CHANGES_LIMIT_MAX}` }),
        ),
      CHANGES_LIMIT_MAX,
    ),
  }),
  {},
);
export type ChangesQuery = z.infer<typeof changesQuery>;

/** The events after `after`, in id order, and the highest event id stored ("0" when none). */
export const changesResponse = responseObject({
  events: z.array(changeEvent),
  latest: z.string().check(z.regex(/^\d{1,19}$/)),
});
export type ChangesResponse = z.infer<typeof changesResponse>;

/**
 * GET /api/v1/changes/stream?after=<id> (or the header `Last-Event-ID`): every stored event after the id, then
 * each new one. With neither, only the events committed from then on.
 */
export const changesStreamQuery = z.prefault(requestObject({ after: z.optional(eventId) }), {});
export type ChangesStreamQuery = z.infer<typeof changesStreamQuery>;

/** One event of the stream as written: `id: <id>\nevent: change\ndata: <the event's JSON>\n\n`. */
export function changeStreamMessage(event: ChangeEvent): string {
  return `id: ${event.id}\nevent: ${CHANGE_STREAM_EVENT}\ndata: ${JSON.stringify(event)}\n\n`;
}

/** The stream's keep-alive comment. */
export const CHANGE_STREAM_PING = ': ping\n\n';

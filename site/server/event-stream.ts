/**
 * A reader of `text/event-stream` (the HTML standard's server-sent events, "Parsing an event stream"): lines end
 * with CRLF, LF or CR; a line starting with `:` is a comment (a keep-alive ping); `field: value` sets a field (one
 * space after the colon is dropped); `data` lines join with a newline; a blank line sends the message. A message
 * without data is not sent, as in a browser's EventSource. Only what the change stream needs: no `retry`.
 */
export interface EventStreamMessage {
  /** The `event` field, `message` when there was none. */
  event: string;
  data: string;
  /** The `id` field, when the message had one. */
  id?: string;
}

/** Turns chunks of an event stream's text into its messages; keeps a partial line until its end arrives. */
export class EventStreamParser {
  #buffer = '';
  #event = '';
  #data: string[] = [];
  #id: string | undefined;
  /** The last chunk ended with CR: a LF starting the next one belongs to the same line end. */
  #afterCr = false;

  push(chunk: string): EventStreamMessage[] {
    let text = chunk;
    if (this.#afterCr && text.startsWith('\n')) text = text.slice(1);
    this.#afterCr = text.endsWith('\r');
    const lines = (this.#buffer + text).split(/\r\n|\r|\n/);
    this.#buffer = lines.pop() ?? '';
    const messages: EventStreamMessage[] = [];
    for (const line of lines) {
      const message = this.#line(line);
      if (message) messages.push(message);
    }
    return messages;
  }

  #line(line: string): EventStreamMessage | undefined {
    if (line === '') return this.#dispatch();
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.#event = value;
    else if (field === 'data') this.#data.push(value);
    else if (field === 'id' && !value.includes('\0')) this.#id = value;
    return undefined;
  }

  #dispatch(): EventStreamMessage | undefined {
    const data = this.#data;
    const event = this.#event;
    this.#data = [];
    this.#event = '';
    if (data.length === 0) return undefined;
    return {
      event: event || 'message',
      data: data.join('\n'),
      ...(this.#id !== undefined && { id: this.#id }),
    };
  }
}

/** The messages of an event stream's body, as they arrive (UTF-8, a leading byte-order mark dropped). */
export async function* eventStreamMessages(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<EventStreamMessage> {
  const parser = new EventStreamParser();
  const decoder = new TextDecoder('utf-8');
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const message of parser.push(decoder.decode(value, { stream: true }))) yield message;
    }
  } finally {
    // Stopped early (the caller broke off, or the stream failed): the connection is let go.
    reader.releaseLock();
    await body.cancel().catch(() => {});
  }
  for (const message of parser.push(decoder.decode())) yield message;
}

import { describe, expect, it } from 'vitest';
import { EventStreamParser, eventStreamMessages } from './event-stream.ts';

const all = (parser: EventStreamParser, chunks: string[]) => chunks.flatMap((chunk) => parser.push(chunk));

describe('the event-stream reader', () => {
  it('reads the change stream: id, event and data, a blank line ending each; pings are comments', () => {
    const text =
      ': ping\n\nid: 7\nevent: change\ndata: {"id":"7"}\n\n: ping\n\nid: 8\nevent: change\ndata: {"id":"8"}\n\n';
    expect(all(new EventStreamParser(), [text])).toEqual([
      { event: 'change', data: '{"id":"7"}', id: '7' },
      { event: 'change', data: '{"id":"8"}', id: '8' },
    ]);
  });

  it('puts a message together from chunks cut anywhere, even inside a CRLF', () => {
    const text = 'id: 1\r\nevent: change\r\ndata: {"a":1}\r\n\r\nid: 2\r\ndata: two\r\n\r\n';
    const expected = [
      { event: 'change', data: '{"a":1}', id: '1' },
      { event: 'message', data: 'two', id: '2' },
    ];
    for (let cut = 1; cut < text.length; cut++) {
      expect(all(new EventStreamParser(), [text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual(
        expected,
      );
    }
    expect(all(new EventStreamParser(), [...text])).toEqual(expected);
  });

  it('joins data lines, keeps a value without its one leading space, ends lines at CR alone', () => {
    expect(all(new EventStreamParser(), ['data:a\rdata:  b\rdata\r\r'])).toEqual([
      { event: 'message', data: 'a\n b\n' },
    ]);
  });

  it('sends nothing for a message without data, nor for one not yet ended', () => {
    expect(all(new EventStreamParser(), ['event: change\n\n', 'data: half\n'])).toEqual([]);
  });

  it('reads a body of bytes, a character split between two chunks included', async () => {
    const bytes = new TextEncoder().encode('\uFEFFevent: change\ndata: caffè\n\n');
    const split = bytes.length - 4; // inside the two bytes of "è"
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split));
        controller.enqueue(bytes.slice(split));
        controller.close();
      },
    });
    const messages = [];
    for await (const message of eventStreamMessages(body)) messages.push(message);
    expect(messages).toEqual([{ event: 'change', data: 'caffè' }]);
  });
});

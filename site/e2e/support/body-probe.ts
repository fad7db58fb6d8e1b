import net from 'node:net';

/** What a raw POST met: the answer's status and headers, how long it took and how much of the body had gone. */
export interface BodyProbe {
  status: number;
  headers: Record<string, string>;
  /** From the first byte of the request to the answer's status line. */
  ms: number;
  /** Bytes of the body written to the socket when the answer came (0: none of it). */
  sentBytes: number;
  /** Whether the whole body had been written when the answer came. */
  sentAll: boolean;
}

export interface BodyProbeOptions {
  /** `declared`: `Content-Length` says `total`; `chunked`: no length, chunks until the answer comes. */
  mode: 'declared' | 'chunked';
  total: number;
  headers?: Record<string, string>;
  /** Bytes per write. */
  chunk?: number;
  /** A pause after each write, so that the body does not pile up in the sockets' buffers ahead of the server. */
  pauseMs?: number;
  /** `declared`: how long to wait for an answer before sending any of the body. */
  waitMs?: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * POSTs `total` bytes to `url` over a plain socket and stops writing as soon as the answer's first bytes come:
 * how much of the body the server took before it answered. With a declared length the body is held back until
 * the server has answered or `waitMs` has passed; without one it is written a chunk at a time.
 */
export function probeBody(url: string, options: BodyProbeOptions): Promise<BodyProbe> {
  const { mode, total, headers = {}, chunk = 64 * 1024, pauseMs = 2, waitMs = 2_000 } = options;
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(target.port), target.hostname);
    let started = 0;
    let sentBytes = 0;
    let answeredAt: number | undefined;
    let sentAtAnswer = 0;
    let received = '';
    let settled = false;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      if (settled) return;
      clearTimeout(giveUp);
      const end = received.indexOf('\r\n\r\n');
      if (answeredAt === undefined || end < 0) {
        settled = true;
        socket.destroy();
        reject(new Error(`no answer from ${url} (${received.length} bytes received)`));
        return;
      }
      settled = true;
      socket.destroy();
      const [statusLine = '', ...lines] = received.slice(0, end).split('\r\n');
      const answerHeaders: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        answerHeaders[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers: answerHeaders,
        ms: answeredAt - started,
        sentBytes: sentAtAnswer,
        sentAll: sentAtAnswer >= total,
      });
    };
    socket.on('data', (data: Buffer) => {
      if (answeredAt === undefined) {
        answeredAt = performance.now();
        sentAtAnswer = sentBytes;
      }
      received += data.toString('latin1');
      if (received.includes('\r\n\r\n')) finish();
    });
    // The server may close the connection on a body it refused while this side is still writing.
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', async () => {
      const head = [
        `POST ${target.pathname}${target.search} HTTP/1.1`,
        `Host: ${target.host}`,
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
        mode === 'declared' ? `Content-Length: ${total}` : 'Transfer-Encoding: chunked',
        '',
        '',
      ].join('\r\n');
      started = performance.now();
      socket.write(head);
      if (mode === 'declared') {
        const until = performance.now() + waitMs;
        while (answeredAt === undefined && performance.now() < until) await pause(10);
      }
      const bytes = Buffer.alloc(chunk, 'a');
      while (answeredAt === undefined && sentBytes < total && !socket.destroyed) {
        const size = Math.min(chunk, total - sentBytes);
        const part = bytes.subarray(0, size);
        const data =
          mode === 'declared'
            ? part
            : Buffer.concat([Buffer.from(`${size.toString(16)}\r\n`), part, Buffer.from('\r\n')]);
        await new Promise<void>((done) => socket.write(data, () => done()));
        sentBytes += size;
        await pause(pauseMs);
      }
      if (mode === 'chunked' && answeredAt === undefined && !socket.destroyed) socket.write('0\r\n\r\n');
      // No answer by now: wait a little for one, then give up.
      if (!settled) giveUp = setTimeout(finish, 10_000);
    });
  });
}

import { Writable } from 'node:stream';
import { REDACTED } from '@fittizia/contract/log-redaction';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../src/shared/logger.ts';

/*
 * No personal data in a log line stays as it is: the fields that name a person are redacted by key, and
 * an e-mail address that arrives inside another text (a mail server's refusal, a library's error) is redacted
 * where it stands.
 */

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger({ level: 'info' }, stream), lines };
}

describe("the brand API's log lines", () => {
  it('hold no e-mail address a mail server put in its refusal, nor one in a field or a message', () => {
    const { logger, lines } = capture();
    const refusal = Object.assign(
      new Error('550 5.1.1 <giulia.rossi@example.com>: Recipient address rejected'),
      {
        responseCode: 550,
        response: '550 5.1.1 <giulia.rossi@example.com>: Recipient address rejected',
      },
    );
    logger.error({ mailId: 'm1', kind: 'booking-confirmation', err: refusal }, 'mail given up');
    logger.warn({ to: 'giulia.rossi@example.com', emailKey: 'x' }, 'mail for giulia.rossi@example.com held');
    const text = lines.join('');
    expect(text).not.toContain('giulia');
    expect(text).toContain(`<${REDACTED}>: Recipient address rejected`);
    expect(text).toContain('"mailId":"m1"');
    expect(text).toContain(`mail for ${REDACTED} held`);
  });
});

import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { sendBookingMail } from '../src/domains/booking/index.ts';
import { loadBrandApiConfig } from '../src/shared/config.ts';
import {
  configureMail,
  enqueueMail,
  flushMail,
  type MailTransport,
  mailConfig,
  mailOutbox,
  runMailRetryPass,
} from '../src/shared/mail/index.ts';
import { describeOnEachDatabase } from './harness.ts';
import { details } from './mail-fixtures.ts';

/*
 * The outbox's delivery: a failed attempt is kept and retried with backoff, a permanent refusal is given up
 * but kept, one message is never sent twice; and the transport the configuration chooses.
 */

describeOnEachDatabase('mail delivery', { seed: false, clock: '2026-06-01T12:00:00Z' }, (h) => {
  const row = async (id: string) =>
    (await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

  beforeEach(() => {
    h.clock.reset();
  });
  afterAll(async () => {
    await flushMail();
    configureMail({ logger: pino({ level: 'silent' }) });
  });

  it('keeps a message whose delivery fails and sends it on a later retry pass', async () => {
    let up = false;
    const delivered: string[] = [];
    const flaky: MailTransport = {
      name: 'fake-smtp',
      async deliver({ id }) {
        if (!up) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25'), { code: 'ECONNECTION' });
        delivered.push(id);
        return { location: '250 OK queued' };
      },
    };
    configureMail({ transport: flaky, logger: h.logger, now: () => h.clock.now(), retryBaseMs: 30_000 });

    const { id, status } = await enqueueMail(h.database, {
      kind: 'contact',
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Plain words',
    });
    expect(status).toBe('failed');
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      nextAttemptAt: new Date('2026-06-01T12:00:30Z'),
      sentAt: null,
    });
    expect(h.logs.some((l) => l.msg === 'mail delivery failed, will retry' && l.mailId === id)).toBe(true);

    // Not due yet: nothing is tried.
    expect(await runMailRetryPass(h.database)).toEqual({ attempted: 0, sent: 0, failed: 0 });
    // Due, still down: a second failure doubles the wait.
    h.clock.set('2026-06-01T12:00:31Z');
    expect(await runMailRetryPass(h.database)).toMatchObject({ attempted: 1, failed: 1 });
    expect(await row(id)).toMatchObject({ attempts: 2, nextAttemptAt: new Date('2026-06-01T12:01:31Z') });
    // The server is back: the next due pass sends it, unchanged.
    up = true;
    h.clock.set('2026-06-01T12:02:00Z');
    expect(await runMailRetryPass(h.database)).toMatchObject({ attempted: 1, sent: 1 });
    expect(delivered).toEqual([id]);
    expect(await row(id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      lastError: null,
      nextAttemptAt: null,
      sentAt: h.clock.now(),
    });
    expect(await runMailRetryPass(h.database)).toMatchObject({ attempted: 0 });
  });

  it('gives up on a permanent SMTP refusal but keeps the message', async () => {
    const refusing: MailTransport = {
      name: 'fake-smtp',
      async deliver() {
        throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
      },
    };
    configureMail({ transport: refusing, logger: h.logger, now: () => h.clock.now() });
    const { id } = await enqueueMail(h.database, {
      kind: 'voucher',
      to: 'x@example.com',
      subject: 'S',
      text: 'T',
    });
    expect(await row(id)).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    h.clock.set('2026-06-02T12:00:00Z');
    await runMailRetryPass(h.database);
    expect((await row(id))?.attempts).toBe(1);
    expect((await row(id))?.raw).toContain('Subject: S');
  });

  it('never sends one message twice when a retry pass meets an attempt in progress', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sent: string[] = [];
    configureMail({
      transport: {
        name: 'slow',
        async deliver({ id }) {
          await gate;
          sent.push(id);
          return {};
        },
      },
      logger: h.logger,
      now: () => h.clock.now(),
    });
    await sendBookingMail(h.database, details({ reference: 'SLOW01' }));
    h.clock.set('2026-06-01T12:00:05Z');
    expect((await runMailRetryPass(h.database)).attempted).toBe(0);
    release();
    await flushMail();
    expect(sent).toHaveLength(1);
  });
});

describe('mail configuration', () => {
  it('keeps mail in an outbox folder beside the data directory by default', () => {
    const config = loadBrandApiConfig({ BRAND_API_DATA_DIR: '/srv/fittizia/brand-api' });
    expect(config.MAIL_OUTBOX_DIR).toBe('/srv/fittizia/outbox');
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SITE_URL).toBe('http://localhost:3000');
    expect(loadBrandApiConfig({ MAIL_OUTBOX_DIR: '/tmp/mail' }).MAIL_OUTBOX_DIR).toBe('/tmp/mail');
  });

  it('sends over SMTP when SMTP_URL is set, and refuses a malformed one', () => {
    const config = loadBrandApiConfig({ SMTP_URL: 'smtps://user:pass@smtp.fittizia.example:465' });
    configureMail({ smtpUrl: config.SMTP_URL, logger: pino({ level: 'silent' }) });
    expect(mailConfig().transportName).toBe('smtp');
    configureMail({ logger: pino({ level: 'silent' }) });
    expect(mailConfig().transportName).toBe('eml-folder');
    expect(() => loadBrandApiConfig({ SMTP_URL: 'mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => loadBrandApiConfig({ SITE_URL: 'ftp://x' })).toThrow(/SITE_URL/);
  });
});

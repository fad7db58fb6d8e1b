import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { Database } from '../database.ts';
import { mailRuntime } from './config.ts';
import { type MailStatus, mailOutbox } from './tables.ts';

export { configureMail, type MailConfig, mailConfig } from './config.ts';
export { emlFolderTransport, type MailEnvelope, type MailTransport, smtpTransport } from './transports.ts';

/* ------------------------------------------------------------------ enqueue and deliver */

export interface MailMessage {
  /** What the message is, e.g. `booking-confirmation`, `voucher`, `contact` (stored and sent as a header). */
  kind: string;
  to: string | { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  attachments?: Mail.Attachment[];
  replyTo?: string;
  /**
   * A marketing e-mail (docs/privacy.md): queued only through `queueMail` with the suppression check, and sent
   * with its one-click unsubscribe (`listUnsubscribe`).
   */
  marketing?: boolean;
  /** The https address of the one-click unsubscribe (RFC 8058): `List-Unsubscribe` and `List-Unsubscribe-Post`. */
  listUnsubscribe?: string;
}

export interface EnqueuedMail {
  id: string;
  status: MailStatus;
}

const inFlight = new Set<Promise<unknown>>();

/** Waits for delivery attempts started in the background (tests, shutdown). */
export async function flushMail(): Promise<void> {
  while (inFlight.size) await Promise.allSettled([...inFlight]);
}

function mailId(kind: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
  return `${stamp}-${kind.replace(/[^\w-]/g, '')}-${randomBytes(4).toString('hex')}`;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** An SMTP 5xx answer is permanent: retrying the same message cannot succeed. */
function isPermanent(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

interface Claimed {
  id: string;
  raw: string;
  from_address: string;
  to_address: string;
  attempts: number;
  kind: string;
}

async function attempt(database: Database, row: Claimed): Promise<MailStatus> {
  const { resolvedTransport, logger, now } = mailRuntime();
  const attempts = row.attempts + 1;
  try {
    const result = await resolvedTransport.deliver({
      id: row.id,
      raw: Buffer.from(row.raw, 'utf8'),
      envelope: { from: row.from_address, to: row.to_address.split(',') },
    });
    await database.db
      .update(mailOutbox)
      .set({
        status: 'sent',
        attempts,
        sentAt: now(),
        lastError: null,
        nextAttemptAt: null,
        lockedUntil: null,
        emlPath: resolvedTransport.name === 'eml-folder' ? (result.location ?? null) : null,
      })
      .where(eq(mailOutbox.id, row.id));
    logger.info(
      {
        mailId: row.id,
        kind: row.kind,
        attempts,
        transport: resolvedTransport.name,
        location: result.location,
      },
      'mail sent',
    );
    return 'sent';
  } catch (error) {
    const { maxAttempts, retryBaseMs, retryMaxMs } = mailRuntime();
    const giveUp = isPermanent(error) || attempts >= maxAttempts;
    const delay = Math.min(retryBaseMs * 2 ** (attempts - 1), retryMaxMs);
    const nextAttemptAt = giveUp ? null : new Date(now().getTime() + delay);
    try {
      await database.db
        .update(mailOutbox)
        .set({ status: 'failed', attempts, lastError: errorText(error), nextAttemptAt, lockedUntil: null })
        .where(eq(mailOutbox.id, row.id));
    } catch (dbError) {
      // The row keeps its lease; once it expires the retry loop takes the message again.
      logger.error({ mailId: row.id, err: dbError }, 'mail outbox update failed');
    }
    const entry = {
      mailId: row.id,
      kind: row.kind,
      attempts,
      transport: resolvedTransport.name,
      err: error,
      nextAttemptAt,
    };
    if (giveUp) logger.error(entry, 'mail given up (kept in the outbox, status failed)');
    else logger.warn(entry, 'mail delivery failed, will retry');
    return 'failed';
  }
}

/**
 * Stores a message in the outbox (its whole RFC 822 form, built by nodemailer's
 * MailComposer) and then delivers it: awaited by default, or in the background with
 * `{ deliver: 'background' }` (see `flushMail`). Storing can throw (database down);
 * delivering never does: a failed attempt is recorded and retried by `runMailRetryPass`.
 */
export async function enqueueMail(
  database: Database,
  message: MailMessage,
  options: { deliver?: 'now' | 'background' } = {},
): Promise<EnqueuedMail> {
  const { from, now, leaseMs } = mailRuntime();
  const created = now();
  const id = mailId(message.kind, created);
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const node = new MailComposer({
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html ? { html: message.html } : {}),
    ...(message.attachments ? { attachments: message.attachments } : {}),
    ...(message.replyTo ? { replyTo: message.replyTo } : {}),
    messageId: `<${id}@${domain}>`,
    date: created,
    headers: {
      'X-Mail-Kind': message.kind,
      // RFC 8058 one-click unsubscribe (MailComposer, unlike the transport's `list` option, takes them as headers).
      ...(message.listUnsubscribe
        ? {
            'List-Unsubscribe': `<${message.listUnsubscribe}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
  }).compile();
  const envelope = node.getEnvelope();
  const raw = (await node.build()).toString('utf8');
  const row: Claimed = {
    id,
    raw,
    from_address: envelope.from || '',
    to_address: envelope.to.join(','),
    attempts: 0,
    kind: message.kind,
  };
  await database.db.insert(mailOutbox).values({
    id,
    kind: message.kind,
    fromAddress: row.from_address,
    toAddress: row.to_address,
    subject: message.subject,
    messageId: `<${id}@${domain}>`,
    raw,
    status: 'pending',
    createdAt: created,
    nextAttemptAt: created,
    // held by this first attempt, so a retry pass running meanwhile leaves it alone
    lockedUntil: new Date(created.getTime() + leaseMs),
  });
  if (options.deliver === 'background') {
    const pending = attempt(database, row);
    inFlight.add(pending);
    void pending.finally(() => inFlight.delete(pending));
    return { id, status: 'pending' };
  }
  return { id, status: await attempt(database, row) };
}

export interface RetryPassResult {
  attempted: number;
  sent: number;
  failed: number;
}

/**
 * One retry pass: claims the messages that are due (not sent, not given up, not held by
 * another attempt) with `FOR UPDATE SKIP LOCKED`, so several instances never send one
 * message twice, and tries each again.
 */
export async function runMailRetryPass(
  database: Database,
  options: { limit?: number } = {},
): Promise<RetryPassResult> {
  const runtime = mailRuntime();
  const at = runtime.now();
  const lease = new Date(at.getTime() + runtime.leaseMs);
  const result = await database.db.execute(sql`
    UPDATE mail_outbox SET locked_until = ${lease.toISOString()}::timestamptz
    WHERE id IN (
      SELECT id FROM mail_outbox
      WHERE status <> 'sent'
        AND next_attempt_at IS NOT NULL
        AND next_attempt_at <= ${at.toISOString()}::timestamptz
        AND (locked_until IS NULL OR locked_until <= ${at.toISOString()}::timestamptz)
      ORDER BY next_attempt_at
      LIMIT ${options.limit ?? 50}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, raw, from_address, to_address, attempts, kind`);
  const rows = (result as unknown as { rows: Claimed[] }).rows;
  const outcome: RetryPassResult = { attempted: rows.length, sent: 0, failed: 0 };
  for (const row of rows) {
    if ((await attempt(database, row)) === 'sent') outcome.sent++;
    else outcome.failed++;
  }
  return outcome;
}

/** Runs a retry pass every `intervalMs` until stopped (started by the server). */
export function startMailRetryLoop(
  database: Database,
  options: { intervalMs?: number } = {},
): { stop(): Promise<void> } {
  const intervalMs = options.intervalMs ?? 15_000;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    running = runMailRetryPass(database)
      .then((r) => {
        if (r.attempted) mailRuntime().logger.info(r, 'mail retry pass');
      })
      .catch((error) => mailRuntime().logger.error({ err: error }, 'mail retry pass failed'))
      .finally(() => {
        if (!stopped) {
          timer = setTimeout(tick, intervalMs);
          timer.unref();
        }
      });
  };
  timer = setTimeout(tick, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      await flushMail();
    },
  };
}

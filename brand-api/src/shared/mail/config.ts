import { fileURLToPath } from 'node:url';
import type { Logger } from 'pino';
import { DEMO_BRAND_NAME } from '../brand.ts';
import { DEV_UNSUBSCRIBE_LINK_SECRET } from '../config.ts';
import { createLogger } from '../logger.ts';
import { emlFolderTransport, type MailTransport, smtpTransport } from './transports.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/* The mailer's configuration, set once at start-up, and the transport it resolves to. */

export interface MailConfig {
  /** The From header, e.g. `Fittizia Trattoria <bookings@fittizia.example>`. */
  from: string;
  /** Public origin of the site, for links (no trailing slash). */
  siteUrl: string;
  brandName: string;
  /** The key a marketing e-mail's unsubscribe link is signed with (UNSUBSCRIBE_LINK_SECRET, `unsubscribe.ts`). */
  unsubscribeSecret: string;
  /** Folder of the embedded outbox's .eml files. */
  outboxDir: string;
  /** Real SMTP delivery; unset keeps messages in the outbox folder. */
  smtpUrl?: string | undefined;
  /** Overrides the transport chosen from smtpUrl/outboxDir (tests). */
  transport?: MailTransport | undefined;
  logger: Logger;
  /** Attempts before a message is given up (it stays stored, status failed). */
  maxAttempts: number;
  /** Backoff: retryBaseMs * 2^(attempts - 1), at most retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** How long one delivery attempt holds its row against other senders. */
  leaseMs: number;
  now: () => Date;
}

/** The configuration with the transport it chose. */
export interface MailRuntime extends MailConfig {
  resolvedTransport: MailTransport;
}

function build(options: Partial<MailConfig>): MailRuntime {
  const config: MailConfig = {
    from: `${DEMO_BRAND_NAME} <bookings@fittizia.example>`,
    siteUrl: 'http://localhost:3000',
    brandName: DEMO_BRAND_NAME,
    unsubscribeSecret: DEV_UNSUBSCRIBE_LINK_SECRET,
    outboxDir: `${repoRoot}.data/outbox`,
    // Until the server configures it (with its own logger), only warnings and errors are logged.
    logger: createLogger({ level: 'warn' }),
    maxAttempts: 20,
    retryBaseMs: 30_000,
    retryMaxMs: 60 * 60_000,
    leaseMs: 2 * 60_000,
    now: () => new Date(),
    ...Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)),
  };
  config.siteUrl = config.siteUrl.replace(/\/+$/, '');
  const resolvedTransport =
    config.transport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : emlFolderTransport(config.outboxDir));
  return { ...config, resolvedTransport };
}

let runtime: MailRuntime = build({});

/**
 * Sets the mailer up once at start-up (`startBrandApi` does it from the configuration).
 * Each call starts again from the defaults: the embedded outbox under `.data/outbox`.
 */
export function configureMail(options: Partial<MailConfig> = {}): Readonly<MailConfig> {
  runtime = build(options);
  runtime.logger.info(
    {
      transport: runtime.resolvedTransport.name,
      ...(runtime.smtpUrl ? {} : { outboxDir: runtime.outboxDir }),
    },
    'mail configured',
  );
  return runtime;
}

export function mailConfig(): Readonly<MailConfig> & { transportName: string } {
  return { ...runtime, transportName: runtime.resolvedTransport.name };
}

/** The configuration with its transport, read by the outbox at each use. */
export function mailRuntime(): Readonly<MailRuntime> {
  return runtime;
}

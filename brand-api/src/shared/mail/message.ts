import { html, raw } from 'hono/html';
import type { Database } from '../database.ts';
import { type MailConfig, mailConfig } from './config.ts';
import { enqueueMail, type MailMessage } from './outbox.ts';
import { unsubscribeUrl } from './unsubscribe.ts';

export type { MailConfig, MailMessage };

/*
 * The one builder of the brand's e-mails: a message is its kind, recipient and subject, a plain-text part made of
 * sections, and an HTML part laid out on the brand's page (title, heading, body, signature and, for a booking,
 * its JSON-LD), with calendar files attached where the domain has them. The HTML goes through Hono's `html`
 * template, which escapes every interpolated value, so what a person typed is never markup. `queueMail` hands
 * a built message to the outbox without ever throwing.
 *
 * Every message says why it was sent, from one place (`composeMail`, by its `purpose`): a marketing e-mail ends
 * with its one-click unsubscribe link, in the text and the HTML and as `List-Unsubscribe` and
 * `List-Unsubscribe-Post` (RFC 8058); a service e-mail (a booking, a reply to what the person asked) with one line
 * that says why it came, and no marketing opt-out (docs/privacy.md, "Unsubscribe and service e-mails").
 */

/** One fact of an e-mail: its label and value, a line of the text and a row of the HTML table. */
export type MailFact = [label: string, value: string];

/** The facts that are present: each entry a fact, or false/undefined/null for one left out. */
export const facts = (...entries: (MailFact | false | undefined | null | '' | 0)[]): MailFact[] =>
  entries.filter((entry): entry is MailFact => Array.isArray(entry));

/** The text lines of facts: `Label: value`. */
export const factLines = (rows: MailFact[]): string[] => rows.map(([label, value]) => `${label}: ${value}`);

/**
 * Facts as the HTML table of the e-mail, values escaped; `inline` keeps the rows on the table's own line (the
 * enquiry acknowledgements), else they stand on a line of their own.
 */
export function factsTable(rows: MailFact[], layout: { inline?: boolean } = {}) {
  const cells = rows.map(
    ([label, value]) =>
      html`<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`,
  );
  const gap = layout.inline ? '' : '\n';
  return html`<table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0">${raw(gap)}${cells}${raw(gap)}</table>`;
}

/** A plain-text part: its sections (lists of lines) with a blank line between them; empty sections are left out. */
export function mailText(...sections: (string[] | false | undefined)[]): string {
  return sections
    .filter((section): section is string[] => Array.isArray(section) && section.length > 0)
    .map((section) => section.join('\n'))
    .join('\n\n');
}

export interface MailPage {
  /** The page's `<title>`; the heading when not given. */
  title?: string;
  heading: string;
  /** The body between the heading and the signature (escaped HTML). */
  body: unknown;
  /** The signature's paragraph, e.g. the brand's name or `The … team`. */
  signature: string;
  /** A line after the message's box (a booking's JSON-LD, or empty): none when not given. */
  after?: unknown;
  /** The small print after the signature, inside the box (why the e-mail was sent; `composeMail` sets it). */
  footer?: unknown;
}

/** The brand's HTML page of an e-mail: a white box on a warm background, heading, body and signature. */
export async function mailHtml(page: MailPage): Promise<string> {
  return String(
    await html`<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${page.title ?? page.heading}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<h1 style="font-size:22px;margin:0 0 16px">${page.heading}</h1>
${page.body}
<p>${page.signature}</p>
${page.footer === undefined ? '' : html`${page.footer}\n`}</div>
${page.after === undefined ? '' : html`${page.after}\n`}</body>
</html>`,
  );
}

/** A value as a `<script type="application/ld+json">` for an e-mail's HTML (`<` escaped in the JSON). */
export function jsonLdScript(value: unknown) {
  const json = JSON.stringify(value).replace(/</g, '\\u003c');
  return html`<script type="application/ld+json">${raw(json)}</script>`;
}

/** How a calendar file speaks of the event: a new entry, an update or a cancellation (RFC 5546). */
export type CalendarMethodName = 'PUBLISH' | 'REQUEST' | 'CANCEL';

/** A calendar file as an attachment, its METHOD in the content type. */
export function calendarAttachment(filename: string, content: string, method: CalendarMethodName) {
  return { filename, content, contentType: `text/calendar; charset=utf-8; method=${method}` };
}

/**
 * Why an e-mail is sent. A marketing e-mail (offers, news, a member's welcome) carries its one-click unsubscribe
 * for the address it goes to, signed with the mail configuration's `unsubscribeSecret`; a service e-mail (a
 * booking, an acknowledgement, a code or link the person asked for) the one line that says why it came.
 */
export type MailPurpose = { marketing: { siteUrl: string; brandName: string } } | { service: string };

/** The line a marketing e-mail ends with, before its unsubscribe link. */
export const marketingReason = (brandName: string) =>
  `You get this e-mail because you signed up to ${brandName}'s offers and news.`;

const addressOf = (to: MailMessage['to']) => (typeof to === 'string' ? to : to.address);

export interface MailParts<To extends MailMessage['to']> {
  kind: string;
  to: To;
  subject: string;
  /** The plain-text part's sections (see `mailText`). */
  text: (string[] | false | undefined)[];
  page: MailPage;
  attachments?: MailMessage['attachments'];
  purpose: MailPurpose;
}

/**
 * A whole message from its parts: the text from its sections, the HTML from its page, and at the end of both why
 * it was sent (its `purpose`): a service e-mail's one line, or a marketing e-mail's line and unsubscribe link,
 * which also goes out as its `List-Unsubscribe` headers.
 */
export async function composeMail<To extends MailMessage['to']>(
  parts: MailParts<To>,
): Promise<
  { kind: string; to: To; subject: string; text: string; html: string } & Pick<
    MailMessage,
    'attachments' | 'marketing' | 'listUnsubscribe'
  >
> {
  const small = 'font-size:12px;color:#555555;border-top:1px solid #e5e0d8;padding-top:12px;margin-top:24px';
  let why: string[];
  let footer: unknown;
  let marketing: Pick<MailMessage, 'marketing' | 'listUnsubscribe'> = {};
  if ('marketing' in parts.purpose) {
    const { siteUrl, brandName } = parts.purpose.marketing;
    const url = unsubscribeUrl(siteUrl, mailConfig().unsubscribeSecret, addressOf(parts.to));
    const reason = marketingReason(brandName);
    why = [reason, `To stop them, unsubscribe in one click: ${url}`];
    footer = html`<p style="${small}">${reason} <a href="${url}">Unsubscribe</a> in one click.</p>`;
    marketing = { marketing: true, listUnsubscribe: url };
  } else {
    why = [parts.purpose.service];
    footer = html`<p style="${small}">${parts.purpose.service}</p>`;
  }
  return {
    kind: parts.kind,
    to: parts.to,
    subject: parts.subject,
    text: mailText(...parts.text, why),
    html: await mailHtml({ ...parts.page, footer }),
    ...(parts.attachments ? { attachments: parts.attachments } : {}),
    ...marketing,
  };
}

export interface QueueLog {
  /** Fields of both log lines (e.g. the booking's reference). */
  context?: Record<string, unknown>;
  /** Fields of the failure's line only. */
  failure?: Record<string, unknown>;
  /** The message of the line logged once it is stored; none when not given. */
  queued?: string;
  /** The message of the line logged when it could not be built or stored. */
  failed: string;
}

/** The suppression list's check (the privacy domain's `isSuppressed`), handed in by the domain that sends. */
export interface MarketingCheck {
  isSuppressed: (database: Database, email: string) => Promise<boolean>;
}

/**
 * Builds a message and stores it in the outbox, delivered in the background so no answer waits on SMTP. Never
 * throws: a build or storage failure is logged (a failed send is retried later by the outbox). Answers whether
 * the message was stored. A marketing message needs `marketing`, the suppression list's check: an address on
 * the list is skipped (logged, not stored), and a marketing message without the check is refused.
 */
export async function queueMail(
  database: Database,
  build: (config: Readonly<MailConfig>) => MailMessage | Promise<MailMessage>,
  log: QueueLog,
  marketing?: MarketingCheck,
): Promise<boolean> {
  const config = mailConfig();
  try {
    const message = await build(config);
    if (message.marketing) {
      // The one place marketing mail is queued: never without the suppression list's word.
      if (!marketing) throw new Error('a marketing e-mail is queued only with the suppression check');
      if (await marketing.isSuppressed(database, addressOf(message.to))) {
        config.logger.info(
          { kind: message.kind, ...log.context },
          'marketing e-mail not sent: the address is on the suppression list',
        );
        return false;
      }
    }
    const { id } = await enqueueMail(database, message, { deliver: 'background' });
    if (log.queued) config.logger.info({ mailId: id, kind: message.kind, ...log.context }, log.queued);
    return true;
  } catch (error) {
    config.logger.error({ err: error, ...log.context, ...log.failure }, log.failed);
    return false;
  }
}

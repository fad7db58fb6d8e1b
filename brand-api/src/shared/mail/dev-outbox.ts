import { desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { simpleParser } from 'mailparser';
import type { Database } from '../database.ts';
import type { AppEnv } from '../http.ts';
import { mailOutbox } from './tables.ts';

/** Where a developer reads what the brand API sent (`BRAND_API_DEV_OUTBOX`, on outside production). */
export const DEV_OUTBOX_PATH = '/dev/outbox';
/** The newest messages the list shows. */
const LISTED = 200;

/**
 * The page's own rules: no script runs, nothing is fetched but pictures, and no form posts anywhere. The
 * message's HTML is the brand API's own (every value escaped), shown as a mail client shows it.
 */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy':
    "default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

const page = (title: string, body: HtmlEscapedString | Promise<HtmlEscapedString>) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <style>
      body { font-family: system-ui, sans-serif; margin: 0 auto; max-width: 60rem; padding: 1rem; line-height: 1.5; }
      table { border-collapse: collapse; width: 100%; }
      th, td { text-align: start; padding: 0.25rem 0.5rem; border-bottom: 1px solid #ccc; vertical-align: top; }
      .message { border: 1px solid #ccc; border-radius: 0.5rem; padding: 1rem; margin-top: 1rem; }
      dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.25rem 1rem; }
      dt { font-weight: bold; }
      dd { margin: 0; overflow-wrap: anywhere; }
    </style>
  </head>
  <body>
    ${body}
  </body>
</html>`;

/** The inside of a message's `<body>` (a whole document nests badly in the page). */
const bodyOf = (document: string) => /<body[^>]*>([\s\S]*)<\/body>/i.exec(document)?.[1] ?? document;

const attachmentHref = (id: string, i: number) =>
  `${DEV_OUTBOX_PATH}/${encodeURIComponent(id)}/attachments/${i}`;

/**
 * The dev outbox: every message the brand API stored, newest first, and each one rendered as a mail
 * client shows it (its HTML, its links as they were sent, absolute to the site's `SITE_URL`), with its
 * attachments (`booking.ics`, `cancel.ics`) to download. Outside `/api`, so the site's proxy never forwards it;
 * mounted only when `BRAND_API_DEV_OUTBOX` is on (by default outside production; refused in production).
 */
export function devOutboxModule(app: Hono<AppEnv>, database: Database): void {
  const { db } = database;

  app.get(DEV_OUTBOX_PATH, async (c) => {
    const rows = await db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        to: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(LISTED);
    const body = html`<h1>Sent e-mails</h1>
      <p>The newest ${LISTED} messages of the outbox, newest first. Nothing here leaves this machine unless
        <code>SMTP_URL</code> is set.</p>
      ${
        rows.length === 0
          ? html`<p>No e-mail has been sent yet.</p>`
          : html`<table>
              <thead>
                <tr><th scope="col">When</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Kind</th><th scope="col">Status</th></tr>
              </thead>
              <tbody>
                ${rows.map(
                  (r) => html`<tr>
                    <td>${r.createdAt.toISOString().replace('T', ' ').slice(0, 19)}</td>
                    <td>${r.to}</td>
                    <td><a href="${DEV_OUTBOX_PATH}/${encodeURIComponent(r.id)}">${r.subject}</a></td>
                    <td>${r.kind}</td>
                    <td>${r.status}</td>
                  </tr>`,
                )}
              </tbody>
            </table>`
      }`;
    return c.body(String(await page('Sent e-mails', body)), 200, PAGE_HEADERS);
  });

  const stored = async (id: string) =>
    (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1))[0];

  app.get(`${DEV_OUTBOX_PATH}/:id`, async (c) => {
    const row = await stored(c.req.param('id'));
    if (!row)
      return c.body(String(await page('Not found', html`<p>No such message.</p>`)), 404, PAGE_HEADERS);
    const mail = await simpleParser(row.raw);
    const attachments = mail.attachments.map(
      (a, i) =>
        html`<li><a href="${attachmentHref(row.id, i)}" download="${a.filename ?? `attachment-${i}`}">${a.filename ?? `attachment ${i + 1}`}</a> (${a.contentType})</li>`,
    );
    const content =
      typeof mail.html === 'string' && mail.html
        ? raw(bodyOf(mail.html))
        : html`<pre style="white-space: pre-wrap">${mail.text ?? ''}</pre>`;
    const body = html`<p><a href="${DEV_OUTBOX_PATH}">All sent e-mails</a></p>
      <h1>${row.subject}</h1>
      <dl>
        <dt>From</dt><dd>${row.fromAddress}</dd>
        <dt>To</dt><dd>${row.toAddress}</dd>
        <dt>Sent</dt><dd>${row.createdAt.toISOString()} (${row.status})</dd>
        <dt>Kind</dt><dd>${row.kind}</dd>
      </dl>
      ${attachments.length ? html`<h2>Attachments</h2><ul>${attachments}</ul>` : ''}
      <div class="message">${content}</div>`;
    return c.body(String(await page(row.subject, body)), 200, PAGE_HEADERS);
  });

  app.get(`${DEV_OUTBOX_PATH}/:id/attachments/:index`, async (c) => {
    const row = await stored(c.req.param('id'));
    const index = Number(c.req.param('index'));
    const attachment =
      row && Number.isInteger(index) ? (await simpleParser(row.raw)).attachments[index] : undefined;
    if (!attachment) return c.text('No such attachment.\n', 404);
    const filename = (attachment.filename ?? `attachment-${index}`).replace(/[^\w.-]/g, '_');
    return c.body(new Uint8Array(attachment.content), 200, {
      'content-type': attachment.contentType,
      'content-disposition': `attachment; filename="${filename}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'no-store',
    });
  });
}

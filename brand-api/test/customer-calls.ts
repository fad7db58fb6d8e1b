import { afterAll } from 'vitest';
import { flushMail } from '../src/shared/mail/outbox.ts';
import type { Harness } from './harness.ts';

/** An uploaded file as the contact and jobs calls take it (base64 content). */
export const file = (name: string, contentType: string, bytes: Buffer) => ({
  name,
  contentType,
  content: bytes.toString('base64'),
});

export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * The customer-facing calls of a harness (sign-up, contact, offers): rows and counts of its database, the mails
 * to an address, and GET and POST with the brand token and a session id. The outbox is flushed after the file.
 */
export function customerCalls(h: Harness) {
  const rows = <T>(text: string) => h.rows<T>(text);
  const count = (table: string, where?: string) => h.count(table, where);
  const mails = (to: string, kind?: string) =>
    rows<{ kind: string; to_address: string; subject: string; raw: string }>(
      `SELECT kind, to_address, subject, raw FROM mail_outbox WHERE lower(to_address) LIKE '%${to.toLowerCase()}%'${
        kind ? ` AND kind = '${kind}'` : ''
      } ORDER BY created_at`,
    );
  const headers = () => ({
    ...h.auth,
    'content-type': 'application/json',
    sessionId: 'test-session',
  });
  const get = (path: string) => h.app.request(path, { headers: headers() });
  const post = (path: string, body: unknown) =>
    h.app.request(path, { method: 'POST', headers: headers(), body: JSON.stringify(body) });

  afterAll(async () => {
    await flushMail();
  });

  return { rows, count, mails, headers, get, post };
}

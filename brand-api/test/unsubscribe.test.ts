import {
  type SignupInput,
  UNSUBSCRIBE_LINK_INVALID_MESSAGE,
  UNSUBSCRIBE_TOKEN_PATTERN,
  UNSUBSCRIBED_MESSAGE,
} from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { sendCustomerMail, signupWelcomeMail } from '../src/domains/customers/emails.ts';
import { isSuppressed, suppress, suppressionHash } from '../src/domains/privacy/index.ts';
import { flushMail } from '../src/shared/mail/index.ts';
import { unsubscribeToken, unsubscribeTokenAddress, unsubscribeUrl } from '../src/shared/mail/unsubscribe.ts';
import { customerCalls } from './customer-calls.ts';
import { describeOnEachDatabase } from './harness.ts';

/*
 * One-click unsubscribe (docs/privacy.md): every marketing e-mail carries List-Unsubscribe and
 * List-Unsubscribe-Post (RFC 8058) and a visible link; the link's POST ends marketing at once and the next
 * marketing send skips the address; service e-mails say why they came and carry no opt-out.
 */

const SECRET = 'a-test-unsubscribe-secret-of-at-least-32-characters';

describe('unsubscribe tokens (no database)', () => {
  it('name the normalised address, signed for it; another key, address or spelling is refused', () => {
    const token = unsubscribeToken(SECRET, '  Ann.Example@Example.COM ');
    expect(token).toMatch(UNSUBSCRIBE_TOKEN_PATTERN);
    expect(unsubscribeTokenAddress(SECRET, token)).toBe('ann.example@example.com');
    expect(unsubscribeTokenAddress('another-key-of-at-least-32-characters-long', token)).toBeUndefined();
    const [, signature] = token.split('.');
    const other = `${Buffer.from('bob@example.com').toString('base64url')}.${signature}`;
    expect(unsubscribeTokenAddress(SECRET, other)).toBeUndefined();
    expect(unsubscribeTokenAddress(SECRET, `${token}x`)).toBeUndefined();
    expect(unsubscribeUrl('https://www.fittizia.example', SECRET, 'a@example.com')).toMatch(
      /^https:\/\/www\.fittizia\.example\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/,
    );
  });

  it('the suppression list keeps a hash of the normalised address, never the address', () => {
    expect(suppressionHash('Ann+news@Example.com ')).toBe(suppressionHash('ann@example.com'));
    expect(suppressionHash('ann@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(suppressionHash('ann@example.com')).not.toBe(suppressionHash('bob@example.com'));
  });
});

/** The headers of a stored message, unfolded (RFC 5322 folding joined back). */
const headerOf = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]?.replace(/\r?\n[ \t]+/g, ' ') ?? '';
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1];
};

describeOnEachDatabase('one-click unsubscribe', {}, (h) => {
  const { rows, count, mails, post } = customerCalls(h);
  const email = 'giulia.unsub@example.com';
  const signup = (over: Partial<SignupInput> = {}): SignupInput => ({
    emailAddress: email,
    favouriteRestaurant: '1042',
    firstName: 'Giulia',
    acceptTerms: true,
    acceptSMSTerms: false,
    acceptDaciaTerms: false,
    ...over,
  });
  const signUpAndConfirm = async (over: Partial<SignupInput> = {}) => {
    expect((await post('/api/signup', signup(over))).status).toBe(200);
    await flushMail();
    const sent = await mails(over.emailAddress ?? email, 'signup-confirmation');
    const token = sent
      .at(-1)
      ?.raw.replace(/=\r?\n/g, '')
      .match(/\/sign-up\/confirm\/([A-Za-z0-9_-]{43})/)?.[1] as string;
    expect((await post(`/api/signup/confirm/${token}`, undefined)).status).toBe(200);
    await flushMail();
  };
  const unsubscribe = (token: string) => post(`/api/v1/customers/unsubscribe/${token}`, undefined);
  const tables = () =>
    Promise.all(
      ['customers', 'customer_consents', 'marketing_suppressions', 'mail_outbox'].map((t) => count(t)),
    );
  let token = '';

  it('the welcome, a marketing e-mail, carries List-Unsubscribe, List-Unsubscribe-Post and a visible link', async () => {
    await signUpAndConfirm();
    const [welcome] = await mails(email, 'signup-welcome');
    const raw = welcome?.raw ?? '';
    const listed = headerOf(raw, 'List-Unsubscribe');
    expect(listed).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}>$/);
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    token = /\/unsubscribe\/([^>]+)>/.exec(listed ?? '')?.[1] as string;
    // The same link in the text and the HTML (quoted-printable may fold the parts: unfold soft breaks first).
    const body = raw.replace(/=\r?\n/g, '');
    expect(body).toContain(`unsubscribe in one click: http://localhost:3000/unsubscribe/${token}`);
    expect(body).toMatch(new RegExp(`href=3D"http://localhost:3000/unsubscribe/${token}"`));
  });

  it('service e-mails say why they came and carry no unsubscribe', async () => {
    const [confirmation] = await mails(email, 'signup-confirmation');
    const raw = (confirmation?.raw ?? '').replace(/=\r?\n/g, '');
    expect(headerOf(raw, 'List-Unsubscribe')).toBeUndefined();
    expect(headerOf(raw, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(raw).toContain(
      "You get this e-mail because this address was given in Fittizia Trattoria's sign-up form.",
    );
  });

  it("the link's POST unsubscribes at once: the sign-up marked, its consent withdrawn, the address suppressed", async () => {
    expect(await isSuppressed(h.database.db, email)).toBe(false);
    const answer = await unsubscribe(token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    const [customer] = await rows<{ unsubscribed_at: Date | null; guid: string }>(
      `SELECT unsubscribed_at, guid FROM customers WHERE email_key = '${email}'`,
    );
    expect(customer?.unsubscribed_at).not.toBeNull();
    expect(
      await count(
        'customer_consents',
        `customer_guid = '${customer?.guid}' AND consent = 'marketing_email' AND NOT agreed AND source = 'unsubscribe'`,
      ),
    ).toBe(1);
    expect(await isSuppressed(h.database.db, email)).toBe(true);
    expect(await isSuppressed(h.database.db, 'GIULIA.unsub+offers@example.com')).toBe(true);
    const stored = await rows<{ email_hash: string; reason: string }>(
      'SELECT email_hash, reason FROM marketing_suppressions',
    );
    expect(stored).toEqual([{ email_hash: suppressionHash(email), reason: 'unsubscribed' }]);
    expect(JSON.stringify(stored)).not.toContain('giulia');
  });

  it('asking again is harmless: the same answer, nothing more stored', async () => {
    const before = await tables();
    const again = await unsubscribe(token);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: UNSUBSCRIBED_MESSAGE });
    expect(await tables()).toEqual(before);
    await suppress(h.database.db, email, 'erased');
    expect(await tables()).toEqual(before);
  });

  it('a token not signed with the key gets a clear 404 and changes nothing; a malformed one a 400', async () => {
    const before = await tables();
    const forged = unsubscribeToken('someone-elses-key-of-at-least-32-characters', 'marco@example.com');
    const refused = await unsubscribe(forged);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({ message: UNSUBSCRIBE_LINK_INVALID_MESSAGE, field: 'token' });
    const malformed = await unsubscribe('not-a-token');
    expect(malformed.status).toBe(400);
    expect(await tables()).toEqual(before);
    expect(await isSuppressed(h.database.db, 'marco@example.com')).toBe(false);
  });

  it('the next marketing send skips the address; service e-mails still go', async () => {
    // The retention schedule removes an unsubscribed sign-up; the address signs up and confirms again.
    await h.rows(`DELETE FROM customers WHERE email_key = '${email}'`);
    await signUpAndConfirm();
    expect((await mails(email, 'signup-confirmation')).length).toBe(2);
    expect((await mails(email, 'signup-welcome')).length).toBe(1);
    // Another address is welcomed as before.
    await signUpAndConfirm({ emailAddress: 'paolo.welcome@example.com', firstName: 'Paolo' });
    expect((await mails('paolo.welcome@example.com', 'signup-welcome')).length).toBe(1);
  });

  it('a marketing e-mail is never queued without the suppression check', async () => {
    const before = await count('mail_outbox');
    const stored = await sendCustomerMail(h.database, (site) =>
      signupWelcomeMail({ email: 'nobody@example.com', firstName: 'No', guid: 'g' }, site),
    );
    expect(stored).toBe(false);
    expect(await count('mail_outbox')).toBe(before);
  });

  it('no log line holds the token or the address it encodes', () => {
    expect(token).toMatch(UNSUBSCRIBE_TOKEN_PATTERN);
    const text = h.logText();
    expect(text).not.toContain(token);
    expect(text).not.toContain(token.split('.')[0]);
  });
});

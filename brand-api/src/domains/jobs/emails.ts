import { greeting } from '@fittizia/contract';
import { html } from 'hono/html';
import type { Database } from '../../shared/database.ts';
import { composeMail, queueMail } from '../../shared/mail/message.ts';
import type { StoredApplication } from './service.ts';

export interface AcknowledgementMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The applicant's acknowledgement e-mail: to the applicant, naming the job and where it is, on the shared
 * builder (a service e-mail: its line says why it came). Pure: the caller hands it to the mail outbox. The typed
 * first name is repeated only when it passes the contract's strict check (`greeting`, else "Hello"), escaped in
 * the HTML part.
 */
export function applicationAcknowledgement(
  application: Pick<StoredApplication, 'email' | 'firstName' | 'jobName' | 'locationName'>,
  brandName: string,
): Promise<AcknowledgementMail> {
  const where = application.locationName ? ` at ${application.locationName}` : '';
  const hello = greeting(application.firstName);
  const subject = `We have your application: ${application.jobName}${where}`;
  const thanks = `Thank you for applying to be our ${application.jobName}${where}. We have your application and our team will read it carefully.`;
  const next =
    'If your experience matches what we are looking for, we will get in touch by e-mail or telephone to arrange a chat.';
  const signature = `The ${brandName} team`;
  return composeMail({
    kind: 'job-application',
    to: application.email,
    subject,
    text: [[`${hello},`], [thanks, next], [signature]],
    page: {
      heading: 'We have your application',
      title: subject,
      body: html`<p>${hello},</p>
<p>${thanks}</p>
<p>${next}</p>`,
      signature,
    },
    purpose: { service: `You get this e-mail because you applied for a job with ${brandName}.` },
  });
}

/**
 * Hands the acknowledgement to the mail outbox (stored first, delivered in the background, retried on
 * failure); never throws, so the applicant's answer never depends on the mail.
 */
export async function sendApplicationAcknowledgement(
  database: Database,
  application: Pick<StoredApplication, 'email' | 'firstName' | 'jobName' | 'locationName'>,
): Promise<void> {
  await queueMail(database, ({ brandName }) => applicationAcknowledgement(application, brandName), {
    failed: 'job application acknowledgement could not be stored',
  });
}

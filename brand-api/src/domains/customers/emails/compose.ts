import { composeMail, type MailPurpose } from '../../../shared/mail/message.ts';

/* What every customer e-mail shares: the message's shape, the site it links to, and its layout on the builder. */

export interface BuiltMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A marketing e-mail, with its one-click unsubscribe address (`composeMail`). */
  marketing?: boolean;
  listUnsubscribe?: string;
}

export interface MailSite {
  brandName: string;
  /** Public origin of the site, no trailing slash. */
  siteUrl: string;
}

/** The link a customer opens to see and change their preferences. */
export const preferencesUrl = (siteUrl: string, guid: string) => `${siteUrl}/preferences/${guid}`;

/** The link of a sign-up's confirmation e-mail. */
export const signupConfirmationUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/sign-up/confirm/${token}`;

/** A customer e-mail on the shared builder: its text sections and body, signed by the brand's team. */
export function customerMail(
  mail: {
    kind: string;
    to: string;
    subject: string;
    heading: string;
    text: (string[] | false)[];
    body: unknown;
    /** A service e-mail's line (why it came), or `marketing` for one that carries the one-click unsubscribe. */
    because: string | 'marketing';
  },
  site: MailSite,
): Promise<BuiltMail> {
  const signature = `The ${site.brandName} team`;
  return composeMail({
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    text: [...mail.text, [signature]],
    page: { heading: mail.heading, body: mail.body, signature },
    purpose:
      mail.because === 'marketing'
        ? { marketing: { siteUrl: site.siteUrl, brandName: site.brandName } }
        : ({ service: mail.because } satisfies MailPurpose),
  });
}

export const absolute = (siteUrl: string, url: string) =>
  /^https?:\/\//.test(url) ? url : `${siteUrl}${url}`;

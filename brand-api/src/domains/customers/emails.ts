import { greeting, SIGNUP_CONFIRMATION_LIFETIME_HOURS } from '@fittizia/contract';
import { html } from 'hono/html';
import type { Database } from '../../shared/database.ts';
import { type MarketingCheck, queueMail } from '../../shared/mail/message.ts';
import {
  absolute,
  type BuiltMail,
  customerMail,
  type MailSite,
  preferencesUrl,
  signupConfirmationUrl,
} from './emails/compose.ts';

export { type BuiltMail, type MailSite, preferencesUrl, signupConfirmationUrl } from './emails/compose.ts';
export { type EnquiryMailInput, enquiryAcknowledgementMail } from './emails/enquiry.ts';

/*
 * The e-mails of the customer calls: the voucher code, the sign-up confirmation, the welcome sent
 * once it is confirmed (and the notice for an address that already has an account), and the acknowledgements
 * of a contact and a group-booking enquiry (`emails/enquiry.ts`). A typed first name is repeated only through the contract's
 * `greeting`, which greets with plain "Hello" unless the name passes its strict check.
 * Each builder is pure (what it is given in, the message out); the HTML part is Hono's `html` template, which
 * escapes every interpolated value, so what a person typed is never markup. `sendCustomerMail` hands a message
 * to the outbox after the caller's transaction has committed.
 */

export interface VoucherMailInput {
  email: string;
  code: string;
  offer: {
    title: string;
    description?: string | null;
    termAndConditions?: string | null;
    validityText?: string | null;
    successButtonText?: string | null;
    successButtonUrl?: string | null;
  };
}

/** The voucher code of an offer, sent on every claim (the same code again on a repeat), within the hourly limit. */
export async function voucherMail(input: VoucherMailInput, site: MailSite): Promise<BuiltMail> {
  const { offer, code } = input;
  const button =
    offer.successButtonText && offer.successButtonUrl
      ? { text: offer.successButtonText, url: absolute(site.siteUrl, offer.successButtonUrl) }
      : undefined;
  return customerMail(
    {
      kind: 'voucher',
      because: `You get this e-mail because you asked for this voucher code on ${site.brandName}'s website.`,
      to: input.email,
      subject: `Your voucher code: ${offer.title}`,
      heading: `Your ${offer.title} voucher`,
      text: [
        ['Hello,'],
        [
          `Here is your voucher code for "${offer.title}": ${code}`,
          'Show this code when you order (or give it when you book).',
        ],
        !!offer.description && [offer.description],
        !!offer.validityText && [offer.validityText],
        !!offer.termAndConditions && [`Terms: ${offer.termAndConditions}`],
        !!button && [`${button.text}: ${button.url}`],
      ],
      body: html`<p>Hello,</p>
<p>Here is your voucher code for <strong>${offer.title}</strong>:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:2px;margin:16px 0">${code}</p>
<p>Show this code when you order (or give it when you book).</p>
${offer.description ? html`<p>${offer.description}</p>` : ''}
${offer.validityText ? html`<p>${offer.validityText}</p>` : ''}
${offer.termAndConditions ? html`<p style="font-size:13px">Terms: ${offer.termAndConditions}</p>` : ''}
${button ? html`<p><a href="${button.url}">${button.text}</a></p>` : ''}`,
    },
    site,
  );
}

export interface ConfirmationMailInput {
  email: string;
  /** As typed: greeted by only when it passes the contract's strict check. */
  firstName: string;
  token: string;
}

/**
 * The one e-mail a new sign-up sends: the link that confirms it. The address has confirmed nothing yet, so it
 * carries nothing the sender typed beyond a first name that passes the strict check (else "Hello").
 */
export async function signupConfirmationMail(
  input: ConfirmationMailInput,
  site: MailSite,
): Promise<BuiltMail> {
  const link = signupConfirmationUrl(site.siteUrl, input.token);
  const hello = greeting(input.firstName);
  const lifetime = `${SIGNUP_CONFIRMATION_LIFETIME_HOURS} hours`;
  return customerMail(
    {
      kind: 'signup-confirmation',
      because: `You get this e-mail because this address was given in ${site.brandName}'s sign-up form.`,
      to: input.email,
      subject: `Please confirm your sign-up to ${site.brandName}`,
      heading: 'Please confirm your sign-up',
      text: [
        [`${hello},`],
        [
          `Someone (probably you) signed up to ${site.brandName}'s e-mails with this address. To confirm it, open this link within ${lifetime}:`,
          link,
          'Until it is confirmed we send nothing else to this address.',
          'If it was not you, ignore this e-mail: without the confirmation nothing more is sent.',
        ],
      ],
      body: html`<p>${hello},</p>
<p>Someone (probably you) signed up to ${site.brandName}'s e-mails with this address. To confirm it, open this link within ${lifetime}:</p>
<p><a href="${link}">Confirm my sign-up</a></p>
<p>Until it is confirmed we send nothing else to this address.</p>
<p style="font-size:13px">If it was not you, ignore this e-mail: without the confirmation nothing more is sent.</p>`,
    },
    site,
  );
}

export interface WelcomeMailInput {
  email: string;
  firstName: string;
  guid: string;
}

/** A new member's welcome once the sign-up is confirmed, carrying their preferences link. */
export async function signupWelcomeMail(input: WelcomeMailInput, site: MailSite): Promise<BuiltMail> {
  return preferencesMail(input, site, {
    kind: 'signup-welcome',
    subject: `Welcome to ${site.brandName}`,
    heading: `Welcome to ${site.brandName}`,
    opening: 'Thank you for signing up. You will hear from us about offers, new menus and birthday treats.',
    change: 'To change what we send you, or your details,',
    warning: 'Keep this link to yourself: anyone who has it can change your preferences.',
    because: 'marketing',
  });
}

/**
 * A sign-up for an address that already belongs to a customer: nothing is changed, and only the address's owner
 * learns that it was already signed up, with their preferences link. Addressed to the stored first name, never
 * the one just typed.
 */
export async function signupExistingMail(input: WelcomeMailInput, site: MailSite): Promise<BuiltMail> {
  return preferencesMail(input, site, {
    kind: 'signup-existing',
    subject: `You are already signed up to ${site.brandName}`,
    heading: 'You are already signed up',
    opening:
      'Someone (probably you) just tried to sign up with this e-mail address, which is already on our list. We have not changed anything.',
    change: 'To change your details or what we send you,',
    warning: 'If it was not you, you can ignore this e-mail.',
    because: `You get this e-mail because this address was given in ${site.brandName}'s sign-up form.`,
  });
}

/** A member's e-mail that carries their preferences link: greeting, opening, the link and a warning. */
function preferencesMail(
  input: WelcomeMailInput,
  site: MailSite,
  mail: {
    kind: string;
    subject: string;
    heading: string;
    opening: string;
    change: string;
    warning: string;
    because: string | 'marketing';
  },
): Promise<BuiltMail> {
  const link = preferencesUrl(site.siteUrl, input.guid);
  const hello = greeting(input.firstName);
  return customerMail(
    {
      kind: mail.kind,
      because: mail.because,
      to: input.email,
      subject: mail.subject,
      heading: mail.heading,
      text: [[`${hello},`], [mail.opening, `${mail.change} open your preferences: ${link}`, mail.warning]],
      body: html`<p>${hello},</p>
<p>${mail.opening}</p>
<p>${mail.change} <a href="${link}">open your preferences</a>.</p>
<p style="font-size:13px">${mail.warning}</p>`,
    },
    site,
  );
}

/**
 * Hands a built message to the mail outbox (stored, then delivered in the background and retried); never
 * throws, so a person's answer never depends on the mail: it answers whether the message was stored, for an
 * answer that says it was sent (the voucher). Call it after the transaction has committed. A marketing e-mail
 * (the welcome) needs `marketing`, the suppression list's check: an address on the list is not written to.
 */
export async function sendCustomerMail(
  database: Database,
  build: (site: MailSite) => Promise<BuiltMail>,
  marketing?: MarketingCheck,
): Promise<boolean> {
  return queueMail(
    database,
    ({ brandName, siteUrl }) => build({ brandName, siteUrl }),
    { failed: 'customer e-mail could not be stored' },
    marketing,
  );
}

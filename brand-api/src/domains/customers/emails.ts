import { ENQUIRY_REPLY_HOURS, greeting, SIGNUP_CONFIRMATION_LIFETIME_HOURS } from '@fittizia/contract';
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { Database } from '../../shared/database.ts';
import { enqueueMail, type MailMessage, mailConfig } from '../../shared/mail/outbox.ts';

/*
 * The e-mails of the customer calls: the voucher code, the sign-up confirmation, the welcome sent
 * once it is confirmed (and the notice for an address that already has an account), and the acknowledgements
 * of a contact and a group-booking enquiry. A typed first name is repeated only through the contract's
 * `greeting`, which greets with plain "Hello" unless the name passes its strict check.
 * Each builder is pure (what it is given in, the message out); the HTML part is Hono's `html` template, which
 * escapes every interpolated value, so what a person typed is never markup. `sendCustomerMail` hands a message
 * to the outbox after the caller's transaction has committed.
 */

export interface BuiltMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
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

async function page(
  title: string,
  body: HtmlEscapedString | Promise<HtmlEscapedString>,
  brandName: string,
): Promise<string> {
  return String(
    await html`<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><title>${title}</title></head>
<body style="margin:0;padding:24px;background:#f6f3ee;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">
<h1 style="font-size:22px;margin:0 0 16px">${title}</h1>
${body}
<p>The ${brandName} team</p>
</div>
</body>
</html>`,
  );
}

const absolute = (siteUrl: string, url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl}${url}`);

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
  const subject = `Your voucher code: ${offer.title}`;
  const text = [
    'Hello,',
    '',
    `Here is your voucher code for "${offer.title}": ${code}`,
    'Show this code when you order (or give it when you book).',
    ...(offer.description ? ['', offer.description] : []),
    ...(offer.validityText ? ['', offer.validityText] : []),
    ...(offer.termAndConditions ? ['', `Terms: ${offer.termAndConditions}`] : []),
    ...(button ? ['', `${button.text}: ${button.url}`] : []),
    '',
    `The ${site.brandName} team`,
  ].join('\n');
  const body = html`<p>Hello,</p>
<p>Here is your voucher code for <strong>${offer.title}</strong>:</p>
<p style="font-size:28px;font-weight:bold;letter-spacing:2px;margin:16px 0">${code}</p>
<p>Show this code when you order (or give it when you book).</p>
${offer.description ? html`<p>${offer.description}</p>` : ''}
${offer.validityText ? html`<p>${offer.validityText}</p>` : ''}
${offer.termAndConditions ? html`<p style="font-size:13px">Terms: ${offer.termAndConditions}</p>` : ''}
${button ? html`<p><a href="${button.url}">${button.text}</a></p>` : ''}`;
  return {
    kind: 'voucher',
    to: input.email,
    subject,
    text,
    html: await page(`Your ${offer.title} voucher`, body, site.brandName),
  };
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
  const subject = `Please confirm your sign-up to ${site.brandName}`;
  const lifetime = `${SIGNUP_CONFIRMATION_LIFETIME_HOURS} hours`;
  const text = [
    `${hello},`,
    '',
    `Someone (probably you) signed up to ${site.brandName}'s e-mails with this address. To confirm it, open this link within ${lifetime}:`,
    link,
    'Until it is confirmed we send nothing else to this address.',
    'If it was not you, ignore this e-mail: without the confirmation nothing more is sent.',
    '',
    `The ${site.brandName} team`,
  ].join('\n');
  const body = html`<p>${hello},</p>
<p>Someone (probably you) signed up to ${site.brandName}'s e-mails with this address. To confirm it, open this link within ${lifetime}:</p>
<p><a href="${link}">Confirm my sign-up</a></p>
<p>Until it is confirmed we send nothing else to this address.</p>
<p style="font-size:13px">If it was not you, ignore this e-mail: without the confirmation nothing more is sent.</p>`;
  return {
    kind: 'signup-confirmation',
    to: input.email,
    subject,
    text,
    html: await page('Please confirm your sign-up', body, site.brandName),
  };
}

export interface WelcomeMailInput {
  email: string;
  firstName: string;
  guid: string;
}

/** A new member's welcome once the sign-up is confirmed, carrying their preferences link. */
export async function signupWelcomeMail(input: WelcomeMailInput, site: MailSite): Promise<BuiltMail> {
  const link = preferencesUrl(site.siteUrl, input.guid);
  const subject = `Welcome to ${site.brandName}`;
  const text = [
    `${greeting(input.firstName)},`,
    '',
    `Thank you for signing up. You will hear from us about offers, new menus and birthday treats.`,
    `To change what we send you, or your details, open your preferences: ${link}`,
    'Keep this link to yourself: anyone who has it can change your preferences.',
    '',
    `The ${site.brandName} team`,
  ].join('\n');
  const body = html`<p>${greeting(input.firstName)},</p>
<p>Thank you for signing up. You will hear from us about offers, new menus and birthday treats.</p>
<p>To change what we send you, or your details, <a href="${link}">open your preferences</a>.</p>
<p style="font-size:13px">Keep this link to yourself: anyone who has it can change your preferences.</p>`;
  return {
    kind: 'signup-welcome',
    to: input.email,
    subject,
    text,
    html: await page(`Welcome to ${site.brandName}`, body, site.brandName),
  };
}

/**
 * A sign-up for an address that already belongs to a customer: nothing is changed, and only the address's owner
 * learns that it was already signed up, with their preferences link. Addressed to the stored first name, never
 * the one just typed.
 */
export async function signupExistingMail(input: WelcomeMailInput, site: MailSite): Promise<BuiltMail> {
  const link = preferencesUrl(site.siteUrl, input.guid);
  const subject = `You are already signed up to ${site.brandName}`;
  const text = [
    `${greeting(input.firstName)},`,
    '',
    'Someone (probably you) just tried to sign up with this e-mail address, which is already on our list. We have not changed anything.',
    `To change your details or what we send you, open your preferences: ${link}`,
    'If it was not you, you can ignore this e-mail.',
    '',
    `The ${site.brandName} team`,
  ].join('\n');
  const body = html`<p>${greeting(input.firstName)},</p>
<p>Someone (probably you) just tried to sign up with this e-mail address, which is already on our list. We have not changed anything.</p>
<p>To change your details or what we send you, <a href="${link}">open your preferences</a>.</p>
<p style="font-size:13px">If it was not you, you can ignore this e-mail.</p>`;
  return {
    kind: 'signup-existing',
    to: input.email,
    subject,
    text,
    html: await page('You are already signed up', body, site.brandName),
  };
}

export interface EnquiryMailInput {
  kind: 'contact' | 'group-booking';
  email: string;
  /** The enquiry's reference (`contact_enquiries.reference`). */
  reference: string;
  /** The enquiry type, restaurant and reason as the brand names them (looked up by the ids chosen, never typed). */
  typeName?: string | undefined;
  restaurantName?: string | undefined;
  reason?: string | undefined;
  guests?: number | undefined;
  /** `D Month YYYY`, already formatted from the checked date. */
  preferredDate?: string | undefined;
  /** `HH:mm`, a checked booking time. */
  preferredTime?: string | undefined;
  fileCount: number;
}

/**
 * The acknowledgement of a contact or group-booking enquiry: what was received and its reference, and nothing
 * the sender typed (no name, message, file name or link of theirs), so the form cannot relay a
 * stranger's words from the brand's address to whatever address was typed. Only what the brand itself names
 * (restaurant, reason) or the checks produced (a number of guests, a date, a count of files) is repeated.
 */
export async function enquiryAcknowledgementMail(
  input: EnquiryMailInput,
  site: MailSite,
): Promise<BuiltMail> {
  const group = input.kind === 'group-booking';
  const subject = group
    ? `We have your group booking enquiry (ref. ${input.reference})`
    : `We have your message (ref. ${input.reference})`;
  const files = input.fileCount === 1 ? '1 file' : `${input.fileCount} files`;
  const rows: [string, string][] = [
    ['Reference', input.reference],
    ...(input.typeName ? [['Type of enquiry', input.typeName] as [string, string]] : []),
    ...(input.restaurantName ? [['Restaurant', input.restaurantName] as [string, string]] : []),
    ...(input.reason ? [['About', input.reason] as [string, string]] : []),
    ...(group && input.guests ? [['Guests', String(input.guests)] as [string, string]] : []),
    ...(input.preferredDate ? [['Preferred date', input.preferredDate] as [string, string]] : []),
    ...(input.preferredTime ? [['Preferred time', input.preferredTime] as [string, string]] : []),
    ...(input.fileCount ? [['Attached', files] as [string, string]] : []),
  ];
  const intro = group
    ? `Thank you for your group booking enquiry. It is not a booking yet: our team will reply within ${ENQUIRY_REPLY_HOURS} hours.`
    : 'Thank you for getting in touch. Our team will read your message and reply by e-mail.';
  const quote = 'If you write to us about it, please quote the reference.';
  const notYou =
    'If you did not send this, someone typed your address by mistake: you can ignore this e-mail.';
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    quote,
    notYou,
    '',
    `The ${site.brandName} team`,
  ].join('\n');
  const body = html`<p>Hello,</p>
<p>${intro}</p>
<table role="presentation" style="border-collapse:collapse;width:100%;margin:16px 0">${rows.map(
    ([label, value]) =>
      html`<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${label}</th><td style="padding:4px 0">${value}</td></tr>`,
  )}</table>
<p>${quote}</p>
<p style="font-size:13px">${notYou}</p>`;
  return {
    kind: group ? 'group-booking-acknowledgement' : 'contact-acknowledgement',
    to: input.email,
    subject,
    text,
    html: await page(
      group ? 'We have your group booking enquiry' : 'We have your message',
      body,
      site.brandName,
    ),
  };
}

/**
 * Hands a built message to the mail outbox (stored, then delivered in the background and retried); never
 * throws, so a person's answer never depends on the mail: it answers whether the message was stored, for an
 * answer that says it was sent (the voucher). Call it after the transaction has committed.
 */
export async function sendCustomerMail(
  database: Database,
  build: (site: MailSite) => Promise<BuiltMail>,
): Promise<boolean> {
  const { logger, brandName, siteUrl } = mailConfig();
  try {
    const message: MailMessage = await build({ brandName, siteUrl });
    await enqueueMail(database, message, { deliver: 'background' });
    return true;
  } catch (error) {
    logger.error({ err: error }, 'customer e-mail could not be stored');
    return false;
  }
}

import { ENQUIRY_REPLY_HOURS } from '@fittizia/contract';
import { html } from 'hono/html';
import { factLines, facts, factsTable } from '../../../shared/mail/message.ts';
import { type BuiltMail, customerMail, type MailSite } from './compose.ts';

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
  const files = input.fileCount === 1 ? '1 file' : `${input.fileCount} files`;
  const rows = facts(
    ['Reference', input.reference],
    !!input.typeName && ['Type of enquiry', input.typeName],
    !!input.restaurantName && ['Restaurant', input.restaurantName],
    !!input.reason && ['About', input.reason],
    group && !!input.guests && ['Guests', String(input.guests)],
    !!input.preferredDate && ['Preferred date', input.preferredDate],
    !!input.preferredTime && ['Preferred time', input.preferredTime],
    !!input.fileCount && ['Attached', files],
  );
  const intro = group
    ? `Thank you for your group booking enquiry. It is not a booking yet: our team will reply within ${ENQUIRY_REPLY_HOURS} hours.`
    : 'Thank you for getting in touch. Our team will read your message and reply by e-mail.';
  const quote = 'If you write to us about it, please quote the reference.';
  const notYou =
    'If you did not send this, someone typed your address by mistake: you can ignore this e-mail.';
  return customerMail(
    {
      kind: group ? 'group-booking-acknowledgement' : 'contact-acknowledgement',
      because: group
        ? `You get this e-mail because this address was given in ${site.brandName}'s group booking form.`
        : `You get this e-mail because this address was given in ${site.brandName}'s contact form.`,
      to: input.email,
      subject: group
        ? `We have your group booking enquiry (ref. ${input.reference})`
        : `We have your message (ref. ${input.reference})`,
      heading: group ? 'We have your group booking enquiry' : 'We have your message',
      text: [['Hello,'], [intro], factLines(rows), [quote, notYou]],
      body: html`<p>Hello,</p>
<p>${intro}</p>
${factsTable(rows, { inline: true })}
<p>${quote}</p>
<p style="font-size:13px">${notYou}</p>`,
    },
    site,
  );
}

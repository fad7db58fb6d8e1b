import { type ContactContentResponse, type ContactType, ENQUIRY_REPLY_HOURS } from '@fittizia/contract';
import { Button } from '../../../components/Button/Button.tsx';
import { FormNotice } from '../../../forms/FormParts.tsx';
import * as styles from './ContactForm.css.ts';
import type { SentEnquiry } from './contactModel.ts';

const longDate = (ymd: string) => {
  const [year = 0, month = 1, day = 1] = ymd.split('-').map(Number);
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
};

/**
 * What replaces a sent form: the thanks, the reference the brand API gave the enquiry, what was sent (the
 * choices by the names the form showed them with) and 'Send another', which starts again from an empty form.
 * It takes focus, so a screen reader reads it and the page scrolls to it.
 */
export function ContactConfirmation({
  sent,
  group,
  types = [],
  content,
  onSendAnother,
}: {
  sent: SentEnquiry;
  group: boolean;
  types?: readonly ContactType[];
  content: ContactContentResponse;
  onSendAnother: () => void;
}) {
  const { values, reference } = sent;
  const reason = content.contactReasons.find((r) => r.id === values.contactReasonId);
  const subReason = reason?.subReasons.find((s) => s.id === values.contactSubReasonId);
  const files = values.uploadedFiles.map((f) => f.name);
  const rows: [string, string][] = [
    ['Name', `${values.firstName.trim()} ${values.lastName.trim()}`],
    ['Email address', values.email.trim()],
    ...(values.phone.trim() ? [['Phone number', values.phone.trim()] as [string, string]] : []),
    ...(group
      ? []
      : ([
          ['Type of enquiry', types.find((t) => t.id === values.enquiryType)?.name ?? ''],
          ['Why you are contacting us', [reason?.name, subReason?.name].filter(Boolean).join(': ')],
        ] as [string, string][])),
    ['Restaurant', content.restaurants.find((r) => r.storeId === values.enquiryRestaurant)?.title ?? ''],
    ...(group ? [['Number of guests', String(values.guests)] as [string, string]] : []),
    ...(group && values.preferredDate
      ? [['Preferred date', longDate(values.preferredDate)] as [string, string]]
      : []),
    ...(group && values.preferredTime ? [['Preferred time', values.preferredTime] as [string, string]] : []),
    ['Your message', values.message.trim()],
    ...(files.length ? [['Attachments', files.join(', ')] as [string, string]] : []),
  ];
  return (
    <FormNotice
      tone="success"
      title={group ? 'Thank you for your group booking enquiry' : 'Thank you for getting in touch'}
      data-testid="contact-thanks"
    >
      {/* Only what is sure: the acknowledgement e-mail is not sent past its daily limit for an address. */}
      <p>
        {group
          ? `It is not a booking yet: we will reply by e-mail to ${values.email.trim()} within ${ENQUIRY_REPLY_HOURS} hours.`
          : `We have your message and will reply by e-mail to ${values.email.trim()}.`}
      </p>
      {reference ? (
        <p>
          Your reference is <strong data-testid="contact-reference">{reference}</strong>. Please quote it if
          you write to us about this {group ? 'enquiry' : 'message'}.
        </p>
      ) : null}
      <h3 className={styles.sentHeading}>What you sent</h3>
      <dl className={styles.sentList}>
        {rows
          .filter(([, value]) => value !== '')
          .map(([label, value]) => (
            <div key={label} className={styles.sentRow}>
              <dt className={styles.sentLabel}>{label}</dt>
              <dd className={styles.sentValue}>{value}</dd>
            </div>
          ))}
      </dl>
      <div>
        <Button variant="secondary" onClick={onSendAnother}>
          {group ? 'Send another enquiry' : 'Send another message'}
        </Button>
      </div>
    </FormNotice>
  );
}

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { standbyClosedMessage } from '../src/domains/booking/emails/closure-mail.ts';
import { type StandbyMailDetails, standbyMailMessage } from '../src/domains/booking/emails/standby-mail.ts';
import {
  type BookingMailDetails,
  bookingCancellationMessage,
  bookingChangeMessage,
  bookingMailMessage,
  bookingReminderMessage,
} from '../src/domains/booking/emails.ts';
import {
  enquiryAcknowledgementMail,
  type MailSite,
  signupConfirmationMail,
  signupExistingMail,
  signupWelcomeMail,
  voucherMail,
} from '../src/domains/customers/emails.ts';
import { applicationAcknowledgement } from '../src/domains/jobs/emails.ts';
import { restaurant } from './mail-fixtures.ts';

/*
 * Every e-mail the domains build, from fixed inputs, written out whole (subject, recipient, text, HTML with its
 * JSON-LD, calendar attachments) and compared with the files under `__snapshots__/mail-golden/`: a change to
 * any byte of any e-mail shows here. The inputs carry markup and quotes where a person types, so the escaping
 * is pinned too. The clock is fixed for the calendar files' DTSTAMP.
 */

const options = {
  siteUrl: 'https://www.fittizia.example',
  brandName: 'Fittizia Trattoria',
  from: 'Fittizia Trattoria <bookings@fittizia.example>',
};
const site: MailSite = { siteUrl: options.siteUrl, brandName: options.brandName };

/** A restaurant with the least an e-mail can name: one address line, no telephone, no coordinates. */
const bare = {
  name: 'Bar & Grill <Leeds>',
  addressLines: ['1 "Quoted" Row'],
  postcode: 'LS1 4AP',
  phoneNumber: null,
  lat: null,
  lng: null,
  city: 'leeds',
  slug: 'bar-grill',
};

const full: BookingMailDetails = {
  kind: 'confirmation',
  reference: 'FT7H3K9',
  restaurant,
  start: new Date('2026-07-10T18:30:00Z'),
  durationMinutes: 120,
  adults: 4,
  children: 2,
  menuName: 'Set Menu',
  extras: [
    { name: 'Prosecco <on> "arrival"', quantity: 2, price: 13 },
    { name: 'Antipasti board to share', quantity: 1, price: 14.5 },
    { name: 'Birthday candle', quantity: 1, price: null },
  ],
  customer: { firstName: "Anne-Marie O'Neil", lastName: "O'Connor", email: 'giulia.oconnor@example.com' },
  specialRequest: 'A <b>high</b> chair & "quiet" table, please',
  manageUrl: 'https://www.fittizia.example/booking/manage/abc?x=1&y=2',
};

const least: BookingMailDetails = {
  kind: 'confirmation',
  reference: 'EQ4M2P',
  restaurant: bare,
  start: new Date('2026-12-11T19:30:00Z'),
  durationMinutes: 90,
  adults: 1,
  children: 0,
  menuName: null,
  extras: [],
  customer: { firstName: 'visit http://spam.example', lastName: 'X', email: 'someone@example.com' },
  specialRequest: null,
};

const reminderLinks = {
  attendUrl: 'https://www.fittizia.example/booking/attend/abc',
  cancelUrl: 'https://www.fittizia.example/booking/manage/abc#cancel',
  manageUrl: 'https://www.fittizia.example/booking/manage/abc',
};

const standby: StandbyMailDetails = {
  kind: 'joined',
  reference: 'STB111',
  restaurantName: 'Covent Garden & "Friends"',
  date: '2026-11-25',
  windowFrom: '19:00',
  windowTo: '20:00',
  adults: 2,
  children: 1,
  customer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' },
  standbyUrl: 'https://www.fittizia.example/booking/standby/abc?b=1&r=2',
};

const voucherOffer = {
  title: '30% off <for> "students"',
  description: 'Show your student card & smile.',
  termAndConditions: 'One voucher per person.',
  validityText: 'Valid until 31 August 2026',
  successButtonText: 'Find a restaurant',
  successButtonUrl: '/restaurants',
};

const application = {
  email: 'chiara@example.com',
  firstName: 'Chiara',
  jobName: 'Bar & "Floor" <Staff>',
  locationName: "Briggate's",
};

type Built = {
  kind?: string;
  to: unknown;
  subject: string;
  text: string;
  html?: string | undefined;
  replyTo?: string | undefined;
  listUnsubscribe?: string | undefined;
  attachments?: { filename?: unknown; contentType?: unknown; content?: unknown }[] | undefined;
};

const cases: Record<string, () => Built | Promise<Built>> = {
  'booking-confirmation': () => bookingMailMessage(full, options),
  'booking-confirmation-least': () => bookingMailMessage(least, options),
  'booking-enquiry': () => bookingMailMessage({ ...full, kind: 'enquiry' }, options),
  'booking-enquiry-least': () => bookingMailMessage({ ...least, kind: 'enquiry' }, options),
  'booking-reminder': () => bookingReminderMessage({ ...full, ...reminderLinks }, options),
  'booking-reminder-least': () => bookingReminderMessage({ ...least, ...reminderLinks }, options),
  'booking-cancellation': () =>
    bookingCancellationMessage(
      { ...full, sequence: 2, reason: 'Plans <changed> & "moved"', lateCancellation: true },
      options,
    ),
  'booking-cancellation-least': () =>
    bookingCancellationMessage({ ...least, sequence: 1, reason: null, lateCancellation: false }, options),
  'booking-cancellation-closure': () =>
    bookingCancellationMessage(
      {
        ...full,
        sequence: 1,
        reason: 'a burst <water> main.',
        lateCancellation: false,
        closure: {
          reason: 'a burst <water> main.',
          finderUrl: 'https://www.fittizia.example/find-us',
          alternatives: [
            {
              name: 'Fittizia Trattoria London Soho',
              miles: 0.1,
              url: 'https://www.fittizia.example/restaurants/london/soho/book-now?adults=4&children=2&date=2026-07-10&time=19%3A30',
            },
            {
              name: 'Fittizia Trattoria London Islington',
              miles: 1,
              url: 'https://www.fittizia.example/restaurants/london/islington/book-now?adults=4&children=2&date=2026-07-10&time=19%3A30',
            },
          ],
        },
      },
      options,
    ),
  'booking-cancellation-closure-none': () =>
    bookingCancellationMessage(
      {
        ...least,
        sequence: 1,
        reason: 'a power cut',
        lateCancellation: false,
        closure: {
          reason: 'a power cut',
          finderUrl: 'https://www.fittizia.example/find-us',
          alternatives: [],
        },
      },
      options,
    ),
  'standby-closed': () =>
    standbyClosedMessage(
      {
        reference: 'QW3RTY9P',
        restaurantName: 'Fittizia Trattoria London Covent Garden',
        date: '2026-07-10',
        windowFrom: '18:00',
        adults: 2,
        children: 1,
        customer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
        reason: 'a burst water main',
        finderUrl: 'https://www.fittizia.example/find-us',
      },
      options,
    ),
  'booking-change': () =>
    bookingChangeMessage(
      { ...full, sequence: 1, previous: { start: new Date('2026-07-09T17:00:00Z'), adults: 2, children: 0 } },
      options,
    ),
  'booking-change-least': () =>
    bookingChangeMessage(
      {
        ...least,
        sequence: 3,
        previous: { start: new Date('2026-12-10T12:15:00Z'), adults: 1, children: 1 },
      },
      options,
    ),
  'standby-joined': () => standbyMailMessage(standby, options),
  'standby-offer': () =>
    standbyMailMessage(
      {
        ...standby,
        kind: 'offer',
        customer: { ...standby.customer, firstName: 'http://x' },
        offer: { time: '19:30', expiresAt: new Date('2026-11-25T17:45:00Z') },
      },
      options,
    ),
  voucher: () =>
    voucherMail({ email: 'sam@example.ac.uk', code: 'K7QD-2MXR-9HTB', offer: voucherOffer }, site),
  'voucher-absolute-link': () =>
    voucherMail(
      {
        email: 'sam@example.ac.uk',
        code: 'K7QD',
        offer: { ...voucherOffer, successButtonUrl: 'https://elsewhere.example/a?b=1&c=2' },
      },
      site,
    ),
  'voucher-least': () =>
    voucherMail({ email: 'sam@example.ac.uk', code: 'ABCD', offer: { title: 'Free dessert' } }, site),
  'signup-confirmation': () =>
    signupConfirmationMail(
      { email: 'ann@example.com', firstName: "Anne-Marie O'Neil", token: 'tok-123' },
      site,
    ),
  'signup-confirmation-unnamed': () =>
    signupConfirmationMail({ email: 'ann@example.com', firstName: '<b>Prize</b>', token: 'tok-456' }, site),
  'signup-welcome': () =>
    signupWelcomeMail({ email: 'ann@example.com', firstName: 'Zoë', guid: '3f2b6c1e-8a4d-4e7b' }, site),
  'signup-existing': () =>
    signupExistingMail({ email: 'ann@example.com', firstName: 'D’Arcy', guid: '3f2b6c1e-8a4d-4e7b' }, site),
  'contact-acknowledgement-least': () =>
    enquiryAcknowledgementMail(
      { kind: 'contact', email: 'a@example.com', reference: 'CT-1', fileCount: 0 },
      site,
    ),
  'contact-acknowledgement': () =>
    enquiryAcknowledgementMail(
      {
        kind: 'contact',
        email: 'a@example.com',
        reference: 'CT-2',
        typeName: 'Feedback & "praise"',
        restaurantName: 'Covent <Garden>',
        reason: 'Food',
        preferredDate: '5 March 2027',
        preferredTime: '19:30',
        fileCount: 1,
      },
      site,
    ),
  'group-booking-acknowledgement': () =>
    enquiryAcknowledgementMail(
      {
        kind: 'group-booking',
        email: 'g@example.com',
        reference: 'GB-3',
        restaurantName: 'Deansgate',
        guests: 24,
        preferredDate: '12 June 2027',
        preferredTime: '18:00',
        fileCount: 3,
      },
      site,
    ),
  'job-application': () => applicationAcknowledgement(application, 'Fittizia & Co'),
  'job-application-no-location': () =>
    applicationAcknowledgement({ ...application, firstName: '1234', locationName: '' }, 'Fittizia Trattoria'),
};

/** A message written out whole: its fields, then each part under a heading of its own. */
function render(mail: Built): string {
  const head = [
    `kind: ${mail.kind ?? '(none)'}`,
    `to: ${JSON.stringify(mail.to)}`,
    `subject: ${mail.subject}`,
    ...(mail.replyTo ? [`replyTo: ${mail.replyTo}`] : []),
    ...(mail.listUnsubscribe ? [`listUnsubscribe: ${mail.listUnsubscribe}`] : []),
    `keys: ${Object.keys(mail).sort().join(', ')}`,
  ];
  const parts = [
    `--- text\n${mail.text}`,
    ...(mail.html === undefined ? [] : [`--- html\n${mail.html}`]),
    ...(mail.attachments ?? []).map(
      (a) => `--- attachment ${String(a.filename)} (${String(a.contentType)})\n${String(a.content)}`,
    ),
  ];
  return `${[...head, ...parts].join('\n')}\n`;
}

describe('every e-mail the domains build, byte for byte', () => {
  beforeAll(() => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z'), toFake: ['Date'] });
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it.each(Object.keys(cases))('%s', async (name) => {
    const build = cases[name] as () => Built | Promise<Built>;
    await expect(render(await build())).toMatchFileSnapshot(`__snapshots__/mail-golden/${name}.txt`);
  });
});

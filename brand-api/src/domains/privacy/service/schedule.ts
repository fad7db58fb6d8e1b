import { RETENTION_KINDS, type RetentionKind, type RetentionRule } from '@fittizia/contract';
import { InvalidField } from '../../../shared/errors.ts';

/*
 * The retention schedule (docs/privacy.md): one table naming each kind of personal data the brand API holds, how
 * long it is kept after which event, and what happens then. Each period is configurable by environment,
 * RETENTION_<KIND>_DAYS (e.g. RETENTION_BOOKING_DAYS=730), read at each use, so the nightly job, the dry run and the
 * privacy policy's table (`retentionSchedule`) always say the same.
 */

interface RuleDefault {
  what: string;
  /** The default period in days. */
  days: number;
  /** The event the period runs from, in plain words ("after the day you dined"). */
  after: string;
  action: RetentionRule['action'];
  afterwards?: string;
  /** Why that long, in one line. */
  reason: string;
}

export const RETENTION_DEFAULTS: Record<RetentionKind, RuleDefault> = {
  booking: {
    what: 'Your table bookings and their history',
    days: 730, // 24 months
    after: 'after the day you dined',
    action: 'anonymised',
    afterwards: 'the date, time, restaurant and number of guests, without your details',
    reason: 'to answer questions about a visit, and to plan tables from past bookings',
  },
  'booking-card-customer': {
    what: 'The card-guarantee reference of a booking',
    days: 7,
    after: 'after the day you dined',
    action: 'deleted',
    reason: 'a no-show charge can only be claimed in the days just after the booking',
  },
  'standby-entry': {
    what: 'Your place on a standby list',
    days: 30,
    after: 'after the day you wanted a table',
    action: 'deleted',
    reason: 'to answer a question about an offer of a table, which comes soon after the day',
  },
  'job-application': {
    what: 'Your job applications and CVs',
    days: 183, // 6 months
    // The job's closing and the decision are not recorded here: the period runs from the application, the earliest.
    after: 'after you applied',
    action: 'deleted',
    reason: 'to answer a challenge to a hiring decision, which the law allows within six months',
  },
  enquiry: {
    what: 'Your contact and group-booking enquiries and their attachments',
    days: 365, // 12 months
    // Our one recorded reply is the acknowledgement, sent when the enquiry arrives.
    after: 'after you sent it',
    action: 'deleted',
    reason: 'to follow up an enquiry or a complaint that comes back within the year',
  },
  'outbox-email': {
    what: 'Copies of the e-mails we sent you',
    days: 30,
    after: 'after they were sent',
    action: 'deleted',
    reason: 'to resend a message that did not arrive and to look into delivery problems',
  },
  voucher: {
    what: 'Your offer vouchers',
    days: 365, // 12 months
    after: 'after the offer ends',
    action: 'deleted',
    reason: 'to honour or check a voucher shown late, and to answer questions about it',
  },
  'sign-up': {
    what: 'Your sign-up: name, e-mail, preferences and consents',
    days: 0,
    after: 'until you unsubscribe',
    action: 'deleted',
    afterwards: 'a scrambled (hashed) copy of your e-mail address, so that we never write to you again',
    reason: 'we write to you only while you want us to',
  },
};

/** The environment variable of a kind's period: `RETENTION_BOOKING_CARD_CUSTOMER_DAYS`. */
export function retentionVariable(kind: RetentionKind): string {
  return `RETENTION_${kind.replace(/-/g, '_').toUpperCase()}_DAYS`;
}

const MAX_DAYS = 36_500;

/** A period in days, in plain words: "24 months", "6 months", "7 days". */
function period(days: number): string {
  if (days > 0 && days % 365 === 0) return `${(days / 365) * 12} months`;
  const months = Math.round(days / 30.44);
  if (days >= 60 && Math.abs(days - months * 30.44) <= 2) return `${months} months`;
  return days === 1 ? '1 day' : `${days} days`;
}

function keptFor(kind: RetentionKind, rule: RuleDefault, days: number): string {
  if (kind === 'sign-up' && days === 0) return 'Until you unsubscribe';
  if (kind === 'sign-up') return `${period(days)} after you unsubscribe`;
  return `${period(days)} ${rule.after}`;
}

/** The period of each kind: its variable when set (whole days, 0 to 36500), else the default. */
export function retentionDays(env: NodeJS.ProcessEnv = process.env): Record<RetentionKind, number> {
  return Object.fromEntries(
    RETENTION_KINDS.map((kind) => {
      const name = retentionVariable(kind);
      const raw = env[name]?.trim();
      if (raw === undefined || raw === '') return [kind, RETENTION_DEFAULTS[kind].days];
      if (!/^\d{1,5}$/.test(raw) || Number(raw) > MAX_DAYS)
        throw new InvalidField(name, `${name} must be a whole number of days from 0 to ${MAX_DAYS}`);
      return [kind, Number(raw)];
    }),
  ) as Record<RetentionKind, number>;
}

/** The schedule as the privacy policy shows it (`retentionSchedule`), periods from the environment. */
export function retentionSchedule(env: NodeJS.ProcessEnv = process.env): { rules: RetentionRule[] } {
  const days = retentionDays(env);
  return {
    rules: RETENTION_KINDS.map((kind) => {
      const rule = RETENTION_DEFAULTS[kind];
      return {
        kind,
        what: rule.what,
        days: days[kind],
        keptFor: keptFor(kind, rule, days[kind]),
        action: rule.action,
        ...(rule.afterwards ? { afterwards: rule.afterwards } : {}),
        reason: rule.reason,
      };
    }),
  };
}

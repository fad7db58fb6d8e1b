import { RETENTION_KINDS, type RetentionKind, type RetentionRule } from '@fittizia/contract';
import type { Hono } from 'hono';
import type { Database } from '../../../shared/database.ts';
import { type AppEnv, mount } from '../../../shared/http.ts';

/*
 * STUB (helper E): a minimal `retentionSchedule` route so the privacy policy page can render its table
 * before the privacy domain's own schedule and route (helper D) are merged. Drop this file, its line in routes/index.ts
 * and its line in app.ts at the merge. The defaults are the issue's; each period can be changed with RETENTION_<KIND>_DAYS (the
 * kind in capitals, `-` as `_`: RETENTION_BOOKING_DAYS, RETENTION_BOOKING_CARD_CUSTOMER_DAYS), the names agreed
 * with the privacy domain's configuration.
 */

interface Rule {
  kind: RetentionKind;
  what: string;
  days: number;
  /** The event the period runs from, in plain words ("after the day you dined"). */
  after: string;
  action: RetentionRule['action'];
  afterwards?: string;
  reason: string;
}

const DEFAULTS: Record<RetentionKind, Rule> = {
  booking: {
    kind: 'booking',
    what: 'Your table bookings',
    days: 730,
    after: 'after the day you dined',
    action: 'anonymised',
    afterwards: 'the date, time and number of guests, without your details',
    reason: 'to answer questions about a visit and to plan our tables from past bookings',
  },
  'booking-card-customer': {
    kind: 'booking-card-customer',
    what: "The card guarantee's customer reference",
    days: 7,
    after: 'after the day you dined',
    action: 'deleted',
    reason: 'it is needed only until a late cancellation or no-show could be charged',
  },
  'standby-entry': {
    kind: 'standby-entry',
    what: 'Your place on a standby list',
    days: 30,
    after: 'after its date',
    action: 'deleted',
    reason: 'to answer questions about the standby list once the day is over',
  },
  'job-application': {
    kind: 'job-application',
    what: 'Your job application and CV',
    days: 183,
    after: 'after the job closes or the application is decided',
    action: 'deleted',
    reason: 'to answer questions about the decision and to defend it if it is challenged',
  },
  enquiry: {
    kind: 'enquiry',
    what: 'Your messages and group booking enquiries, with their files',
    days: 365,
    after: 'after our last reply',
    action: 'deleted',
    reason: 'to follow up on what you asked, and on a complaint',
  },
  'outbox-email': {
    kind: 'outbox-email',
    what: 'The e-mails we send you',
    days: 30,
    after: 'after they are sent',
    action: 'deleted',
    reason: 'to resend one that did not arrive and to answer questions about it',
  },
  voucher: {
    kind: 'voucher',
    what: 'Your offer vouchers',
    days: 365,
    after: 'after the offer ends',
    action: 'deleted',
    reason: 'to honour a voucher shown late and to stop a code being claimed twice',
  },
  'sign-up': {
    kind: 'sign-up',
    what: 'Your sign-up to our offers and news',
    days: 0,
    after: 'until you unsubscribe',
    action: 'deleted',
    afterwards: 'a scrambled (hashed) form of your e-mail address, so that we never write to you again',
    reason: 'we write to you only while you want us to',
  },
};

/** A period in plain words: whole months when it is close to a number of months, else days. */
export function periodWords(days: number): string {
  const months = Math.round(days / 30.4375);
  if (days >= 90 && Math.abs(months * 30.4375 - days) < 3) return `${months} months`;
  return days === 1 ? '1 day' : `${days} days`;
}

const envName = (kind: RetentionKind) => `RETENTION_${kind.toUpperCase().replaceAll('-', '_')}_DAYS`;

/** The schedule with each period from its RETENTION_<KIND>_DAYS when set (a whole number of days). */
export function stubSchedule(env: Record<string, string | undefined> = process.env): RetentionRule[] {
  return RETENTION_KINDS.map((kind) => {
    const { after, ...rule }: Rule = DEFAULTS[kind];
    const set = env[envName(kind)];
    const days = set !== undefined && /^\d{1,5}$/.test(set) ? Number(set) : rule.days;
    const keptFor = days === 0 ? after : `${periodWords(days)} ${after}`;
    return { ...rule, days, keptFor };
  });
}

/** GET /api/v1/privacy/retention from the stub's schedule. */
export function retentionScheduleStub(app: Hono<AppEnv>, database: Database): void {
  mount(app, database, 'retentionSchedule', () => ({ rules: stubSchedule() }));
}

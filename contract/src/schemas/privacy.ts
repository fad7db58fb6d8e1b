import { z } from '../zod.ts';
import { responseObject } from './common.ts';

/*
 * The retention schedule (docs/privacy.md): how long each kind of personal data is kept, after which event, and what
 * happens then. The brand API holds it as configuration (periods by environment) and applies it every night; the
 * privacy policy page renders its "How long we keep your data" table from this same answer, so the policy and the
 * practice cannot drift.
 */

/** The kinds of personal data the schedule names. */
export const RETENTION_KINDS = [
  'booking',
  'booking-card-customer',
  'standby-entry',
  'job-application',
  'enquiry',
  'outbox-email',
  'voucher',
  'sign-up',
] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/** What happens to a kind's rows at the end of its period. */
export const RETENTION_ACTIONS = ['deleted', 'anonymised'] as const;

export const retentionRule = responseObject({
  kind: z.enum(RETENTION_KINDS),
  /** In plain words: "Your table bookings". */
  what: z.string(),
  /** The period's length in days (0: kept until the event itself, e.g. unsubscribing). */
  days: z.number().check(z.int(), z.gte(0)),
  /** In plain words: "24 months after the day you dined". */
  keptFor: z.string(),
  action: z.enum(RETENTION_ACTIONS),
  /** In plain words: what is left afterwards ("the number of guests, without your details"), if anything. */
  afterwards: z.optional(z.string()),
  /** Why that long, in one line. */
  reason: z.string(),
});
export type RetentionRule = z.infer<typeof retentionRule>;

export const retentionScheduleResponse = responseObject({ rules: z.array(retentionRule) });
export type RetentionSchedule = z.infer<typeof retentionScheduleResponse>;

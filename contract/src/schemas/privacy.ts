import { z } from '../zod.ts';
import { email, requestObject, responseObject } from './common.ts';

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

/*
 * The operators' privacy calls (docs/privacy.md): a subject-access export and an erasure on request, for one
 * e-mail address (matched as normalised: trimmed, lower case, without a `+tag`, and on the phone numbers found
 * with it). An operator's key with the `operations` role.
 */

/** The address whose data is exported or erased. */
export const opsPrivacyRequest = requestObject({ email });

/** What the export or the erasure found of one kind (`items`: rows; `files`: files among them). */
export const privacyKindCount = responseObject({
  kind: z.string(),
  /** In plain words, what this part is. */
  what: z.string(),
  items: z.number().check(z.int(), z.gte(0)),
  files: z.number().check(z.int(), z.gte(0)),
});

/** One zip archive of everything held about the address, base64; its README says what each part is. */
export const opsPrivacyExportResponse = responseObject({
  fileName: z.string(),
  contentType: z.literal('application/zip'),
  /** The archive's bytes, base64. */
  archive: z.string(),
  kinds: z.array(privacyKindCount),
});
export type OpsPrivacyExportResponse = z.infer<typeof opsPrivacyExportResponse>;

/** What an erasure did, kind by kind; asked again for the same address, it does nothing more. */
export const opsPrivacyEraseResponse = responseObject({
  /** The erasure's proof: SHA-256 of the normalised address (hex), the only trace of it that is kept. */
  addressHash: z.string(),
  erasedAt: z.string(),
  /** True when this address had already been erased and nothing was left to do. */
  alreadyErased: z.boolean(),
  /** Future bookings cancelled first (each e-mailed its cancellation). */
  cancelledBookings: z.number().check(z.int(), z.gte(0)),
  kinds: z.array(
    responseObject({
      kind: z.string(),
      what: z.string(),
      deleted: z.number().check(z.int(), z.gte(0)),
      anonymised: z.number().check(z.int(), z.gte(0)),
    }),
  ),
});
export type OpsPrivacyEraseResponse = z.infer<typeof opsPrivacyEraseResponse>;

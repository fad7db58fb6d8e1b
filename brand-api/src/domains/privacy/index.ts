/** The privacy domain's public face (docs/privacy.md): the retention schedule, its nightly job, export and erasure. */
export { type Erasure, erasePerson } from './service/erase.ts';
export { exportPerson, type PrivacyExport } from './service/export.ts';
export { findPerson } from './service/person.ts';
export {
  applyRetention,
  planRetention,
  type RetentionCounts,
  type RetentionRun,
} from './service/retention.ts';
export { type RetentionQueue, startRetentionQueue } from './service/retention-queue.ts';
export {
  RETENTION_DEFAULTS,
  retentionDays,
  retentionSchedule,
  retentionVariable,
} from './service/schedule.ts';
/** The suppression list: marketing never writes to an address on it. */
export { isSuppressed, type SuppressionReason, suppress, suppressionHash } from './service/suppression.ts';

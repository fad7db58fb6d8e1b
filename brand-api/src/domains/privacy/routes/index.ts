/** The privacy domain's calls: a marketing e-mail's one-click unsubscribe, and (a stub until merged) the schedule. */
export { retentionScheduleStub } from './schedule-route-stub.ts';
export { unsubscribeModule } from './unsubscribe.ts';

/**
 * The privacy domain's calls (docs/privacy.md): the retention schedule, the operators' export and erasure, and a
 * marketing e-mail's one-click unsubscribe.
 */
export { privacyModule } from './privacy.ts';
export { unsubscribeModule } from './unsubscribe.ts';

/**
 * The privacy domain's public face (docs/privacy.md): the marketing suppression list, which every marketing
 * e-mail is checked against and which the one-click unsubscribe and the erasure add to.
 */
export { isSuppressed, type SuppressionReason, suppress, suppressionHash } from './service/suppression.ts';

/**
 * The operations domain's public face: operators' keys (the `pnpm ops keys` commands use them directly) and the
 * change log other domains' operator calls write to (the content service's).
 */
export { logOperatorChange } from './service/changes.ts';
export {
  type CreatedKey,
  createKey,
  identify,
  keyInForce,
  listKeys,
  type OpsIdentity,
  revokeKey,
} from './service/keys.ts';

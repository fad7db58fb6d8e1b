/** The operations domain's public face: operators' keys (the `pnpm ops keys` commands use them directly). */
export {
  type CreatedKey,
  createKey,
  identify,
  listKeys,
  type OpsIdentity,
  revokeKey,
} from './service/keys.ts';

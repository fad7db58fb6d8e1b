import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OpsRole } from '@fittizia/contract';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../shared/database.ts';
import { opsKeys } from '../tables.ts';

/*
 * Operators' keys: `fzops_<prefix>_<secret>`, the prefix 8 hex characters that find the key's row, the secret 32
 * random bytes (base64url). Only the SHA-256 of the whole key is stored; a key is shown once, when it is made.
 */

const KEY_PATTERN = /^fzops_([0-9a-f]{8})_[A-Za-z0-9_-]{43}$/;
const hashOf = (key: string) => createHash('sha256').update(key).digest();
/** Compared against when no key has the prefix, so an unknown key takes as long as a wrong one. */
const NO_KEY = hashOf('fzops_00000000_');

export interface OpsIdentity {
  name: string;
  role: OpsRole;
}

/** The identity of a key still in force, or undefined (unknown, malformed or revoked). */
export async function identify(db: Db, presented: string): Promise<OpsIdentity | undefined> {
  const prefix = KEY_PATTERN.exec(presented)?.[1];
  const [row] = prefix ? await db.select().from(opsKeys).where(eq(opsKeys.prefix, prefix)).limit(1) : [];
  const stored = row ? Buffer.from(row.keyHash, 'hex') : NO_KEY;
  const same = stored.length === 32 && timingSafeEqual(stored, hashOf(presented));
  if (!row || !same || row.revokedAt) return undefined;
  return { name: row.name, role: row.role };
}

/** Whether the key named `name` is still in force (not revoked): a preview link made with it works only while it is. */
export async function keyInForce(db: Db, name: string): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: opsKeys.revokedAt })
    .from(opsKeys)
    .where(eq(opsKeys.name, name))
    .limit(1);
  return row !== undefined && row.revokedAt === null;
}

export type CreatedKey = OpsIdentity & { key: string };

/** Makes a key; `taken` when a key (revoked or not) already has the name. */
export async function createKey(
  db: Db,
  input: OpsIdentity,
  now: Date = new Date(),
): Promise<CreatedKey | 'taken'> {
  const [existing] = await db.select({ id: opsKeys.id }).from(opsKeys).where(eq(opsKeys.name, input.name));
  if (existing) return 'taken';
  for (;;) {
    const prefix = randomBytes(4).toString('hex');
    const key = `fzops_${prefix}_${randomBytes(32).toString('base64url')}`;
    const inserted = await db
      .insert(opsKeys)
      .values({ ...input, prefix, keyHash: hashOf(key).toString('hex'), createdAt: now })
      .onConflictDoNothing({ target: opsKeys.prefix })
      .returning({ id: opsKeys.id });
    if (inserted.length) return { ...input, key };
  }
}

/** Every key (never the key itself), oldest first. */
export function listKeys(db: Db) {
  return db
    .select({
      name: opsKeys.name,
      role: opsKeys.role,
      prefix: opsKeys.prefix,
      createdAt: opsKeys.createdAt,
      revokedAt: opsKeys.revokedAt,
    })
    .from(opsKeys)
    .orderBy(asc(opsKeys.createdAt), asc(opsKeys.id));
}

/** Revokes a key by name: `revoked`, `already` (revoked before) or `unknown`. */
export async function revokeKey(
  db: Db,
  name: string,
  now: Date = new Date(),
): Promise<'revoked' | 'already' | 'unknown'> {
  const [row] = await db.select().from(opsKeys).where(eq(opsKeys.name, name));
  if (!row) return 'unknown';
  if (row.revokedAt) return 'already';
  await db.update(opsKeys).set({ revokedAt: now }).where(eq(opsKeys.id, row.id));
  return 'revoked';
}

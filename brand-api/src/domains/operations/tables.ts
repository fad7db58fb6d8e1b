import type { OpsRole } from '@fittizia/contract';
import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/* The operators' keys and the log of their changes (migration 0061). */

export const opsKeys = pgTable('ops_keys', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull().unique(),
  role: text('role').$type<OpsRole>().notNull(),
  /** The start of the key, not secret: finds the row a key belongs to. */
  prefix: text('prefix').notNull().unique(),
  /** SHA-256 of the whole key, hex; the key itself is never stored. */
  keyHash: text('key_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

export const opsChanges = pgTable('ops_changes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  /** The name of the key that made the change. */
  who: text('who').notNull(),
  action: text('action').notNull(),
  /** `restaurant:<storeId>`, `dish:<dishId>`, `offer:<slug>`. */
  target: text('target').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
});

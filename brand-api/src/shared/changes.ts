import { type ChangeEvent, type ChangeKind, changeTags } from '@fittizia/contract';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';

/** The PostgreSQL channel change events are notified on (the payload is the event's id). */
export const CHANGE_CHANNEL = 'fittizia_changes';

export interface ChangeInput {
  kind: ChangeKind;
  /** The records changed (store ids, menu ids, offer slugs, page ids). */
  ids: readonly (string | number)[];
  /** Tags beyond the kind's own (`changeTags`), e.g. the menus a dish is on. */
  extraTags?: readonly string[];
  /** Who made the change: an operator key's name, `seed`, `system`. */
  actor?: string;
}

/**
 * Records a change event and notifies `CHANGE_CHANNEL`. Call it with the transaction of the write it describes:
 * the row and the notification exist only if the write commits (PostgreSQL delivers a NOTIFY at commit).
 */
export async function recordChange(db: Db, change: ChangeInput): Promise<ChangeEvent> {
  const ids = change.ids.map(String);
  const tags = [...new Set([...changeTags(change.kind, ids), ...(change.extraTags ?? [])])];
  const result = await db.execute(sql`
    INSERT INTO change_events (kind, ids, tags, actor)
    VALUES (${change.kind}, ${sql`ARRAY[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]`}, ${sql`ARRAY[${sql.join(
      tags.map((t) => sql`${t}`),
      sql`, `,
    )}]::text[]`}, ${change.actor ?? null})
    RETURNING id::text AS id, at`);
  const row = (result as unknown as { rows: { id: string; at: Date | string }[] }).rows[0];
  if (!row) throw new Error('change event not recorded');
  await db.execute(sql`SELECT pg_notify(${CHANGE_CHANNEL}, ${row.id})`);
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    kind: change.kind,
    ids,
    tags,
  };
}

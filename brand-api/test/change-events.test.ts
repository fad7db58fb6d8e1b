import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { recordChange } from '../src/shared/changes.ts';
import { describeOnEachDatabase } from './harness.ts';

describeOnEachDatabase('change events', {}, (h) => {
  it('records an event with its kind, ids, tags and actor, ids growing', async () => {
    const first = await recordChange(h.database.db, { kind: 'restaurant', ids: ['12'], actor: 'ops:test' });
    const second = await recordChange(h.database.db, {
      kind: 'menu',
      ids: ['m-main'],
      extraTags: ['menu:m-kids'],
    });
    expect(first.tags).toEqual(['restaurant:12', 'restaurants']);
    expect(second.tags).toEqual(['menu:m-main', 'menu:m-kids']);
    expect(BigInt(second.id)).toBeGreaterThan(BigInt(first.id));
    const rows = await h.database.db.execute(
      sql`SELECT kind, ids, tags, actor FROM change_events WHERE id = ${first.id}::bigint`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows[0]).toEqual({
      kind: 'restaurant',
      ids: ['12'],
      tags: ['restaurant:12', 'restaurants'],
      actor: 'ops:test',
    });
  });

  it('leaves no event when the write it describes rolls back', async () => {
    const before = await count();
    await expect(
      h.database.db.transaction(async (tx) => {
        await recordChange(tx as never, { kind: 'brand', ids: [] });
        throw new Error('the write failed');
      }),
    ).rejects.toThrow('the write failed');
    expect(await count()).toBe(before);
  });

  async function count(): Promise<number> {
    const r = await h.database.db.execute(sql`SELECT count(*)::int AS n FROM change_events`);
    return (r as unknown as { rows: { n: number }[] }).rows[0]?.n ?? -1;
  }
});

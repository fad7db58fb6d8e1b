import { PGlite } from '@electric-sql/pglite';
import { date, integer, interval, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../src/shared/database.ts';

const moments = pgTable('moments', {
  id: integer('id').primaryKey(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  plain: timestamp('plain').notNull(),
  day: date('day').notNull(),
  span: interval('span').notNull(),
});

describe('the database layer on PGlite', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands PGlite no parsers with each query (merging them was an eighth of a create), yet maps dates as drizzle does', async () => {
    const database = await openDatabase({ memory: true });
    try {
      await database.exec(
        'CREATE TABLE moments (id int PRIMARY KEY, at timestamptz NOT NULL, plain timestamp NOT NULL, day date NOT NULL, span interval NOT NULL)',
      );
      const query = vi.spyOn(PGlite.prototype, 'query');
      const at = new Date('2026-03-29T00:30:00.000Z');
      await database.db.insert(moments).values({
        id: 1,
        at,
        plain: new Date('2026-10-25T01:30:00.000Z'),
        day: '2026-12-31',
        span: '2 hours',
      });
      const [row] = await database.db.select().from(moments);
      const inTx = await database.db.transaction(async (tx) => tx.select().from(moments));
      expect(row).toEqual({
        id: 1,
        at,
        plain: new Date('2026-10-25T01:30:00.000Z'),
        day: '2026-12-31',
        span: '02:00:00',
      });
      expect(inTx).toEqual([row]);
      expect(query.mock.calls.length).toBeGreaterThanOrEqual(2);
      for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
    } finally {
      await database.close();
    }
  });
});

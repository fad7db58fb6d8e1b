import { londonToday, type Menu, type Restaurant } from '@fittizia/contract';
import { beforeAll, expect, it } from 'vitest';
import { daysAfter } from '../src/domains/offers/seed.ts';
import { describeOnEachDatabase, type Harness } from './harness.ts';
import { opsCall, opsKey } from './ops-fixtures.ts';

/*
 * The operators' API (docs/operations.md): each change works, answers `changed: false` when made again, logs
 * one line in ops_changes and records one change event in the same transaction; a call without a valid key, with
 * a key of the wrong role or with a bad body is refused and changes nothing.
 */

const STORE = '1001';
/** A Tuesday, 10:00 London (GMT). */
const CLOCK = '2026-11-24T10:00:00Z';

/** The rows an operators' change may touch, to prove a refused call touched none. */
async function footprint(h: Harness) {
  return {
    changes: await h.count('ops_changes'),
    events: await h.count('change_events'),
    dishes: await h.rows('SELECT * FROM dish_states ORDER BY dish_id'),
    hours: await h.rows(`SELECT special_hours FROM restaurants WHERE store_id = '${STORE}'`),
    offers: await h.rows('SELECT offer_slug, valid_until FROM offers ORDER BY offer_slug'),
  };
}

describeOnEachDatabase('operators’ API', { clock: CLOCK }, (h) => {
  let key = '';
  beforeAll(async () => {
    key = await opsKey(h, 'covent-garden-manager');
  });
  const call = (path: string, body?: unknown) => opsCall(h, key, path, body);

  /** Makes the change twice: the first changes (one log line, one event), the second changes nothing. */
  async function twice(path: string, body: unknown, event: { kind: string; ids: string[] }) {
    const before = await footprint(h);
    const first = await call(path, body);
    expect(first.status, await first.clone().text()).toBe(200);
    const answer = (await first.json()) as { changed: boolean; before: unknown; after: unknown };
    expect(answer.changed).toBe(true);
    expect(await h.count('ops_changes')).toBe(before.changes + 1);
    expect(await h.count('change_events')).toBe(before.events + 1);
    const [line] = await h.rows<{ who: string; before: unknown; after: unknown; at: Date }>(
      'SELECT * FROM ops_changes ORDER BY id DESC LIMIT 1',
    );
    expect(line).toMatchObject({ who: 'covent-garden-manager', before: answer.before, after: answer.after });
    expect(new Date(line?.at as Date).toISOString()).toBe(new Date(CLOCK).toISOString());
    const [ev] = await h.rows<{ kind: string; ids: string[]; actor: string }>(
      'SELECT kind, ids, actor FROM change_events ORDER BY id DESC LIMIT 1',
    );
    expect(ev).toEqual({ ...event, actor: 'covent-garden-manager' });

    const middle = await footprint(h);
    const again = await call(path, body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { changed: boolean }).changed).toBe(false);
    expect(await footprint(h)).toEqual(middle);
    return answer;
  }

  const restaurant = async () =>
    (await (await h.request(`/api/v1/content/restaurant/${STORE}`)).json()) as Restaurant;
  const menuItems = async (id: string) =>
    ((await (await h.request(`/api/v1/content/menu/${id}`)).json()) as Menu).sections.flatMap((s) => s.items);

  it('sets a day’s special hours, shown in the restaurant’s read, and removes them', async () => {
    const path = `/api/ops/restaurants/${STORE}/special-hours`;
    await twice(
      path,
      { date: '2026-12-02', openTime: '12:00', closeTime: '16:00', label: 'Training' },
      {
        kind: 'restaurant',
        ids: [STORE],
      },
    );
    expect((await restaurant()).specialHours?.at(-1)).toMatchObject({
      startDate: '2026-12-02',
      endDate: '2026-12-02',
      openTime: '12:00',
      closeTime: '16:00',
      label: 'Training',
    });
    // Closed all day replaces the day's hours; the seeded entries stay.
    const seeded = (await restaurant()).specialHours?.length ?? 0;
    await twice(path, { date: '2026-12-02', closed: true }, { kind: 'restaurant', ids: [STORE] });
    const hours = (await restaurant()).specialHours ?? [];
    expect(hours).toHaveLength(seeded);
    expect(hours.at(-1)).toMatchObject({ endDate: '2026-12-02', openTime: null, closeTime: null });
    await twice(`${path}/remove`, { date: '2026-12-02' }, { kind: 'restaurant', ids: [STORE] });
    expect((await restaurant()).specialHours?.some((e) => e.endDate === '2026-12-02')).toBe(false);
  });

  it('keeps an operator’s hours when the seed runs again', async () => {
    const { seed } = await import('../src/seed.ts');
    await call(`/api/ops/restaurants/${STORE}/special-hours`, { date: '2026-12-03', closed: true });
    await seed(h.database);
    expect((await restaurant()).specialHours?.filter((e) => e.endDate === '2026-12-03')).toHaveLength(1);
  });

  it('turns a dish off for today: left out of every menu it is on until the next London day', async () => {
    expect((await menuItems('m-main')).some((i) => i.id === 'carbonara')).toBe(true);
    const answer = await twice(
      '/api/ops/dishes/carbonara/availability',
      { state: 'off-today' },
      { kind: 'menu', ids: expect.arrayContaining(['m-main']) as unknown as string[] },
    );
    expect(answer.after).toEqual({ available: false, offUntil: '2026-11-25T00:00:00.000Z' });
    expect((await menuItems('m-main')).some((i) => i.id === 'carbonara')).toBe(false);
    h.clock.set('2026-11-25T00:00:01Z');
    expect((await menuItems('m-main')).some((i) => i.id === 'carbonara')).toBe(true);
    h.clock.reset();
    await twice(
      '/api/ops/dishes/carbonara/availability',
      { state: 'off-until-further-notice' },
      {
        kind: 'menu',
        ids: expect.arrayContaining(['m-main']) as unknown as string[],
      },
    );
    h.clock.set('2027-06-01T12:00:00Z');
    expect((await menuItems('m-main')).some((i) => i.id === 'carbonara')).toBe(false);
    h.clock.reset();
    await twice(
      '/api/ops/dishes/carbonara/availability',
      { state: 'on' },
      {
        kind: 'menu',
        ids: expect.arrayContaining(['m-main']) as unknown as string[],
      },
    );
    expect((await menuItems('m-main')).some((i) => i.id === 'carbonara')).toBe(true);
  });

  it('sets a dish’s price on the menus', async () => {
    const answer = await twice(
      '/api/ops/dishes/carbonara/price',
      { price: 12.5 },
      {
        kind: 'menu',
        ids: expect.arrayContaining(['m-main']) as unknown as string[],
      },
    );
    expect(answer.after).toEqual({ price: 12.5 });
    expect((await menuItems('m-main')).find((i) => i.id === 'carbonara')?.price).toBe(12.5);
  });

  it('ends an offer: its read says it has ended after that day', async () => {
    // The seed dates the offer from the real day it ran: read it on that day, after the new last day.
    const yesterday = daysAfter(londonToday(), -1);
    await twice('/api/ops/offers/pranzo/end', { validUntil: yesterday }, { kind: 'offer', ids: ['pranzo'] });
    h.clock.set(new Date());
    const read = await h.request('/api/offer/getofferbyslug?offerSlug=pranzo');
    h.clock.reset();
    expect(await read.json()).toMatchObject({ data: { ended: true, validUntil: yesterday } });
    // The seed, which runs at every start, keeps the end an operator set.
    const { seed } = await import('../src/seed.ts');
    await seed(h.database);
    const [row] = await h.rows<{ valid_until: string | Date }>(
      "SELECT valid_until::text AS valid_until FROM offers WHERE offer_slug = 'pranzo'",
    );
    expect(row?.valid_until).toBe(yesterday);
  });

  it('lists the change log, newest first', async () => {
    const res = await call('/api/ops/changes?limit=2');
    expect(res.status).toBe(200);
    const { changes } = (await res.json()) as { changes: { action: string; who: string }[] };
    expect(changes).toHaveLength(2);
    expect(changes[0]).toMatchObject({ action: 'offer-end', who: 'covent-garden-manager' });
  });

  it('answers 404 naming an unknown store, dish or offer, and changes nothing', async () => {
    const before = await footprint(h);
    for (const [path, body, text] of [
      [
        '/api/ops/restaurants/9999/special-hours',
        { date: '2026-12-02', closed: true },
        'Restaurant not found',
      ],
      ['/api/ops/dishes/no-such-dish/availability', { state: 'on' }, 'Dish not found'],
      ['/api/ops/dishes/no-such-dish/price', { price: 3 }, 'Dish not found'],
      ['/api/ops/offers/no-such-offer/end', { validUntil: null }, 'Offer not found'],
    ] as const) {
      const res = await call(path, body);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { message: string }).message).toContain(text);
    }
    expect(await footprint(h)).toEqual(before);
  });

  it('refuses a bad body with 400 naming the field, and changes nothing', async () => {
    const before = await footprint(h);
    for (const [path, body, field] of [
      [
        `/api/ops/restaurants/${STORE}/special-hours`,
        { date: '2026-12-02', openTime: '12:00' },
        'body.closeTime',
      ],
      [`/api/ops/restaurants/${STORE}/special-hours`, { date: '2026-02-30', closed: true }, 'body.date'],
      [`/api/ops/restaurants/${STORE}/special-hours`, { date: '2026-12-02', closed: true, x: 1 }, 'body'],
      ['/api/ops/dishes/carbonara/availability', { state: 'off-forever' }, 'body.state'],
      ['/api/ops/dishes/carbonara/price', { price: 12.345 }, 'body.price'],
      ['/api/ops/offers/pranzo/end', { validUntil: '31/12/2026' }, 'body.validUntil'],
      [`/api/ops/restaurants/${STORE}/closures`, { from: 'later', reason: 'x' }, 'body.from'],
    ] as const) {
      const res = await call(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(((await res.json()) as { field: string }).field, JSON.stringify(body)).toContain(field);
    }
    expect(await footprint(h)).toEqual(before);
  });

  it('refuses a missing, wrong or revoked key (401) and a content key (403), changing nothing', async () => {
    const { revokeKey } = await import('../src/domains/operations/index.ts');
    const revoked = await opsKey(h, 'left-the-company');
    await revokeKey(h.database.db, 'left-the-company');
    const editor = await opsKey(h, 'editor', 'content');
    const path = '/api/ops/dishes/carbonara/availability';
    const body = { state: 'off-until-further-notice' };
    const before = await footprint(h);
    const wrong = `${key.slice(0, -4)}AAAA`;
    for (const [k, status] of [
      [undefined, 401],
      ['not-a-key', 401],
      [wrong, 401],
      [revoked, 401],
      [editor, 403],
    ] as const) {
      const res = await opsCall(h, k, path, body);
      expect(res.status, String(k)).toBe(status);
      expect(((await res.json()) as { message: string }).message).toMatch(/operator key/);
    }
    // The brand token is not an operator's key.
    const withToken = await h.post(path, body);
    expect(withToken.status).toBe(401);
    expect((await opsCall(h, editor, '/api/ops/changes')).status).toBe(403);
    expect(await footprint(h)).toEqual(before);
  });

  it('answers 503 for the closure calls when no closure service is configured', async () => {
    const res = await opsCall(
      { ...h, app: h.createApp({ closures: false }) },
      key,
      `/api/ops/restaurants/${STORE}/closures`,
      {
        from: 'now',
        reason: 'Burst pipe',
      },
    );
    expect(res.status).toBe(503);
    expect(((await res.json()) as { message: string }).message).toMatch(/closure service/);
  });

  it('limits each key’s calls (429 with Retry-After), one key apart from another', async () => {
    const app = h.createApp({ opsCallsPerMinute: 2 });
    const other = await opsKey(h, 'rate-limited-two');
    const send = (k: string) =>
      app.request('/api/ops/changes', { headers: { authorization: `Bearer ${k}` } });
    expect((await send(key)).status).toBe(200);
    expect((await send(key)).status).toBe(200);
    const refused = await send(key);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await send(other)).status).toBe(200);
  });
});

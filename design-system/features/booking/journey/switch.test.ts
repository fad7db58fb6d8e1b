import { describe, expect, it } from 'vitest';
import {
  chosenTimeGone,
  extrasCleared,
  type JourneyState,
  menuCleared,
  menuKept,
  othersAsk,
  switchedTo,
} from './index.ts';
import {
  atDetails,
  atSearch,
  customer,
  menus,
  noCard,
  piccadilly,
  result,
  run,
  TODAY,
  upsells,
} from './journeyTest.fixture.ts';

/** The chosen restaurant without the asked time, and the search's answer with Piccadilly. */
function withOthers(state: JourneyState): JourneyState {
  const ask = othersAsk(state);
  if (!ask) throw new Error('no ask');
  return run(state, { type: 'othersLoaded', ask, others: [piccadilly] });
}
const full = () =>
  withOthers(
    run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ exactMatch: false, timeSlots: [] })],
      today: TODAY,
    }),
  );

/** Details entered, menu and an extra chosen, then the time is taken (status 9): the times step again. */
function takenAfterDetails(extras: Record<string, number> = { [upsells[0]?.id ?? '']: 2 }) {
  let s = atDetails();
  s = { ...s, extras };
  s = run(s, { type: 'setCustomer', customer }, { type: 'slotTaken' });
  return withOthers(s);
}

describe('switching restaurant from the times step', () => {
  it('keeps the party, date and time and goes to the menu there', () => {
    const before = full();
    const s = run(before, { type: 'switchRestaurant', storeId: '1043', time: '19:30' });
    expect(s.step).toBe('menu');
    expect(s.restaurantId).toBe('1043');
    expect(s.search).toEqual(before.search);
    expect(s.chosen).toMatchObject({ storeId: '1043', storeName: piccadilly.storeName, time: '19:30' });
    expect(s.availability?.map((r) => r.storeId)).toEqual(['1043']);
    expect(s.switchNotice).toBe(switchedTo(piccadilly.storeName));
    // Its times stay for Edit time, and the other restaurants with them.
    expect(run(s, { type: 'edit', section: 'time' }).step).toBe('times');
    expect(s.others).toEqual([piccadilly]);
  });

  it('refuses a restaurant or a time the search did not offer', () => {
    const s = full();
    expect(run(s, { type: 'switchRestaurant', storeId: '1099', time: '19:30' })).toBe(s);
    expect(run(s, { type: 'switchRestaurant', storeId: '1043', time: '21:00' })).toBe(s);
  });

  it('keeps the menu, extras and details the new restaurant offers, and goes back to the details', () => {
    const before = takenAfterDetails();
    expect(before.step).toBe('times');
    let s = run(before, { type: 'switchRestaurant', storeId: '1043', time: '19:30' });
    expect(s.customer).toEqual(before.customer);
    expect(s.menuId).toBeUndefined();
    s = run(s, { type: 'menusLoaded', menus });
    expect(s).toMatchObject({ step: 'extras', menuId: before.menuId });
    s = run(s, { type: 'extrasLoaded', upsells, requirements: noCard });
    expect(s.step).toBe('details');
    expect(s.extras).toEqual(before.extras);
    expect(s.switchNotice).toBe(`${switchedTo(piccadilly.storeName)} ${menuKept(true)}`);
    expect(s.customer).toEqual(before.customer);
  });

  it('clears a menu the new restaurant does not have, with the extras, and says so', () => {
    const before = takenAfterDetails();
    const name = menus.find((m) => m.id === before.menuId)?.name ?? '';
    let s = run(before, { type: 'switchRestaurant', storeId: '1043', time: '19:30' });
    const others = menus.filter((m) => m.id !== before.menuId);
    s = run(s, { type: 'menusLoaded', menus: others });
    expect(s.menuId).toBe(others.length === 1 ? others[0]?.id : undefined);
    expect(s.extras).toEqual({});
    expect(s.carried).toBeUndefined();
    expect(s.switchNotice).toBe(
      `${switchedTo(piccadilly.storeName)} ${menuCleared(name, piccadilly.storeName)} ${extrasCleared(piccadilly.storeName)}`,
    );
    expect(s.customer).toEqual(before.customer);
  });

  it('clears the extras it does not offer and stays on the extras to choose again', () => {
    const [first, second] = upsells;
    if (!first || !second) throw new Error('fixture needs two upsells');
    const before = takenAfterDetails({ [first.id]: 1, [second.id]: 1 });
    let s = run(before, { type: 'switchRestaurant', storeId: '1043', time: '19:30' });
    s = run(
      s,
      { type: 'menusLoaded', menus },
      { type: 'extrasLoaded', upsells: [first], requirements: noCard },
    );
    expect(s.step).toBe('extras');
    expect(s.extras).toEqual({ [first.id]: 1 });
    expect(s.switchNotice).toContain(extrasCleared(piccadilly.storeName, true));
    s = run(before, { type: 'switchRestaurant', storeId: '1043', time: '19:30' });
    s = run(s, { type: 'menusLoaded', menus }, { type: 'extrasLoaded', upsells: [], requirements: noCard });
    expect(s.step).toBe('details');
    expect(s.extras).toEqual({});
    expect(s.switchNotice).toContain(extrasCleared(piccadilly.storeName));
  });

  it('a new time chosen afterwards clears what the switch said', () => {
    let s = run(full(), { type: 'switchRestaurant', storeId: '1043', time: '19:30' });
    s = run(s, { type: 'edit', section: 'time' }, { type: 'chooseSlot', storeId: '1043', time: '19:15' });
    expect(s.switchNotice).toBeUndefined();
    expect(s.chosen?.time).toBe('19:15');
  });
});

describe('a time chosen in a search (chosen=1)', () => {
  it('free: chosen, and on to the menu', () => {
    const s = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({})],
      today: TODAY,
      chosenTime: true,
    });
    expect(s).toMatchObject({ step: 'menu', chosen: { time: '19:30' } });
    expect(s.slotMessage).toBeUndefined();
  });

  it('no longer free: the times step says so plainly, even when the restaurant has other times', () => {
    const gone = chosenTimeGone('19:30', result({}).storeName);
    const other = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ exactMatch: true, timeSlots: [{ time: '19:00' }, { time: '20:00' }] })],
      today: TODAY,
      chosenTime: true,
    });
    expect(other).toMatchObject({ step: 'times', slotMessage: gone });
    expect(other.chosen).toBeUndefined();
    const none = run(atSearch(), {
      type: 'availabilityLoaded',
      results: [result({ exactMatch: false, timeSlots: [] })],
      today: TODAY,
      chosenTime: true,
    });
    expect(none).toMatchObject({ step: 'times', slotMessage: gone });
  });
});

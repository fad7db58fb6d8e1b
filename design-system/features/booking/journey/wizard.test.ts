import { BOOKING_MESSAGES, type BookingMenu, MAX_CHILDREN, type Occasion } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { coverLimits } from './index.ts';
import { areas, dinner, loaded, menus, party, run, slots, start, times } from './wizard.fixture.ts';

describe("the wizard's questions on the journey (spec 4.4)", () => {
  it('opens on step one (search) with 2 adults, no children, the date and the preferred time', () => {
    expect(start()).toMatchObject({
      step: 'search',
      restaurantId: '1001',
      search: { adults: 2, children: 0, date: '2026-11-23', time: '19:30' },
    });
  });

  it("the day's occasions: the first chosen, the party at its minimum adults and no children", () => {
    const s = run(
      start(),
      { type: 'setSearch', search: { adults: 5, children: 3 } },
      { type: 'occasionsLoaded', occasions: [party, dinner] },
    );
    expect(s.occasions).toEqual([party, dinner]);
    expect(s.occasionId).toBe('occ-party');
    expect(coverLimits(s)).toEqual({ min: 6, max: 40 });
    expect(s.search).toMatchObject({ adults: 6, children: 0 });
  });

  it('the occasions could not be read: none to choose, and the message is kept', () => {
    const message = 'This occasion cannot be booked for this date, please try again.';
    const s = run(loaded(), { type: 'readFailed', message });
    expect(s).toMatchObject({ occasions: undefined, occasionId: undefined, availabilityError: message });
    // The next answer clears the message.
    expect(run(s, { type: 'occasionsLoaded', occasions: [dinner] }).availabilityError).toBeUndefined();
  });

  it('another occasion: the adults at its minimum, children 0, and what was read for the old one goes', () => {
    const s = run(
      times(),
      { type: 'showStep', step: 'search' },
      { type: 'setSearch', search: { adults: 3, children: 2 } },
      { type: 'chooseOccasion', occasionId: 'occ-party' },
    );
    expect(s).toMatchObject({ occasionId: 'occ-party', search: { adults: 6, children: 0 } });
    expect(s).toMatchObject({ menus: undefined, areas: undefined, slots: undefined });
    expect(run(s, { type: 'chooseOccasion', occasionId: 'occ-unknown' })).toBe(s);
  });

  it("the party is kept within the occasion's cover limits and the booking's (the journey's clamp)", () => {
    const s = run(loaded(), { type: 'chooseOccasion', occasionId: 'occ-party' });
    expect(run(s, { type: 'setSearch', search: { adults: 2 } }).search.adults).toBe(6);
    expect(run(s, { type: 'setSearch', search: { adults: 99, children: 99 } }).search).toMatchObject({
      adults: 40,
      children: MAX_CHILDREN,
    });
  });

  it('step two: menus and areas, the first of each the occasion allows (inclusive: only linked; exclusive: all but linked)', () => {
    const d = run(loaded(), { type: 'askTimes' }, { type: 'optionsLoaded', areas, menus });
    expect(d.step).toBe('times');
    expect(d.menus?.map((m) => m.id)).toEqual(['m-main', 'm-party']);
    expect(d.menuId).toBe('m-main');
    expect(d.areas?.map((a) => a.id)).toEqual(['area-main', 'area-terrace']);
    expect(d.areaId).toBe('area-main');
    const p = run(
      loaded(),
      { type: 'chooseOccasion', occasionId: 'occ-party' },
      { type: 'askTimes' },
      { type: 'optionsLoaded', areas, menus },
    );
    expect(p.menus?.map((m) => m.id)).toEqual(['m-party']);
    // Exclusive of every area: none left, none chosen (any area).
    expect(p.areas).toEqual([]);
    expect(p.areaId).toBeUndefined();
  });

  it('an occasion without link groups keeps every menu and area', () => {
    const plain: Occasion = { id: 'o', minimumCovers: 1, maximumCovers: 10 };
    const s = run(
      start(),
      { type: 'occasionsLoaded', occasions: [plain] },
      { type: 'askTimes' },
      { type: 'optionsLoaded', areas, menus },
    );
    expect(s.menuId).toBe('m-christmas');
    expect(s.areaId).toBe('area-private');
  });

  it('no menu the occasion allows: the no-menus message', () => {
    const s = run(
      loaded(),
      { type: 'askTimes' },
      { type: 'optionsLoaded', areas, menus: [menus[0] as BookingMenu] },
    );
    expect(s).toMatchObject({ menuId: undefined, availabilityError: BOOKING_MESSAGES.noMenus });
  });

  it('the times: cleared while read again, then the first chosen; another of them may be chosen', () => {
    const reading = run(times(), { type: 'chooseOptions', menuId: 'm-party', areaId: undefined });
    expect(reading).toMatchObject({ slots: undefined, menuId: 'm-party', areaId: undefined });
    const s = run(reading, { type: 'slotsLoaded', slots });
    expect(s.slots).toHaveLength(2);
    expect(s.search.time).toBe('19:15');
    expect(run(s, { type: 'chooseTime', time: '19:30' }).search.time).toBe('19:30');
    expect(run(s, { type: 'chooseTime', time: '23:00' })).toBe(s);
  });

  it('no time for the menu and area: the call-us answer; a failed read keeps its message', () => {
    const none = run(
      times(),
      { type: 'chooseOptions', menuId: 'm-main', areaId: 'area-main' },
      { type: 'slotsLoaded', slots: [] },
    );
    expect(none).toMatchObject({ slots: [], availabilityMessage: 'callUs' });
    const failed = run(times(), { type: 'readFailed', message: 'x' });
    expect(failed).toMatchObject({ step: 'times', availabilityError: 'x' });
  });
});

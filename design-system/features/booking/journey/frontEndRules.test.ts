import type { Upsell } from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { keptExtras, mainActionOf, withExtra } from './index.ts';

const upsell = (id: string, maximumQuantity: number) => ({ id, maximumQuantity }) as Upsell;
const upsells = [upsell('up-cake', 2), upsell('up-prosecco', 6)];

describe('the rules both front ends take from the journey', () => {
  it('an extra is kept within its bounds, removed at 0, and an id not offered changes nothing', () => {
    expect(withExtra({}, upsells, 'up-cake', 5)).toEqual({ 'up-cake': 2 });
    expect(withExtra({}, upsells, 'up-prosecco', 2.4)).toEqual({ 'up-prosecco': 2 });
    expect(withExtra({ 'up-cake': 1 }, upsells, 'up-cake', -3)).toEqual({});
    const extras = { 'up-cake': 1 };
    expect(withExtra(extras, upsells, 'up-unknown', 1)).toBe(extras);
    expect(withExtra(extras, undefined, 'up-cake', 2)).toBe(extras);
  });

  it('extras chosen before stay when still offered, within the new bounds (a new time after status 9)', () => {
    const chosen = { 'up-cake': 2, 'up-prosecco': 5, 'up-gone': 1 };
    expect(keptExtras(chosen, [upsell('up-cake', 1), upsell('up-prosecco', 6)])).toEqual({
      'up-cake': 1,
      'up-prosecco': 5,
    });
    expect(keptExtras(chosen, [])).toEqual({});
  });

  it('the main action: an enquiry first, then a card still to give, else the booking', () => {
    expect(mainActionOf({ enquiry: true, cardRequired: true, cardAccepted: false })).toBe('enquire');
    expect(mainActionOf({ enquiry: false, cardRequired: true, cardAccepted: false })).toBe('card');
    expect(mainActionOf({ enquiry: false, cardRequired: true, cardAccepted: true })).toBe('book');
    expect(mainActionOf({ enquiry: false, cardRequired: false, cardAccepted: false })).toBe('book');
  });
});

import { WEEKDAYS } from '../schemas/content.ts';

/*
 * The opening tests' restaurant (weekly hours like the seed's) and instants.
 */

export type Hours = Record<string, unknown>;

/** Weekly hours like the seed's: 11:30 to 22:30, 23:00 on Friday and Saturday, Sunday 12:00 to 21:30. */
export function restaurant(overrides: Hours = {}): Hours {
  const hours: Hours = {};
  for (const day of WEEKDAYS) {
    const weekend = day === 'friday' || day === 'saturday';
    hours[`${day}Open`] = day === 'sunday' ? '12:00' : '11:30';
    hours[`${day}Close`] = weekend ? '23:00' : day === 'sunday' ? '21:30' : '22:30';
    hours[`${day}ClickCollectClose`] = weekend ? '22:00' : day === 'sunday' ? '20:30' : '21:30';
  }
  return { ...hours, specialHours: [], ...overrides };
}

// 2026-01-14 is a Wednesday in GMT (UTC+0); 2026-07-15 a Wednesday in BST (UTC+1).
export const at = (iso: string) => new Date(iso);

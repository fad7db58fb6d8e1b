import { SLOTS_EACH_SIDE } from './constants.ts';

/** '9:00' or '19:30:00' as 'HH:mm'. */
export function padTime(time: string): string {
  const [h = '0', m = '0'] = time.split(':');
  return `${h.padStart(2, '0')}:${m.padStart(2, '0')}`;
}

/**
 * Up to SLOTS_EACH_SIDE times before and after the asked time (and the asked time itself), from times in any
 * order and spelling: what the brand API offers and what the booking journey shows.
 */
export function nearestSlots(times: readonly string[], asked: string): string[] {
  const sorted = [...new Set(times.map(padTime))].sort();
  const before = sorted.filter((t) => t < asked).slice(-SLOTS_EACH_SIDE);
  const after = sorted.filter((t) => t > asked).slice(0, SLOTS_EACH_SIDE);
  return [...before, ...(sorted.includes(asked) ? [asked] : []), ...after];
}

import { describe, expect, it } from 'vitest';
import { pushBookingUnavailable } from './booking-analytics.ts';

const granted = { decided: true, preferences: { performance: true } };

describe('booking_unavailable analytics', () => {
  it('pushes the event with the restaurant id when the diner gave analytics consent', () => {
    const target: { dataLayer?: unknown[] } = { dataLayer: [['consent', 'default']] };
    expect(pushBookingUnavailable('1001', granted, target)).toBe(true);
    expect(target.dataLayer).toEqual([
      ['consent', 'default'],
      { event: 'booking_unavailable', restaurantId: '1001' },
    ]);
  });

  it('creates the data layer when there is none yet', () => {
    const target: { dataLayer?: unknown[] } = {};
    pushBookingUnavailable('1026', granted, target);
    expect(target.dataLayer).toEqual([{ event: 'booking_unavailable', restaurantId: '1026' }]);
  });

  it('pushes nothing without analytics consent: refused, marketing only, or no decision (or an expired one)', () => {
    for (const consent of [
      { decided: true, preferences: { performance: false } },
      { decided: false, preferences: { performance: true } },
      { decided: false, preferences: { performance: false } },
    ]) {
      const target: { dataLayer?: unknown[] } = { dataLayer: [] };
      expect(pushBookingUnavailable('1001', consent, target)).toBe(false);
      expect(target.dataLayer).toEqual([]);
    }
  });
});

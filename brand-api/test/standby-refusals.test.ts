import {
  apiErrorBody,
  availabilityResponse,
  BookingErrorCode,
  bookingErrorMessage,
  type StandbyJoinRequestInput,
} from '@fittizia/contract';
import { expect, it } from 'vitest';
import { BOOKING_STORES } from '../src/domains/booking/seed.ts';
import { describeOnEachDatabase } from './harness.ts';
import { CLOCK, SECRET } from './manage-fixtures.ts';

const CG = BOOKING_STORES.flagship;
const ST_ANDREWS = BOOKING_STORES.small;
/** A Saturday after the clock's Monday, and Christmas Day (the seed's special hours close every restaurant). */
const SATURDAY = '2026-11-28';
const THURSDAY = '2026-11-26';
const CHRISTMAS = '2026-12-25';

/* The standby list takes only entries a table could ever come free for; the availability answer says which. */
describeOnEachDatabase(
  'standby only where it can succeed',
  {
    clock: CLOCK,
    app: { manageSecret: SECRET, bookingLimits: { perEmail: 0, perPhone: 0, perAddress: 0 } },
  },
  (h) => {
    const join = (storeId: string, date: string, adults: number) =>
      h.post(`/api/booking/standby/join/${storeId}`, {
        date,
        windowFrom: '19:00',
        windowTo: '20:00',
        adultCovers: adults,
        childCovers: 0,
        firstName: 'Grace',
        lastName: 'Hopper',
        emailAddress: 'grace@example.com',
        consent: true,
      } satisfies StandbyJoinRequestInput);
    const expectRefused = async (res: Response, code: number) => {
      const body = apiErrorBody.parse(await res.json());
      expect({ status: res.status, code: body.code, message: body.message }).toEqual({
        status: 422,
        code,
        message: bookingErrorMessage(code),
      });
      expect(await h.count('standby_entries')).toBe(0);
    };
    const standbyOffered = async (storeId: string, date: string, adults: number) => {
      const res = await h.post('/api/booking/availability', {
        stores: [{ storeId, miles: 0 }],
        date,
        adultCovers: adults,
        childrenCovers: 0,
      });
      expect(res.status).toBe(200);
      const [first] = availabilityResponse.parse(await res.json());
      return first?.standbyOffered;
    };

    it('refuses a party larger than the largest table, and says so in the availability answer', async () => {
      h.clock.set(CLOCK);
      await expectRefused(await join(ST_ANDREWS, SATURDAY, 8), BookingErrorCode.StandbyPartyTooLarge);
      expect(await standbyOffered(ST_ANDREWS, SATURDAY, 8)).toBe(false);
      expect(await standbyOffered(ST_ANDREWS, SATURDAY, 4)).toBe(true);
    });

    it('refuses a day the restaurant is closed, and says so in the availability answer', async () => {
      h.clock.set(CLOCK);
      await expectRefused(await join(CG, CHRISTMAS, 2), BookingErrorCode.StandbyClosedDay);
      expect(await standbyOffered(CG, CHRISTMAS, 2)).toBe(false);
      expect(await standbyOffered(CG, THURSDAY, 5)).toBe(true);
    });
  },
);

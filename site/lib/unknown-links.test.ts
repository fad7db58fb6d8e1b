import { BookingErrorCode, BrandApiError } from '@fittizia/contract/errors';
import { isNotFound } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const call = vi.fn();
vi.mock('./brand-client.ts', () => ({ getBrandClient: async () => ({ call }) }));

const { loadManagedBookingOr404 } = await import('./manage-booking.ts');
const { loadStandbyEntryOr404 } = await import('./standby.ts');

const MANAGE_TOKEN = `ABCD1234.${'a'.repeat(43)}`;
const STANDBY_TOKEN = `ABCD1234.${'b'.repeat(43)}`;

/** What a loader threw, or `undefined` if it returned. */
async function thrown(load: Promise<unknown>): Promise<unknown> {
  try {
    await load;
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('manage and attend links (their pages answer 404 for a link that is not ours)', () => {
  beforeEach(() => call.mockReset());

  it('loads the booking a link names', async () => {
    call.mockResolvedValue({ reference: 'ABCD1234' });
    expect(await loadManagedBookingOr404(MANAGE_TOKEN)).toEqual({
      kind: 'found',
      booking: { reference: 'ABCD1234' },
    });
  });

  it('throws notFound for an unknown or altered link (404, 400), and for a malformed one without asking', async () => {
    for (const status of [404, 400]) {
      call.mockRejectedValueOnce(new BrandApiError('no', status, 'bookingManage'));
      expect(isNotFound(await thrown(loadManagedBookingOr404(MANAGE_TOKEN))), String(status)).toBe(true);
    }
    call.mockReset();
    expect(isNotFound(await thrown(loadManagedBookingOr404('not-a-token')))).toBe(true);
    expect(call).not.toHaveBeenCalled();
  });

  it("keeps a past booking's page (status 200): the link is ours", async () => {
    call.mockRejectedValueOnce(new BrandApiError('past', 410, 'bookingManage', BookingErrorCode.BookingPast));
    expect(await loadManagedBookingOr404(MANAGE_TOKEN)).toEqual({
      kind: 'problem',
      code: BookingErrorCode.BookingPast,
    });
  });

  it('passes on any other failure (the error page)', async () => {
    call.mockRejectedValueOnce(new BrandApiError('down', 502, 'bookingManage'));
    const error = await thrown(loadManagedBookingOr404(MANAGE_TOKEN));
    expect(error).toBeInstanceOf(BrandApiError);
  });
});

describe('standby links', () => {
  beforeEach(() => call.mockReset());

  it('loads the entry a link names', async () => {
    call.mockResolvedValue({ reference: 'ABCD1234' });
    expect(await loadStandbyEntryOr404(STANDBY_TOKEN)).toEqual({
      kind: 'found',
      entry: { reference: 'ABCD1234' },
    });
  });

  it('throws notFound for an unknown, altered or malformed link', async () => {
    call.mockRejectedValueOnce(new BrandApiError('no', 404, 'standbyView'));
    expect(isNotFound(await thrown(loadStandbyEntryOr404(STANDBY_TOKEN)))).toBe(true);
    call.mockRejectedValueOnce(new BrandApiError('no', 400, 'standbyView'));
    expect(isNotFound(await thrown(loadStandbyEntryOr404(STANDBY_TOKEN)))).toBe(true);
    expect(isNotFound(await thrown(loadStandbyEntryOr404('nope')))).toBe(true);
  });
});

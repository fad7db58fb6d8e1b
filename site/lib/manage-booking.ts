import { MANAGE_TOKEN_PATTERN } from '@fittizia/contract/constants';
import { BookingErrorCode, BrandApiError } from '@fittizia/contract/errors';
import type { ManageLoad } from '@fittizia/design-system';
import { getBrandClient } from './brand-client.ts';

/** Where find-my-booking lives. */
export const FIND_BOOKING_PATH = '/booking/find';

/**
 * The booking a manage link names (never cached: `bookingManage` is private), or why the link does not work:
 * not ours, altered or malformed (22), or past its dining time (23).
 */
export async function loadManagedBooking(token: string): Promise<ManageLoad> {
  if (!MANAGE_TOKEN_PATTERN.test(token)) return { kind: 'problem', code: BookingErrorCode.ManageLinkInvalid };
  try {
    const booking = await (await getBrandClient()).call('bookingManage', { params: { token } });
    return { kind: 'found', booking };
  } catch (error) {
    if (
      error instanceof BrandApiError &&
      (error.status === 404 || error.status === 410 || error.status === 400)
    ) {
      const code =
        error.code === BookingErrorCode.BookingPast ? error.code : BookingErrorCode.ManageLinkInvalid;
      return { kind: 'problem', code };
    }
    throw error;
  }
}

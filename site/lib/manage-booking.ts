import { MANAGE_TOKEN_PATTERN } from '@fittizia/contract/constants';
import { BookingErrorCode, BrandApiError } from '@fittizia/contract/errors';
import type { ManageLoad } from '@fittizia/design-system';
import { notFound } from '@tanstack/react-router';
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

/** What a page shows for a manage link that is not ours: its route's `notFoundComponent`, with status 404. */
export const UNKNOWN_MANAGE_LINK: ManageLoad = { kind: 'problem', code: BookingErrorCode.ManageLinkInvalid };

/**
 * The booking a manage or attend link names, or a past booking's problem; a link that is not ours throws
 * `notFound()`, so its page (the same words) answers 404, not a soft 404.
 */
export async function loadManagedBookingOr404(token: string): Promise<ManageLoad> {
  const load = await loadManagedBooking(token);
  if (load.kind === 'problem' && load.code === BookingErrorCode.ManageLinkInvalid) throw notFound();
  return load;
}

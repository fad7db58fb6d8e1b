import type { BookingRequestInput, BookingResponse, BrandClient } from '@fittizia/contract';

/** How a booking is placed (spec 7.2): a table (create), an enquiry (25+ guests), or an event request. */
export type PlaceKind = 'create' | 'enquiry' | 'event';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A random key for one booking request (the brand API accepts 8 to 200 letters, digits and dashes). */
export const newIdempotencyKey = () => `booking-${crypto.randomUUID()}`;

/**
 * One Idempotency-Key per distinct booking request: sending the same request again (a second press, a retry
 * after a lost answer) reuses the key, so the brand API replays its first answer instead of booking twice; any
 * change to the request gets a new key.
 */
export function idempotencyKeys(newKey: () => string = newIdempotencyKey) {
  let last: { request: string; key: string } | undefined;
  return (kind: PlaceKind, body: BookingRequestInput): string => {
    const request = JSON.stringify([kind, body]);
    if (last?.request !== request) last = { request, key: newKey() };
    return last.key;
  };
}
export type IdempotencyKeys = ReturnType<typeof idempotencyKeys>;

/** Places the booking with its Idempotency-Key; the modal and the wizard both call this. */
export function placeBooking(
  client: BrandClient,
  kind: PlaceKind,
  body: BookingRequestInput,
  keys: IdempotencyKeys,
): Promise<BookingResponse> {
  const input = {
    params: { storeId: body.restaurantId },
    body,
    headers: { [IDEMPOTENCY_HEADER]: keys(kind, body) },
  };
  if (kind === 'enquiry') return client.call('bookingEnquiry', input);
  if (kind === 'event') return client.call('bookingEvent', input);
  return client.call('bookingCreate', input);
}

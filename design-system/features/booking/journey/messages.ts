import {
  BOOKING_MESSAGES,
  BOOKING_STATUS_SLOT_TAKEN,
  BrandApiError,
  bookingErrorMessage,
  createBookingFailureMessage,
} from '@fittizia/contract';

/**
 * What a diner reads when a booking call fails, for the modal and the wizard alike: the code's message of
 * spec 8.1 (codes 0 to 20, from the contract's table), else the 8.2 message of the call that failed. A refusal
 * naming a field (a 400 with `field`) reads as a plain sentence naming what to fix, never the field's path.
 */
export type FailedCall = 'availability' | 'read' | 'create';

/** The part of the journey a refused field belongs to, and how the diner knows it. */
export type RefusedPart =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'specialRequest'
  | 'extras'
  | 'party'
  | 'time'
  | 'menu'
  | 'card';

export interface JourneyFailure {
  message: string;
  /** Set when the brand API refused one field: the part the diner should change. */
  part?: RefusedPart;
  /** Booking status 9 (spec 4.4, 8.2): the slot was just taken. */
  slotTaken?: true;
}

const FALLBACK: Record<FailedCall, (serverMessage?: string) => string> = {
  availability: () => BOOKING_MESSAGES.availabilityFailed,
  read: () => BOOKING_MESSAGES.somethingWentWrong,
  create: (serverMessage) => createBookingFailureMessage(serverMessage),
};

/** Request fields (`body.x`, `query.x`, `headers.x`) by the part of the journey that sets them. */
const PARTS: [RegExp, RefusedPart][] = [
  [/^body\.firstName/, 'firstName'],
  [/^body\.lastName/, 'lastName'],
  [/^body\.emailAddress/, 'email'],
  [/^body\.mobilePhoneNumber/, 'phoneNumber'],
  [/^body\.specialRequest/, 'specialRequest'],
  [/^body\.upsell/, 'extras'],
  [/^(body|query)\.(adult|child|children|adults)/, 'party'],
  [/^(body|query)\.(diningDateTime|bookingTime|time|date|dates|bookingDate)/, 'time'],
  [/^(body|query)\.(menuIds|menuName|menuId)/, 'menu'],
  [/^body\.braintreeCustomerId/, 'card'],
];

/** Each part as the sentence names it. */
export const REFUSED_PART_WORDS: Record<RefusedPart, string> = {
  firstName: 'your first name',
  lastName: 'your last name',
  email: 'your email address',
  phoneNumber: 'your mobile number',
  specialRequest: 'your special request',
  extras: 'your extras',
  party: 'the number of guests',
  time: 'the date and time',
  menu: 'your menu',
  card: 'your card',
};

/** 'We could not accept your extras. Please check them and try again.' */
export const refusalMessage = (part: RefusedPart) =>
  `We could not accept ${REFUSED_PART_WORDS[part]}. Please check and try again.`;

const refusedPart = (field: unknown): RefusedPart | undefined =>
  typeof field === 'string' ? PARTS.find(([pattern]) => pattern.test(field))?.[1] : undefined;

export function journeyFailure(error: unknown, call: FailedCall): JourneyFailure {
  if (!(error instanceof BrandApiError)) return { message: FALLBACK[call]() };
  const body = (error.body ?? {}) as { message?: unknown; field?: unknown; bookingStatus?: unknown };
  const serverMessage = typeof body.message === 'string' ? body.message : undefined;
  if (call === 'create' && body.bookingStatus === BOOKING_STATUS_SLOT_TAKEN) {
    return { message: BOOKING_MESSAGES.slotTaken, slotTaken: true };
  }
  if (error.status === 400 || error.status === 422) {
    const part = refusedPart(body.field);
    if (part) return { message: refusalMessage(part), part };
    // A refusal of something the diner did not type (a header, an id): never its path.
    if (serverMessage?.startsWith('Invalid request')) return { message: FALLBACK[call]() };
  }
  if (error.code !== undefined && error.code !== null) {
    const text = bookingErrorMessage(error.code, {
      serverMessage,
      socketTimeout: error.code === 0 && (error.status === 504 || error.status === 408),
    });
    if (text) return { message: text };
  }
  return { message: FALLBACK[call](serverMessage) };
}

import {
  BOOKING_MESSAGES,
  BrandApiError,
  bookingErrorMessage,
  DEFAULT_BOOKING_ERROR_MESSAGE,
  SOCKET_TIMEOUT_MESSAGE,
} from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { type FailedCall, journeyFailure, REFUSED_PART_WORDS, type RefusedPart } from './index.ts';

const failed = (status: number, body: object, code?: number) =>
  new BrandApiError('refused', status, 'bookingCreate', code, body);
const CALLS: FailedCall[] = ['availability', 'read', 'create'];

describe('what a diner reads when a booking call fails', () => {
  it('every booking code of 8.1 (0 to 20) reads as the contract table says, whichever call failed', () => {
    for (const call of CALLS) {
      for (let code = 1; code <= 20; code += 1) {
        const serverMessage = `Server says ${code}`;
        const expected = bookingErrorMessage(code, { serverMessage });
        expect(journeyFailure(failed(409, { message: serverMessage }, code), call).message).toBe(expected);
      }
      // Code 0 is silent unless the call timed out; silent falls back to the call's own message.
      expect(journeyFailure(failed(504, {}, 0), call).message).toBe(SOCKET_TIMEOUT_MESSAGE);
      expect(journeyFailure(failed(500, {}, 0), call).message).not.toBe('');
    }
    expect(journeyFailure(failed(500, {}, 3), 'read').message).toBe(DEFAULT_BOOKING_ERROR_MESSAGE);
    expect(journeyFailure(failed(500, { message: 'Closed today' }, 6), 'create').message).toBe(
      'Closed today',
    );
  });

  it('each call without a code shows its 8.2 message; a create shows the body message when it has one', () => {
    expect(journeyFailure(new Error('offline'), 'availability').message).toBe(
      BOOKING_MESSAGES.availabilityFailed,
    );
    expect(journeyFailure(new Error('offline'), 'read').message).toBe(BOOKING_MESSAGES.somethingWentWrong);
    expect(journeyFailure(new Error('offline'), 'create').message).toBe(BOOKING_MESSAGES.bookingFailed);
    expect(journeyFailure(failed(500, {}), 'create').message).toBe(BOOKING_MESSAGES.bookingFailed);
    expect(journeyFailure(failed(409, { message: 'Kitchen closed early' }), 'create').message).toBe(
      'Kitchen closed early',
    );
  });

  it('booking status 9 is the slot-taken message', () => {
    expect(journeyFailure(failed(409, { bookingStatus: 9 }, 9), 'create')).toEqual({
      message: BOOKING_MESSAGES.slotTaken,
      slotTaken: true,
    });
  });

  it('a refused field reads as a plain sentence naming what to fix, never a validation path', () => {
    const cases: [string, RefusedPart][] = [
      ['body.upsellIds.0', 'extras'],
      ['body.upsells.1.quantity', 'extras'],
      ['body.firstName', 'firstName'],
      ['body.emailAddress', 'email'],
      ['body.mobilePhoneNumber', 'phoneNumber'],
      ['body.specialRequest', 'specialRequest'],
      ['body.adultCovers', 'party'],
      ['body.diningDateTime', 'time'],
      ['body.menuIds.0', 'menu'],
    ];
    for (const [field, part] of cases) {
      const message = `Invalid request: ${field}: extra "up-prosecco" is listed twice`;
      const failure = journeyFailure(failed(400, { message, field }), 'create');
      expect(failure.part).toBe(part);
      expect(failure.message).toContain(REFUSED_PART_WORDS[part]);
      expect(failure.message).not.toMatch(/body\.|Invalid request|listed twice/);
    }
    // A refusal of something the diner never typed (an id, a header) reads as the call's own message.
    const header = failed(422, {
      message: 'Invalid request: Idempotency-Key was reused',
      field: 'headers.x',
    });
    expect(journeyFailure(header, 'create').message).toBe(BOOKING_MESSAGES.bookingFailed);
  });
});

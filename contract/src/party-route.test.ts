import { describe, expect, it } from 'vitest';
import {
  CALL_US_COVERS,
  ENQUIRY_COVERS_THRESHOLD,
  MAX_TABLE_BOOKING_COVERS,
  partyRoute,
} from './constants.ts';
import { GROUP_BOOKING_MIN_GUESTS } from './schemas/contact.ts';

describe('one rule for party sizes (spec 9)', () => {
  it('books up to 15 online, asks 16 to 24 to call, and takes 25 or more as an enquiry', () => {
    expect([MAX_TABLE_BOOKING_COVERS, ENQUIRY_COVERS_THRESHOLD]).toEqual([15, 25]);
    expect(CALL_US_COVERS).toEqual({ from: 16, to: 24 });
    expect([1, 15, 16, 24, 25, 150].map(partyRoute)).toEqual([
      'online',
      'online',
      'call',
      'call',
      'enquire',
      'enquire',
    ]);
  });

  it('the group-booking enquiry starts where enquiries start', () => {
    expect(GROUP_BOOKING_MIN_GUESTS).toBe(ENQUIRY_COVERS_THRESHOLD);
    expect(partyRoute(GROUP_BOOKING_MIN_GUESTS - 1)).toBe('call');
  });
});

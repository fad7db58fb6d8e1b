import {
  areasResponse,
  availabilityResponse,
  type BookingChangeRequest,
  bookingAttendResponse,
  bookingFindResponse,
  bookingMenusResponse,
  bookingResponse,
  braintreeSubmitResponse,
  braintreeTokenResponse,
  examples,
  type ManagedBooking,
  managedBooking,
  occasionsResponse,
  requirementsResponse,
  slotsResponse,
  standbyEntry,
  upsellsResponse,
} from '@fittizia/contract';
import { londonInstant } from '@fittizia/contract/london-time';

/* Booking (7.2), from the contract's examples: Manchester Deansgate (1042), first choice, and Leeds Briggate (1057). */

export const bookingFixtures = {
  occasions: occasionsResponse.parse(examples.bookingOccasions.response),
  availability: availabilityResponse.parse(examples.bookingAvailability.response),
  areas: areasResponse.parse(examples.bookingAreas.response),
  menus: bookingMenusResponse.parse(examples.bookingMenus.response),
  slots: slotsResponse.parse(examples.bookingSlots.response),
  requirements: requirementsResponse.parse(examples.bookingRequirements.response),
  upsells: upsellsResponse.parse(examples.bookingUpsells.response),
  created: bookingResponse.parse(examples.bookingCreate.response),
  enquiry: bookingResponse.parse(examples.bookingEnquiry.response),
  event: bookingResponse.parse(examples.bookingEvent.response),
  /** A sandbox client authorisation, so the card form shows the sandbox card form. */
  braintreeToken: braintreeTokenResponse.parse(examples.braintreeToken.response),
  braintreeSubmit: braintreeSubmitResponse.parse(examples.braintreeSubmit.response),
  /** A booking request that passes the contract (the create example's body). */
  request: examples.bookingCreate.body,
};

/** Manage my booking: the booking as its manage page shows it, and as cancelled. */
export const manageFixtures = {
  found: bookingFindResponse.parse(examples.bookingFind.response),
  booking: managedBooking.parse(examples.bookingManage.response),
  cancelled: managedBooking.parse(examples.bookingCancel.response),
};

/**
 * The manage fixture's booking moved to a change's date, time and party, or undefined when the change
 * asks for what is booked already (the brand API refuses that with 29).
 */
export function changedBooking(change: BookingChangeRequest): ManagedBooking | undefined {
  const booked = manageFixtures.booking;
  if (
    change.date === booked.date &&
    change.time === booked.time &&
    change.adults === booked.adults &&
    change.children === booked.children
  ) {
    return undefined;
  }
  const [year, month, day] = change.date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = change.time.split(':').map(Number) as [number, number];
  const startsAt = londonInstant({ year, month, day }, hours * 60 + minutes).toISOString();
  const calendarLink = `/booking/calendar.ics?title=Table&date=${change.date}&time=${encodeURIComponent(change.time)}&reference=${booked.reference}&sig=example`;
  return managedBooking.parse({ ...booked, ...change, startsAt, calendarLink });
}
/** Booking reminders: "I'll be there" answered. */
export const reminderFixtures = {
  attended: bookingAttendResponse.parse(examples.bookingAttend.response),
};

/** The standby list: an entry waiting, offered a table, booked, left and expired. */
const standbyWaiting = standbyEntry.parse(examples.standbyView.response);
export const standbyFixtures = {
  waiting: standbyWaiting,
  offered: standbyEntry.parse({
    ...standbyWaiting,
    status: 'offered',
    position: null,
    offer: { time: '19:00', expiresAt: '2025-03-07T16:10:00.000Z' },
  }),
  booked: standbyEntry.parse(examples.standbyClaim.response),
  left: standbyEntry.parse(examples.standbyLeave.response),
  expired: standbyEntry.parse({ ...standbyWaiting, status: 'expired', position: null }),
};

/** What a restaurant's own rejection (code 6) and a disabled occasion (code 19) say in the mocks. */
export const bookingServerMessages = {
  6: 'Sorry, the restaurant is closed for a private event on this date.',
  19: 'Christmas party bookings open on 1 September.',
  /** A create failure whose body carries a message of its own (no booking code). */
  createRejected: 'We could not place this booking: the restaurant has just closed for the evening.',
} as const;

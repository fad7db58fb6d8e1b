import { BookingErrorCode } from '@fittizia/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import { bookingFailure } from './booking-scenarios.ts';
import { manageFixtures, standbyFixtures } from './fixtures.ts';
import { mockEndpoint } from './mock-endpoint.ts';

/* ------------------------------------------------------------------ manage my booking */

/** A booking whose card guarantee window has begun: cancelling now is late (no charge in the sandbox). */
const lateCardBooking = {
  ...manageFixtures.booking,
  cardGuaranteed: true,
  lateFrom: new Date(Date.parse(manageFixtures.booking.startsAt) - 24 * 3_600_000).toISOString(),
};

/** One scenario per outcome of the manage page, answered as the brand API answers it. */
export const manageScenarios = {
  /** The link's booking, already cancelled: shown as cancelled, cancelling again refused (24). */
  'manage-already-cancelled': [
    mockEndpoint('bookingManage', () => HttpResponse.json(manageFixtures.cancelled)),
    mockEndpoint('bookingCancel', () => bookingFailure(BookingErrorCode.AlreadyCancelled)),
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.AlreadyCancelled)),
  ],
  /** The booking's time has come: the link no longer works (23). */
  'manage-past-booking': [
    mockEndpoint('bookingManage', () => bookingFailure(BookingErrorCode.BookingPast)),
    mockEndpoint('bookingCancel', () => bookingFailure(BookingErrorCode.BookingPast)),
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.BookingPast)),
  ],
  /** A card-guaranteed booking inside its window: the cancellation is recorded as late. */
  'manage-late-cancellation-card': [
    mockEndpoint('bookingManage', () => HttpResponse.json(lateCardBooking)),
    mockEndpoint('bookingCancel', async ({ request }) => {
      const { message } = (await request.json()) as { message?: string };
      return HttpResponse.json({
        ...lateCardBooking,
        status: 'cancelled' as const,
        cancelledAt: manageFixtures.cancelled.cancelledAt,
        cancelReason: message?.trim() || null,
        lateCancellation: true,
      });
    }),
  ],
  /** A link that is not one of ours, or altered (22). */
  'manage-link-invalid': [
    mockEndpoint('bookingManage', () => bookingFailure(BookingErrorCode.ManageLinkInvalid)),
    mockEndpoint('bookingCancel', () => bookingFailure(BookingErrorCode.ManageLinkInvalid)),
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.ManageLinkInvalid)),
  ],
  /** Find my booking: no booking has that reference and e-mail (25, an unknown reference and a wrong e-mail alike). */
  'manage-not-found': [mockEndpoint('bookingFind', () => bookingFailure(BookingErrorCode.BookingNotFound))],
  /** Change: the booking moved to the date, time and party asked (the default handler's answer). */
  'manage-changed': [],
  /** Change: no table is free for the new date, time and party; the booking is as it was (26). */
  'manage-change-no-table': [
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.ChangeNoTable)),
  ],
  /** Change: the new date or party needs a card guarantee, which a change cannot add (27). */
  'manage-change-needs-card': [
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.ChangeNeedsCard)),
  ],
  /** Change: the new party is booked only by enquiry (28). */
  'manage-change-needs-enquiry': [
    mockEndpoint('bookingChange', () => bookingFailure(BookingErrorCode.ChangeNeedsEnquiry)),
  ],
} satisfies Record<string, RequestHandler[]>;

/** Booking reminders: "I'll be there" refused as the brand API refuses it. */
export const reminderScenarios = {
  /** The booking was cancelled since the reminder: shown as cancelled, "I'll be there" refused (24). */
  'attend-already-cancelled': [
    mockEndpoint('bookingManage', () => HttpResponse.json(manageFixtures.cancelled)),
    mockEndpoint('bookingAttend', () => bookingFailure(BookingErrorCode.AlreadyCancelled)),
  ],
  /** The booking's time has come (23). */
  'attend-past-booking': [
    mockEndpoint('bookingManage', () => bookingFailure(BookingErrorCode.BookingPast)),
    mockEndpoint('bookingAttend', () => bookingFailure(BookingErrorCode.BookingPast)),
  ],
  /** A link that is not one of ours, or altered (22). */
  'attend-link-invalid': [
    mockEndpoint('bookingManage', () => bookingFailure(BookingErrorCode.ManageLinkInvalid)),
    mockEndpoint('bookingAttend', () => bookingFailure(BookingErrorCode.ManageLinkInvalid)),
  ],
} satisfies Record<string, RequestHandler[]>;

/* ------------------------------------------------------------------ standby list */

/** One scenario per outcome of the standby list, answered as the brand API answers it. */
export const standbyScenarios = {
  /** Joined: the entry's page shows the diner waiting, their place in line, and a way to leave. */
  'standby-joined': [mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.waiting))],
  /** A freed table is offered and held: the page offers to book it; the claim books it. */
  'standby-offered': [
    mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.offered)),
    mockEndpoint('standbyClaim', () => HttpResponse.json(standbyFixtures.booked)),
  ],
  /** The offer was claimed: the booking with its manage link; claiming again answers the same. */
  'standby-offer-claimed': [
    mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.booked)),
    mockEndpoint('standbyClaim', () => HttpResponse.json(standbyFixtures.booked)),
  ],
  /** The offer was not claimed within the hold: it passed to the next diner (31). */
  'standby-offer-expired': [
    mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.expired)),
    mockEndpoint('standbyClaim', () => bookingFailure(BookingErrorCode.StandbyOfferExpired)),
    mockEndpoint('standbyLeave', () => HttpResponse.json(standbyFixtures.expired)),
  ],
  /** The diner left the list: leaving again changes nothing, nothing is held to claim (32). */
  'standby-left': [
    mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.left)),
    mockEndpoint('standbyLeave', () => HttpResponse.json(standbyFixtures.left)),
    mockEndpoint('standbyClaim', () => bookingFailure(BookingErrorCode.StandbyNothingToClaim)),
  ],
  /** A link that is not one of ours, or altered (30). */
  'standby-link-invalid': [
    mockEndpoint('standbyView', () => bookingFailure(BookingErrorCode.StandbyLinkInvalid)),
    mockEndpoint('standbyLeave', () => bookingFailure(BookingErrorCode.StandbyLinkInvalid)),
    mockEndpoint('standbyClaim', () => bookingFailure(BookingErrorCode.StandbyLinkInvalid)),
  ],
  /** The wizard's step two finds no time for the party (code 4): its standby offer shows. */
  'standby-no-slots': [mockEndpoint('bookingSlots', () => bookingFailure(BookingErrorCode.NoFreeSlot))],
  /** Joining twice with one e-mail for a restaurant and date (33). */
  'standby-already-joined': [
    mockEndpoint('standbyJoin', () => bookingFailure(BookingErrorCode.StandbyAlreadyJoined)),
  ],
  /** A table is free in the window asked for (34): book it instead. */
  'standby-table-free': [
    mockEndpoint('standbyJoin', () => bookingFailure(BookingErrorCode.StandbyTableFree)),
  ],
} satisfies Record<string, RequestHandler[]>;

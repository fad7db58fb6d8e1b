import {
  type AvailabilityRequest,
  type BookingChangeRequest,
  BookingErrorCode,
  type BraintreeSubmitRequest,
  bookingErrorMessage,
  bookingErrorStatus,
  type StandbyJoinRequest,
  sandboxNonceOutcome,
} from '@fittizia/contract';
import { HttpResponse, type RequestHandler } from 'msw';
import {
  bookingFixtures,
  changedBooking,
  manageFixtures,
  reminderFixtures,
  restaurantFixtures,
  standbyFixtures,
} from './fixtures.ts';
import { cardSubmitFailure, type MockErrorBody, mockEndpoint } from './mock-endpoint.ts';
import { mockStandbyRefusal } from './standby-rule.ts';

/** The happy path of the booking calls (7.2), manage my booking, standby and the card guarantee. */
export const bookingHandlers: RequestHandler[] = [
  // 7.2 booking: the contract's examples; availability answers for the stores sent
  mockEndpoint('bookingOccasions', () => HttpResponse.json(bookingFixtures.occasions)),
  mockEndpoint('bookingAvailability', async ({ request }) => {
    const body = (await request.json()) as AvailabilityRequest;
    const [first, other] = bookingFixtures.availability;
    return HttpResponse.json(
      body.stores.map((store, i) => {
        const template = (i === 0 ? first : other) ?? bookingFixtures.availability[0];
        return {
          ...template,
          storeId: store.storeId,
          storeName:
            restaurantFixtures.find((r) => r.storeId === store.storeId)?.title ?? template?.storeName,
          miles: store.miles,
          isFirstChoice: i === 0,
          standbyOffered:
            mockStandbyRefusal(store.storeId, body.date, body.adultCovers + body.childrenCovers) ===
            undefined,
        } as (typeof bookingFixtures.availability)[number];
      }),
    );
  }),
  mockEndpoint('bookingAreas', () => HttpResponse.json(bookingFixtures.areas)),
  mockEndpoint('bookingMenus', () => HttpResponse.json(bookingFixtures.menus)),
  mockEndpoint('bookingSlots', () => HttpResponse.json(bookingFixtures.slots)),
  mockEndpoint('bookingRequirements', () => HttpResponse.json(bookingFixtures.requirements)),
  mockEndpoint('bookingUpsells', () => HttpResponse.json(bookingFixtures.upsells)),
  // The confirmation goes to the address the diner gave, as the brand API answers.
  mockEndpoint('bookingCreate', async ({ request }) => {
    const { emailAddress } = (await request.json()) as { emailAddress: string };
    return HttpResponse.json({ ...bookingFixtures.created, confirmationSentTo: emailAddress });
  }),
  mockEndpoint('bookingEnquiry', () => HttpResponse.json(bookingFixtures.enquiry)),
  mockEndpoint('bookingEvent', () => HttpResponse.json(bookingFixtures.event)),
  // Manage my booking: found, shown, cancelled
  mockEndpoint('bookingFind', () => HttpResponse.json(manageFixtures.found)),
  mockEndpoint('bookingManage', () => HttpResponse.json(manageFixtures.booking)),
  mockEndpoint('bookingCancel', async ({ request }) => {
    const { message } = (await request.json()) as { message?: string };
    return HttpResponse.json({ ...manageFixtures.cancelled, cancelReason: message?.trim() || null });
  }),
  // Change: the booking moved as asked; the date, time and party already booked are refused (29).
  mockEndpoint('bookingChange', async ({ request }) => {
    const changed = changedBooking((await request.json()) as BookingChangeRequest);
    if (changed) return HttpResponse.json(changed);
    const code = BookingErrorCode.ChangeUnchanged;
    return HttpResponse.json<MockErrorBody>(
      { message: bookingErrorMessage(code), code },
      { status: bookingErrorStatus(code) },
    );
  }),
  // Booking reminders: "I'll be there" recorded
  mockEndpoint('bookingAttend', () => HttpResponse.json(reminderFixtures.attended)),
  // Standby list, each call's happy path: joined (the entry echoes what was asked), waiting, left, booked
  // Refused as the brand API refuses an entry no table could come free for (`mockStandbyRefusal`).
  mockEndpoint('standbyJoin', async ({ request, params }) => {
    const body = (await request.json()) as StandbyJoinRequest;
    const covers = body.adultCovers + (body.childCovers ?? 0);
    const refusal = mockStandbyRefusal(String(params.storeId), body.date, covers);
    if (refusal !== undefined) {
      return HttpResponse.json<MockErrorBody>(
        { message: bookingErrorMessage(refusal), code: refusal },
        { status: bookingErrorStatus(refusal) },
      );
    }
    return HttpResponse.json({
      ...standbyFixtures.waiting,
      date: body.date,
      windowFrom: body.windowFrom,
      windowTo: body.windowTo,
      adults: body.adultCovers,
      children: body.childCovers ?? 0,
      emailAddress: body.emailAddress,
    });
  }),
  mockEndpoint('standbyView', () => HttpResponse.json(standbyFixtures.waiting)),
  mockEndpoint('standbyLeave', () => HttpResponse.json(standbyFixtures.left)),
  mockEndpoint('standbyClaim', () => HttpResponse.json(standbyFixtures.booked)),
  // Card guarantee: the sandbox nonce table of the contract decides declines and failures
  mockEndpoint('braintreeToken', () => HttpResponse.json(bookingFixtures.braintreeToken)),
  mockEndpoint('braintreeSubmit', async ({ request }) => {
    const body = (await request.json()) as BraintreeSubmitRequest;
    // The sandbox's table decides, as in the brand API's sandbox: its declining and failing nonces fail, and a
    // nonce it does not know is refused as the card form's fault.
    const outcome = sandboxNonceOutcome(body.Nonce);
    if (outcome === null) return cardSubmitFailure('invalid', 'Unknown or expired payment_method_nonce.');
    if (outcome === 'declined') return cardSubmitFailure('declined', 'Processor declined: 2000 Do Not Honor');
    if (outcome === 'failed') return cardSubmitFailure('failed', `Sandbox nonce ${body.Nonce}`);
    return HttpResponse.json({
      status: 200,
      data: body.CustomerId?.trim() || bookingFixtures.braintreeSubmit.data,
    });
  }),
];

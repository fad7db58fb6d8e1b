import {
  BOOKING_MESSAGES,
  BrandApiError,
  CUSTOMER_UPDATE_SUCCESS,
  examples,
  OFFER_ENDED_MESSAGE,
  SERVER_ERROR_MESSAGE,
} from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { CUSTOMER_NOT_FOUND_MESSAGE, customerGuidFixture } from './fixtures.ts';
import { useMockServer } from './mock-server.fixture.ts';
import { handlersFor, type ScenarioName } from './scenarios.ts';

const { server, client } = useMockServer();

const use = (scenario: ScenarioName) => server.resetHandlers(...handlersFor(scenario));

/** Settles within `ms` or reports that the call is still pending. */
const outcome = (call: Promise<unknown>, ms = 200) =>
  Promise.race([
    call.then(
      () => 'answered',
      () => 'failed',
    ),
    new Promise((resolve) => setTimeout(() => resolve('still loading'), ms)),
  ]);

const sendEmail = () => client.call('contactSendEmail', { body: examples.contactSendEmail.body });
const groupBooking = () => client.call('contactGroupBooking', { body: examples.contactGroupBooking.body });
const offerCode = () => client.call('offerCode', { body: examples.offerCode.body });
const signup = () => client.call('signup', { body: examples.signup.body });

describe('api-mocks: contact, customers, offers, sign-up and social', () => {
  it('answers every call on the happy path with the contract examples', async () => {
    const types = (await client.call('contactTypes')).data;
    expect(types.map((t) => t.name)).toEqual([
      'General enquiry',
      'Feedback about a visit',
      'Group bookings and events',
    ]);
    const content = await client.call('contactContent');
    expect(content.contactReasons[0]?.subReasons.map((r) => r.id)).toEqual(['visit-food', 'visit-service']);
    expect(content.restaurants.map((r) => r.storeId)).toEqual(['1042', '1057']);
    expect((await sendEmail()).data.statusCode).toBe(200);
    expect((await groupBooking()).data.statusCode).toBe(200);

    const customer = await client.call('getCustomerPreferences', {
      params: { customerGuid: customerGuidFixture },
    });
    expect(customer).toMatchObject({ firstName: 'Giulia', favRestaurantCode: '1042', websiteSmsOptIn: true });
    expect(customer.interests).toHaveLength(2);
    const update = await client.call('updateCustomerPreferences', {
      body: examples.updateCustomerPreferences.body,
    });
    expect(update.data.message).toBe(CUSTOMER_UPDATE_SUCCESS);
    const choices = await client.call('updateCustomerChoices', { body: examples.updateCustomerChoices.body });
    expect(choices.data.message).toBe(CUSTOMER_UPDATE_SUCCESS);
    const dates = await client.call('updateOccasionDates', { body: examples.updateOccasionDates.body });
    expect(dates.data.message).toBe(CUSTOMER_UPDATE_SUCCESS);
    expect((await client.call('choices')).map((c) => c.options.length)).toEqual([2, 2]);

    const offer = await client.call('offerBySlug', { query: { offerSlug: '30-off-students' } });
    expect(offer.data.title).toBe('30% off for students');
    expect((await client.call('restaurantOffers', { params: { id: '1042' } })).data).toHaveLength(2);
    // Vouchers by e-mail only: the answer says it was sent and carries no code.
    expect(await offerCode()).toEqual({ message: 'If this address can have a code, it is on its way.' });
    expect((await signup()).data.success).toBe(true);
    const media = (await client.call('instaMedia')).data;
    expect(media.map((m) => m.media_type)).toEqual(['IMAGE', 'VIDEO']);
  });

  it('takes a gift-card enquiry without a restaurant and refuses a visit without one, as the brand API', async () => {
    const { enquiryRestaurant: _, ...noRestaurant } = examples.contactSendEmail.body;
    const { contactSubReasonId: __, ...giftCards } = { ...noRestaurant, contactReasonId: 'gift-cards' };
    expect((await client.call('contactSendEmail', { body: giftCards })).data.statusCode).toBe(200);
    await expect(client.call('contactSendEmail', { body: noRestaurant })).rejects.toMatchObject({
      status: 400,
    });
  });

  it('answers an unknown customer and an unknown offer slug with not found', async () => {
    await expect(
      client.call('getCustomerPreferences', {
        params: { customerGuid: '00000000-0000-4000-8000-000000000000' },
      }),
    ).rejects.toMatchObject({ status: 404, message: CUSTOMER_NOT_FOUND_MESSAGE });
    await expect(
      client.call('offerCode', { body: { ...examples.offerCode.body, offerSlug: 'no-such-offer' } }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('reads the ended offer as ended, never lists it, and refuses its claim as the brand API does', async () => {
    const ended = await client.call('offerBySlug', { query: { offerSlug: 'summer-spritz' } });
    expect(ended.data.ended).toBe(true);
    const listed = (await client.call('restaurantOffers', { params: { id: '1042' } })).data;
    expect(listed.map((o) => o.offerSlug)).not.toContain('summer-spritz');
    await expect(
      client.call('offerCode', { body: { ...examples.offerCode.body, offerSlug: 'summer-spritz' } }),
    ).rejects.toMatchObject({ status: 410, message: OFFER_ENDED_MESSAGE });
  });

  it('has the contact failures: a status code other than 200, an HTTP error, and a send that never answers', async () => {
    use('contact-send-failed');
    expect((await sendEmail()).data.statusCode).not.toBe(200);
    expect((await groupBooking()).data.statusCode).toBe(200);
    use('contact-send-error');
    const error = await sendEmail().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BrandApiError);
    expect(error).toMatchObject({ status: 502, message: SERVER_ERROR_MESSAGE });
    use('group-booking-failed');
    expect((await groupBooking()).data.statusCode).toBe(400);
    expect((await sendEmail()).data.statusCode).toBe(200);
    use('contact-sending');
    expect(await outcome(sendEmail())).toBe('still loading');
    expect(await outcome(groupBooking())).toBe('still loading');
  });

  it('has the customer-data failures', async () => {
    use('preferences-not-found');
    await expect(
      client.call('getCustomerPreferences', { params: { customerGuid: customerGuidFixture } }),
    ).rejects.toMatchObject({ status: 404, message: CUSTOMER_NOT_FOUND_MESSAGE });
    use('preferences-update-failed');
    const update = await client.call('updateCustomerPreferences', {
      body: examples.updateCustomerPreferences.body,
    });
    expect(update.data.message).not.toBe(CUSTOMER_UPDATE_SUCCESS);
    use('preferences-loading');
    expect(
      await outcome(client.call('getCustomerPreferences', { params: { customerGuid: customerGuidFixture } })),
    ).toBe('still loading');
    use('choices-failed');
    await expect(
      client.call('updateCustomerChoices', { body: examples.updateCustomerChoices.body }),
    ).rejects.toMatchObject({ status: 502 });
    use('occasion-dates-failed');
    const dates = await client.call('updateOccasionDates', { body: examples.updateOccasionDates.body });
    expect(dates.data.message).not.toBe(CUSTOMER_UPDATE_SUCCESS);
  });

  it('has the offer, sign-up and captcha failures', async () => {
    use('offer-code-error');
    await expect(offerCode()).rejects.toMatchObject({ status: 500 });
    expect((await client.call('offerBySlug', { query: { offerSlug: '30-off-students' } })).data.title).toBe(
      '30% off for students',
    );
    use('offer-not-found');
    await expect(
      client.call('offerBySlug', { query: { offerSlug: '30-off-students' } }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(offerCode()).rejects.toMatchObject({ status: 404, message: 'Offer not found' });
    use('offer-ended');
    const ended = await client.call('offerBySlug', { query: { offerSlug: '30-off-students' } });
    expect(ended.data).toMatchObject({ ended: true, validUntil: '2025-08-31' });
    await expect(offerCode()).rejects.toMatchObject({ status: 410, message: OFFER_ENDED_MESSAGE });
    use('offer-ended-on-claim');
    expect(
      (await client.call('offerBySlug', { query: { offerSlug: '30-off-students' } })).data.ended,
    ).not.toBe(true);
    await expect(offerCode()).rejects.toMatchObject({ status: 410, message: OFFER_ENDED_MESSAGE });
    use('signup-failed');
    await expect(signup()).rejects.toMatchObject({ status: 502, message: SERVER_ERROR_MESSAGE });
    use('signup-sending');
    expect(await outcome(signup())).toBe('still loading');
    use('captcha-failed');
    for (const call of [signup, sendEmail, groupBooking, offerCode]) {
      await expect(call()).rejects.toMatchObject({ status: 403, message: BOOKING_MESSAGES.captcha });
    }
  });
});

import { mockAnswer } from '@fittizia/api-mocks/node';
import {
  londonToday,
  OFFER_ENDED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  offerBySlugResponse,
  offerDayText,
  restaurantOffersResponse,
} from '@fittizia/contract';
import { describe, expect, it } from 'vitest';
import { demoPages } from '../src/domains/content/seed.ts';
import { daysAfter, SEED_OFFERS } from '../src/domains/offers/seed.ts';
import { customerCalls } from './customer-calls.ts';
import { describeOnEachDatabase } from './harness.ts';

/*
 * An offer runs from its first to its last London day on the brand API's clock. The seed counts both from the
 * day it runs; the test moves the clock past the students offer's last day and before its first.
 */

const runsOf = (slug: string) => {
  const runs = SEED_OFFERS.find((o) => o.offer.offerSlug === slug)?.runs;
  if (!runs) throw new Error(`the seeded offer ${slug} has no dates`);
  return runs;
};
/** Noon in London (13:00 UTC is noon in summer time, 12:00 in winter: the day is London's either way). */
const noonOf = (day: string) => `${day}T12:30:00Z`;

describe('seeded offer dates', () => {
  it('count from the day the seed runs: the demo shows no ended offer as current', () => {
    expect(daysAfter('2026-12-30', 3)).toBe('2027-01-02');
    expect(daysAfter('2024-03-01', -1)).toBe('2024-02-29');
    const dated = SEED_OFFERS.filter((o) => o.runs);
    expect(dated.map((o) => o.offer.offerSlug)).toEqual(
      expect.arrayContaining(['30-off-students', 'pranzo', 'summer-spritz']),
    );
    for (const { offer, runs } of SEED_OFFERS) {
      // No date is written into copy: "Valid until" is made from the stored last day.
      expect(`${offer.validityText ?? ''} ${offer.termAndConditions ?? ''}`, offer.offerSlug).not.toMatch(
        /\b(19|20)\d{2}\b/,
      );
      if (runs) expect(runs.from, offer.offerSlug).toBeLessThanOrEqual(runs.until);
    }
    // Nor into a content page: a day written out (or "Valid until" one) would go stale as the seed's dates move.
    const day =
      /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/;
    for (const page of demoPages) expect(JSON.stringify(page.tiles), page.id).not.toMatch(day);
  });
});

describeOnEachDatabase('offer validity', {}, (h) => {
  const { count, mails, get, post } = customerCalls(h);
  const seedDay = () => londonToday(new Date());
  const lastDay = () => daysAfter(seedDay(), runsOf('30-off-students').until);
  const read = async (slug: string) => {
    const res = await get(`/api/offer/getofferbyslug?offerSlug=${slug}`);
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const listed = async (storeId = '1001') =>
    restaurantOffersResponse
      .parse(await (await get(`/api/offer/rest/${storeId}`)).json())
      .data.map((o) => o.offerSlug);
  const claim = (offerSlug: string, emailAddress: string) =>
    post('/api/offer/getcode', { offerSlug, emailAddress, acceptTerms: true });
  const written = async () => [
    await count('offer_vouchers'),
    await count('mail_outbox'),
    await count('mail_send_counts'),
  ];

  it('a running offer is listed, reads with its real last day, and its voucher e-mail says that day', async () => {
    h.clock.reset();
    expect(await listed()).toEqual(expect.arrayContaining(['30-off-students', 'pranzo']));
    const { status, body } = await read('30-off-students');
    expect(status).toBe(200);
    const offer = offerBySlugResponse.parse(body).data;
    expect(offer).toMatchObject({ ended: false, validUntil: lastDay() });
    expect(offer.validityText).toBe(`Valid until ${offerDayText(lastDay())}`);

    expect((await claim('30-off-students', 'still.on@example.ac.uk')).status).toBe(200);
    const [mail] = await mails('still.on@example.ac.uk', 'voucher');
    const raw = (mail?.raw ?? '').replace(/=\r?\n/g, '');
    expect(raw).toContain(`Valid until ${offerDayText(lastDay())}`);
    expect(raw).not.toContain('31 August 2026');
  });

  it('past its last day: not listed, its read says it ended, a claim is refused with its own message and writes nothing', async () => {
    h.clock.set(noonOf(daysAfter(lastDay(), 1)));
    try {
      expect(await listed()).not.toContain('30-off-students');
      expect(await listed('1031')).not.toContain('30-off-students');

      const { status, body } = await read('30-off-students');
      expect(status).toBe(200);
      expect(offerBySlugResponse.parse(body).data).toMatchObject({
        title: '30% off for students',
        ended: true,
        validUntil: lastDay(),
      });

      const before = await written();
      const refused = await claim('30-off-students', 'too.late@example.ac.uk');
      expect(refused.status).toBe(410);
      expect(await refused.json()).toMatchObject({ message: OFFER_ENDED_MESSAGE, field: 'offerSlug' });
      expect(await written()).toEqual(before);
      expect(await mails('too.late@example.ac.uk')).toEqual([]);
    } finally {
      h.clock.reset();
    }
  });

  it('on its last day it still runs', async () => {
    h.clock.set(noonOf(lastDay()));
    try {
      expect(await listed()).toContain('30-off-students');
      expect(offerBySlugResponse.parse((await read('30-off-students')).body).data.ended).toBe(false);
    } finally {
      h.clock.reset();
    }
  });

  it('before its first day an offer is not public: not listed, not found, and a claim is refused', async () => {
    h.clock.set(noonOf(daysAfter(seedDay(), runsOf('30-off-students').from - 1)));
    try {
      expect(await listed()).not.toContain('30-off-students');
      const { status, body } = await read('30-off-students');
      expect(status).toBe(404);
      expect(body).toMatchObject({ message: OFFER_NOT_FOUND_MESSAGE });
      const before = await written();
      expect((await claim('30-off-students', 'too.early@example.ac.uk')).status).toBe(404);
      expect(await written()).toEqual(before);
    } finally {
      h.clock.reset();
    }
  });

  it('the seeded ended offer is never listed, says it ended and issues nothing', async () => {
    h.clock.reset();
    expect(await listed()).not.toContain('summer-spritz');
    expect(offerBySlugResponse.parse((await read('summer-spritz')).body).data.ended).toBe(true);
    const before = await written();
    const refused = await claim('summer-spritz', 'spritz@example.com');
    expect(refused.status).toBe(410);
    const body = await refused.json();
    expect(body).toMatchObject({ message: OFFER_ENDED_MESSAGE });
    expect(await written()).toEqual(before);

    // The mocks refuse it with the same answer (their ended offer has the seed's slug).
    const mocked = await mockAnswer(
      new Request('http://brand-api.test/api/offer/getcode', {
        method: 'POST',
        headers: { ...h.auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          offerSlug: 'summer-spritz',
          emailAddress: 'spritz@example.com',
          acceptTerms: true,
        }),
      }),
    );
    expect({ status: mocked?.status, body: await mocked?.json() }).toEqual({ status: 410, body });
  });
});

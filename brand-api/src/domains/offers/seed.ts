import { londonToday, type Offer } from '@fittizia/contract';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../shared/database.ts';
import { excludedSet } from '../../shared/upsert.ts';
import { offers, restaurantOffers } from './tables.ts';

export interface SeedOffer {
  /** `validityText` is the copy of when it runs, never a date: "Valid until" is written from `runs`. */
  offer: Pick<
    Offer,
    | 'title'
    | 'description'
    | 'termAndConditions'
    | 'successButtonText'
    | 'successButtonUrl'
    | 'overrideSuccessUrl'
    | 'validityText'
    | 'image'
  > & { id: string; offerSlug: string };
  /** Store ids the offer runs at; empty means every restaurant. */
  storeIds: string[];
  /**
   * Its first and last day, in days from the day the seed runs (both included), so the demo never shows an
   * ended offer as current; none: it runs with no end.
   */
  runs?: { from: number; until: number };
}

/** The London day `days` after `day` (both `YYYY-MM-DD`). */
export function daysAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Offers of the fictional brand (7.7): brand-wide ones and a few for single restaurants. One has ended (its
 * old address says so); no tile links to it.
 */
export const SEED_OFFERS: SeedOffer[] = [
  {
    offer: {
      id: 'off-students',
      offerSlug: '30-off-students',
      title: '30% off for students',
      description: 'Show your student card and take 30% off food, Sunday to Thursday.',
      termAndConditions: 'Valid Sunday to Thursday. One voucher per person. Not valid with other offers.',
      successButtonText: 'Find a restaurant',
      successButtonUrl: '/restaurants',
      overrideSuccessUrl: false,
      validityText: null,
      image: '/images/tiles/students.svg',
    },
    storeIds: [],
    runs: { from: -30, until: 120 },
  },
  {
    offer: {
      id: 'off-pranzo',
      offerSlug: 'pranzo',
      title: 'Pranzo: two courses £14.95',
      description: 'Any starter and main from the pranzo menu for £14.95, Monday to Friday.',
      termAndConditions: 'Dine in only, noon to 4pm. One voucher per person. Not valid with other offers.',
      successButtonText: 'Book a table',
      successButtonUrl: '/book-now',
      overrideSuccessUrl: false,
      validityText: 'Monday to Friday, noon to 4pm',
      image: '/images/tiles/pasta.svg',
    },
    storeIds: [],
    runs: { from: -7, until: 60 },
  },
  {
    offer: {
      id: 'off-kids-eat-free',
      offerSlug: 'kids-eat-free',
      title: 'Kids eat free',
      description: 'One free kids meal with every adult main, Monday to Friday before 5pm.',
      termAndConditions: 'Under 12s only. Dine in only. Not valid on bank holidays.',
      successButtonText: 'Book a table',
      successButtonUrl: '/book-now',
      overrideSuccessUrl: false,
      validityText: 'Monday to Friday',
      image: '/images/tiles/kids.svg',
    },
    storeIds: [],
  },
  {
    offer: {
      id: 'off-aperitivo-hour',
      offerSlug: 'aperitivo-hour',
      title: 'Aperitivo hour',
      description: 'Two spritzes for £12 and free olives, 4pm to 6pm every weekday.',
      termAndConditions: 'Over 18s only. Please drink responsibly.',
      successButtonText: 'Find a restaurant',
      successButtonUrl: '/restaurants',
      overrideSuccessUrl: false,
      validityText: 'Weekdays, 4pm to 6pm',
      image: '/images/tiles/drinks.svg',
    },
    storeIds: [
      '1001',
      '1002',
      '1006',
      '1010',
      '1020',
      '1024',
      '1030',
      '1035',
      '1042',
      '1045',
      '1047',
      '1066',
    ],
  },
  {
    offer: {
      id: 'off-bay-brunch',
      offerSlug: 'cardiff-bay-weekend-brunch',
      title: 'Weekend brunch by the bay',
      description: 'Brunch plate and a coffee for £12, Saturdays and Sundays until noon.',
      termAndConditions: 'Dine in only. Subject to availability.',
      successButtonText: 'Book a table',
      successButtonUrl: '/restaurants/cardiff/cardiff-bay',
      overrideSuccessUrl: true,
      validityText: 'Saturdays and Sundays, 9am to 12pm',
      image: '/images/tiles/dining-room.svg',
    },
    storeIds: ['1031'],
  },
  {
    offer: {
      id: 'off-island-lunch',
      offerSlug: 'island-lunch',
      title: 'Island lunch',
      description: 'Two courses for £16 at our Jersey restaurants, Monday to Friday.',
      termAndConditions: 'Lunch only, 12pm to 3pm.',
      successButtonText: null,
      successButtonUrl: null,
      overrideSuccessUrl: null,
      validityText: 'Monday to Friday lunchtimes',
      image: null,
    },
    storeIds: ['1078', '1079'],
  },
  {
    offer: {
      id: 'off-holiday-park-family',
      offerSlug: 'holiday-park-family-feast',
      title: 'Family feast',
      description: 'Two pizzas, a side and two kids meals for £35 at our holiday-park restaurants.',
      termAndConditions: 'Park guests and visitors welcome. Collection or dine in.',
      successButtonText: 'Call the restaurant',
      successButtonUrl: null,
      overrideSuccessUrl: false,
      validityText: 'During the park season',
      image: '/images/tiles/pizza.svg',
    },
    storeIds: ['1201', '1202', '1203', '1204'],
  },
  {
    offer: {
      id: 'off-summer-spritz',
      offerSlug: 'summer-spritz',
      title: 'Summer spritz: two for £10',
      description: 'Two spritzes for £10 on the terrace, every afternoon.',
      termAndConditions: 'Over 18s only. Please drink responsibly.',
      successButtonText: 'Find a restaurant',
      successButtonUrl: '/restaurants',
      overrideSuccessUrl: false,
      validityText: 'Every day, noon to 6pm',
      image: '/images/tiles/drinks.svg',
    },
    storeIds: [],
    runs: { from: -90, until: -8 },
  },
];

/**
 * Writes the offers with their restaurant links (upserts; each seeded offer's links are replaced), their dates
 * counted from `today` (London's, the day the seed runs).
 */
export async function seedOffers(database: Database, today: string = londonToday()): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx
      .insert(offers)
      .values(
        SEED_OFFERS.map(({ offer: o, storeIds: only, runs }, position) => ({
          id: o.id,
          offerSlug: o.offerSlug,
          title: o.title,
          description: o.description ?? null,
          termAndConditions: o.termAndConditions ?? null,
          successButtonText: o.successButtonText ?? null,
          successButtonUrl: o.successButtonUrl ?? null,
          overrideSuccessUrl: o.overrideSuccessUrl ?? null,
          validityText: o.validityText ?? null,
          image: o.image ?? null,
          validFrom: runs ? daysAfter(today, runs.from) : null,
          validUntil: runs ? daysAfter(today, runs.until) : null,
          allRestaurants: only.length === 0,
          position,
        })),
      )
      .onConflictDoUpdate({
        target: offers.id,
        set: {
          ...excludedSet(offers, ['id', 'validUntilSetByOperator']),
          // An end date an operator set outlives the seed.
          validUntil: sql`CASE WHEN ${offers.validUntilSetByOperator} THEN ${offers.validUntil} ELSE excluded.valid_until END`,
        },
      });
    const offerIds = SEED_OFFERS.map((o) => o.offer.id);
    await tx.delete(restaurantOffers).where(inArray(restaurantOffers.offerId, offerIds));
    await tx
      .insert(restaurantOffers)
      .values(
        SEED_OFFERS.flatMap(({ offer, storeIds: only }) =>
          only.map((storeId) => ({ storeId, offerId: offer.id })),
        ),
      );
  });
}

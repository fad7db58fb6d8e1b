import type { Offer } from '@fittizia/contract';

export interface SeedOffer {
  offer: Offer & { id: string; offerSlug: string };
  /** Store ids the offer runs at; empty means every restaurant. */
  storeIds: string[];
}

/** Offers of the fictional brand (7.7): brand-wide ones and a few for single restaurants. */
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
      validityText: 'Valid until 31 August 2026',
      image: '/images/tiles/students.svg',
    },
    storeIds: [],
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
];
